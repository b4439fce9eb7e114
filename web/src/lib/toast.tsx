import { useLingui } from '@lingui/react/macro';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { registerToastContainer } from './toast-host-store';

/**
 * react-toastify's close button (same classes and icon) with its accessible name in the page's language: the
 * library's own says 'close' on every page.
 * @param closeToast closes the toast; `theme` the library's theme class suffix
 */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t`close`}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * react-toastify's container with the defaults of docs/behaviour.md §9: top-right, auto-close 5000 ms; its region
 * label and close buttons in the page's language.
 */
function ToastContainerHost() {
  const { t } = useLingui();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      newestOnTop
      closeOnClick={false}
      aria-label={t`Notifications Alt+T`}
      closeButton={ToastCloseButton}
    />
  );
}

// Importing this module (any page or component that shows toasts) mounts the container, well before the
// shopper can trigger a toast; pages that never toast (the home page's first view) never load react-toastify.
registerToastContainer(ToastContainerHost);

/** The toast API to use everywhere in the storefront (import from here, not from react-toastify). */
export { toast };
