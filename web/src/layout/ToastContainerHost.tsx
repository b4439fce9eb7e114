import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** react-toastify's container with the spec's defaults: top-right, auto-close 5000 ms (spec §9). Loaded by ToastHost. */
export default function ToastContainerHost() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick={false} />;
}
