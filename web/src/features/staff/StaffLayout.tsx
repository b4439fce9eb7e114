import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { SessionProvider, useSession } from './session';
import { SignIn } from './SignIn';
import { groupLabel, navItems, staffPaths } from './staff-paths';
import { API_MESSAGES_CATALOG, loadCatalog } from '../../i18n/catalogs';
import './staff.css';

/**
 * The /staff console's frame (docs/architecture/staff-api.md, docs/architecture/frontend.md): its own layout without the shop's header and footer (`noindex` is in its document, web/staff.html),
 * the sign-in screens until a session exists, then a top bar (name, group, Sign out), a side nav of the queues the
 * user's group may see, and the page. Focus moves to the page's heading on every route change.
 */
export function StaffLayout() {
  // The words of the API's field problems, in English, for the console's forms (StaffApiError.fieldTexts, the
  // correction form's own checks).
  useEffect(() => {
    void loadCatalog('en', API_MESSAGES_CATALOG);
  }, []);
  return (
    <SessionProvider>
      <div className="staff">
        <StaffFrame />
      </div>
    </SessionProvider>
  );
}

function StaffFrame() {
  const session = useSession();
  const navigate = useNavigate();
  const { state } = session;
  const previousStatus = useRef(state.status);
  const queryClient = useQueryClient();
  useEffect(() => {
    // A sign-out, here or in another console tab (session-channel.ts), leaves every tab at the dashboard: the next
    // person at this PC does not sign in onto the record the last one had open. An ended session keeps its page.
    if (previousStatus.current === 'signed-in' && state.status === 'signed-out' && !state.ended) {
      void navigate(staffPaths.dashboard, { replace: true });
    }
    // Nothing one user loaded is shown to the next (another group sees other queues): the cache goes with the session.
    if (previousStatus.current === 'signed-in' && state.status === 'signed-out') queryClient.clear();
    previousStatus.current = state.status;
  }, [state, navigate, queryClient]);
  if (state.status === 'loading') {
    return (
      <main className="staff-signin" id="staff-main">
        <p role="status">Loading the staff console…</p>
      </main>
    );
  }
  if (state.status === 'config-error') {
    return (
      <main className="staff-signin" id="staff-main">
        <div className="staff-signin__card">
          <h1>The staff console cannot start</h1>
          <div className="staff-alert staff-alert--error" role="alert">
            <p>{state.message}</p>
            <button type="button" className="staff-button" onClick={session.retryConfig}>
              Try again
            </button>
          </div>
        </div>
      </main>
    );
  }
  if (state.status === 'signed-out') {
    return session.config ? <SignIn config={session.config} ended={state.ended} onSignedIn={session.signedIn} /> : null;
  }
  const { claims } = state;
  return (
    <>
      <a className="staff-skip" href="#staff-main">
        Skip to content
      </a>
      <header className="staff-topbar">
        <p className="staff-topbar__brand">Medvika staff</p>
        <p className="staff-topbar__user">
          <span className="staff-topbar__name">{claims.name}</span>
          <span className="staff-topbar__group">{claims.groups.map(groupLabel).join(', ') || 'No group'}</span>
        </p>
        <button
          type="button"
          className="staff-button staff-button--quiet"
          onClick={() => {
            // The next person at this PC starts at the dashboard, not on the page the last one left open.
            void session.signOut();
            void navigate(staffPaths.dashboard);
          }}
        >
          Sign out
        </button>
      </header>
      <div className="staff-body">
        <nav className="staff-nav" aria-label="Console">
          <ul>
            {navItems(claims.groups).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <FocusOnNavigate />
      </div>
    </>
  );
}

/** The page, with focus moved to its heading after each navigation (not on the first render). */
function FocusOnNavigate() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = main.current?.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [pathname]);
  return (
    <main className="staff-main" id="staff-main" ref={main}>
      <Outlet />
    </main>
  );
}
