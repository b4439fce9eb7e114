import { Outlet, ScrollRestoration } from 'react-router-dom';
import './layout.css';
import { CartProvider } from '../stores/cart/cart-context';
import { CartPanel } from './CartPanel';
import { FloatingContactBar } from './FloatingContactBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { ToastHost } from './ToastHost';

/**
 * The shared layout of every page (docs/behaviour.md §2), inside the cart provider: header, the page, footer, the floating contact bar, the cart panel, toasts (top-right, auto-close
 * 5000 ms, docs/behaviour.md §9). ScrollRestoration opens each new page at the top and restores the position on Back.
 */
export function RootLayout() {
  return (
    <CartProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <Outlet />
      <Footer />
      <FloatingContactBar />
      <CartPanel />
      <ToastHost />
      <ScrollRestoration />
    </CartProvider>
  );
}
