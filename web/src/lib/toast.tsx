import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { registerToastContainer } from './toast-host-store';

/** react-toastify's container with the defaults of docs/behaviour.md §9: top-right, auto-close 5000 ms. */
function ToastContainerHost() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick={false} />;
}

// Importing this module (any page or component that shows toasts) mounts the container, well before the
// shopper can trigger a toast; pages that never toast (the home page's first view) never load react-toastify.
registerToastContainer(ToastContainerHost);

/** The toast API to use everywhere in the storefront (import from here, not from react-toastify). */
export { toast };
