/** @vitest-environment happy-dom */
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, PageRoute } from '../../web/src/app/lazy-page';
import { activateLocale } from '../../web/src/i18n/catalogs';
import { useRouteData } from '../../web/src/lib/route-data';

function Greeting() {
  const data = useRouteData<{ name: string } | undefined>();
  return <h1>Hello {data?.name ?? 'nobody'}</h1>;
}

/** A lazy page over spies: its module resolves to Greeting, its data to the params' name. */
function spiedPage(options: { exists?: (params: Record<string, string | undefined>) => boolean } = {}) {
  const loadModule = vi.fn(async () => Greeting);
  const loadCatalogs = vi.fn(async () => undefined);
  const data = vi.fn(async (params: Record<string, string | undefined>) => ({ name: params.name }));
  return {
    page: lazyPage('src/features/test/Greeting.tsx', ['test'], loadModule, loadCatalogs, { ...options, data }),
    loadModule,
    loadCatalogs,
    data,
  };
}

describe('lazyPage', () => {
  it('loads the module once, the catalogs once per language, and the data once per params', async () => {
    const { page, loadModule, loadCatalogs, data } = spiedPage();
    const first = page.load({ name: 'Asha' });
    expect(page.load({ name: 'Asha' })).toBe(first);
    await first;
    expect(page.component).toBe(Greeting);
    expect(page.dataFor({ name: 'Asha' })).toEqual({ name: 'Asha' });
    await page.load({ name: 'Ravi' });
    await activateLocale('hi');
    await page.load({ name: 'Asha' });
    expect(i18n.locale).toBe('hi');
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(loadCatalogs).toHaveBeenCalledTimes(3); // en Asha, en Ravi, hi Asha: each load reads the active language
    expect(data.mock.calls.map(([params]) => params.name)).toEqual(['Asha', 'Ravi']);
  });

  it('marks a settled load for React (status fulfilled), so a loaded page renders without suspending', async () => {
    const { page } = spiedPage();
    const load = page.load({}) as Promise<void> & { status?: string };
    expect(load.status).toBe('pending');
    await load;
    expect(load.status).toBe('fulfilled');
  });

  it('tries again after a failed load (a chunk lost on a flaky connection)', async () => {
    const loadModule = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const page = lazyPage('src/features/test/Greeting.tsx', [], loadModule, async () => undefined);
    await expect(page.load({})).rejects.toThrow('Failed to fetch');
    await page.load({});
    expect(page.component).toBe(Greeting);
    expect(loadModule).toHaveBeenCalledTimes(2);
  });

  it('uses seeded data (the prerendered page carries it) instead of loading it', async () => {
    const { page, data } = spiedPage();
    page.seedData({ name: 'Meera' }, { name: 'Meera from the HTML' });
    await page.load({ name: 'Meera' });
    expect(data).not.toHaveBeenCalled();
    expect(page.dataFor({ name: 'Meera' })).toEqual({ name: 'Meera from the HTML' });
  });
});

describe('PageRoute', () => {
  afterEach(cleanup);

  const renderAt = async (path: string, page: ReturnType<typeof spiedPage>['page']) => {
    await act(
      async () =>
        void render(
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/people/:name" element={<PageRoute page={page} />} />
            </Routes>
          </MemoryRouter>,
        ),
    );
  };

  it('renders the page with its data once loaded', async () => {
    const { page } = spiedPage();
    await renderAt('/people/Asha', page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello Asha');
  });

  it('answers params that name nothing with the 404 screen, loading nothing', async () => {
    const { page, loadModule } = spiedPage({ exists: ({ name }) => name === 'Asha' });
    await renderAt('/people/nobody', page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(loadModule).not.toHaveBeenCalled();
  });
});
