import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from '../lib/scroll-restoration';
import './layout.css';
import { CartProvider } from '../stores/cart/cart-context';
import { CartPanelSlot } from './CartPanelSlot';
import { FloatingContactBar } from './FloatingContactBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageSuggestion } from './LanguageSuggestion';
import { ToastHost } from './ToastHost';

/**
 * The shared layout of every page (docs/behaviour.md §2), inside the cart provider: header, the page, footer, the floating contact bar, the cart panel, toasts (top-right, auto-close
 * 5000 ms, docs/behaviour.md §9), and on the English home page the suggestion of its Hindi twin (LanguageSuggestion). ScrollRestoration opens each new page at the top and restores the position on Back.
 */
export function RootLayout() {
  return (
    <CartProvider>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <Outlet />
      <Footer />
      <FloatingContactBar />
      <LanguageSuggestion />
      <CartPanelSlot />
      <ToastHost />
      <ScrollRestoration />
    </CartProvider>
  );
}
