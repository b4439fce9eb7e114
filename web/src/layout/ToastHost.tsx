import { useToastContainer } from '../lib/toast-host-store';

/**
 * Mounts the toast container once a page that can show toasts has loaded (lib/toast.tsx registers it).
 * react-toastify (about 6 kB of gzipped JS and its CSS) thus stays out of the first download of pages that
 * show none, such as the home page (the first-visit JavaScript budget, docs/architecture/performance.md).
 */
export function ToastHost() {
  const Container = useToastContainer();
  // The container is one module-level component registered once (lib/toast-host-store.ts), not created per render.
  // eslint-disable-next-line react-hooks/static-components
  return Container ? <Container /> : null;
}
