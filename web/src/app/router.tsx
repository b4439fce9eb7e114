import { createBrowserRouter } from 'react-router-dom';
import { ErrorScreen } from '../layout/ErrorScreen';
import { RootLayout } from '../layout/RootLayout';
import { paths } from './paths';

/** A route that always fails with 404, so unknown paths show the error screen inside the site layout. */
function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/**
 * The route table (spec §2). Each page is its own lazily loaded module so a first visit downloads only
 * the page it opens. `ErrorScreen` renders 'Unexpected Application Error!' for unknown routes and load
 * failures (spec §2, DESIGN §5): the inner boundary keeps header and footer around it, the outer one
 * catches a failure of the layout itself.
 */
export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    // Shown while the first page's lazy module loads.
    hydrateFallbackElement: <p className="page-loading">Loading…</p>,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })) },
          { path: paths.upload, lazy: () => import('../features/prescription/UploadPage').then((m) => ({ Component: m.UploadPage })) },
          { path: '*', loader: notFound },
        ],
      },
    ],
  },
]);
