import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '../layout/ErrorScreen';

interface BoundaryProps {
  children: ReactNode;
  /** The address shown; a new one clears a caught error. */
  pathname: string;
}

interface BoundaryState {
  /** What the page threw (wrapped, so a thrown `undefined` still counts) and the address it threw at. */
  caught?: { error: unknown; pathname: string };
}

/** The class component React needs to catch render errors (there is no hook for it). */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error, pathname: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.caught) return null;
    // Just caught: remember where. Caught at another address: that page is gone, show the new one.
    if (state.caught.pathname === '') return { caught: { ...state.caught, pathname: props.pathname } };
    return state.caught.pathname === props.pathname ? null : { caught: undefined };
  }

  override render() {
    return this.state.caught ? <ErrorScreen error={this.state.caught.error} /> : this.props.children;
  }
}

/**
 * Shows the error screen ('Unexpected Application Error!', docs/behaviour.md §8) in place of a page that failed to
 * load or render (a chunk that could not be fetched, an error thrown while rendering, lib/not-found.ts), keeping the
 * layout around it. The next address the shopper opens is shown again (the children keep their state: the staff
 * console's session lives in its layout, inside this boundary).
 * @param children the routes it guards
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
