import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, useRoutes } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createConsoleQueryClient } from '../features/staff/console-query-client';
import { activateLocale } from '../i18n/catalogs';
import { staffRoutes } from './routes';
import '../styles/global.css';

/** The console's routes; any address outside /staff (the origin's root, an old link) goes to the dashboard. */
function ConsoleRoutes() {
  return useRoutes([...staffRoutes, { path: '*', element: <Navigate to="/staff" replace /> }]);
}

/**
 * The staff console's browser entry (web/staff.html), a second Vite entry beside the shop's (web/src/main.tsx) and
 * served on the console's own origin (docs/architecture/staff-session.md "Its own origin"): no prerendered HTML, the
 * console renders from scratch once the shared English catalog is active (the error screen's words). It shares no
 * module state with the shop: another origin, another bundle. One QueryClient (console-query-client.ts) caches the
 * console's loads for the life of the tab.
 */
async function startConsole(): Promise<void> {
  await activateLocale('en');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createConsoleQueryClient()}>
          <BrowserRouter>
            <ConsoleRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void startConsole();
