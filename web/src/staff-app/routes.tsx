import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A console module loaded on first use, its own chunk.
 * @param load the module's dynamic import, e.g. `() => import('../features/staff/RecordPage')`
 * @param name the component it exports, e.g. 'RecordPage'
 */
function lazyConsole<Module extends Record<string, unknown>>(load: () => Promise<Module>, name: keyof Module & string): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

/**
 * A console page route: `path` below /staff ('records/:reference'), or undefined for the dashboard (index). While its
 * chunk loads, the console's frame stays and the page's place says so.
 */
function page(path: string | undefined, Page: ComponentType): RouteObject {
  const element = (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Page />
    </Suspense>
  );
  return path === undefined ? { index: true, element } : { path, element };
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Shows a plain failure in place of a console page that could not load (a chunk lost to a flaky connection or a new
 * deployment) or threw while rendering, with the way out: a reload. The console is English only.
 */
class ConsoleErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="staff-signin" id="staff-main">
        <div className="staff-alert staff-alert--error" role="alert">
          <p>This page of the staff console could not be loaded. Reload the page to try again.</p>
        </div>
      </main>
    );
  }
}

const StaffLayout = lazyConsole(() => import('../features/staff/StaffLayout'), 'StaffLayout');
const DashboardPage = lazyConsole(() => import('../features/staff/DashboardPage'), 'DashboardPage');
const PrescriptionQueuePage = lazyConsole(() => import('../features/staff/QueuePage'), 'PrescriptionQueuePage');
const OrderQueuePage = lazyConsole(() => import('../features/staff/QueuePage'), 'OrderQueuePage');
const MessageQueuePage = lazyConsole(() => import('../features/staff/QueuePage'), 'MessageQueuePage');
const RecordPage = lazyConsole(() => import('../features/staff/RecordPage'), 'RecordPage');
const CommentsPage = lazyConsole(() => import('../features/staff/CommentsPage'), 'CommentsPage');
const CataloguePage = lazyConsole(() => import('../features/staff/CataloguePage'), 'CataloguePage');
const H1RegisterPage = lazyConsole(() => import('../features/staff/H1RegisterPage'), 'H1RegisterPage');
const RecallsPage = lazyConsole(() => import('../features/staff/RecallsPage'), 'RecallsPage');
const StaffNotFoundPage = lazyConsole(() => import('../features/staff/StaffNotFoundPage'), 'StaffNotFoundPage');

/**
 * The staff console's route table (docs/architecture/frontend.md "The staff console"): /staff and its pages inside the
 * console's frame (StaffLayout: session, sign-in, top bar, nav), each page its own lazily loaded chunk. Served by the
 * console's own entry (main.tsx) on the console's own origin; no shop module imports it (lint).
 */
export const staffRoutes: RouteObject[] = [
  {
    path: '/staff',
    element: (
      <ConsoleErrorBoundary>
        <Suspense fallback={<p className="page-loading">Loading…</p>}>
          <StaffLayout />
        </Suspense>
      </ConsoleErrorBoundary>
    ),
    children: [
      page(undefined, DashboardPage),
      page('prescriptions', PrescriptionQueuePage),
      page('orders', OrderQueuePage),
      page('messages', MessageQueuePage),
      page('records/:reference', RecordPage),
      page('comments', CommentsPage),
      page('catalogue', CataloguePage),
      page('registers/h1', H1RegisterPage),
      page('recalls', RecallsPage),
      page('*', StaffNotFoundPage), // inside the console's frame, not an error screen
    ],
  },
];
