/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { HeaderSearch } from '../../web/src/components/product/HeaderSearch';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderSearch />
            <Where />
            <p>Outside</p>
          </>
        ),
      },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

/** The popover's hidePopover calls (happy-dom has no popover API: the toggling itself is tested in Chromium, tests/e2e/layout.test.ts). */
const hidden: HTMLElement[] = [];

beforeEach(() => {
  hidden.length = 0;
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    hidden.push(this);
  };
});
afterEach(cleanup);

/** The search form (a popover, closed: outside the accessibility tree until opened). */
const searchForm = () => document.querySelector<HTMLFormElement>('form[role="search"]')!;
const searchBox = () => searchForm().querySelector<HTMLInputElement>('input[type="search"]')!;

describe('HeaderSearch', () => {
  it('is a GET form to /search with the search parameter, shown as a popover by the icon', () => {
    renderSearch();
    const form = searchForm();
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('popover')).toBe('auto');
    expect(searchBox().name).toBe('search');
    const toggle = screen.getByRole('button', { name: 'Search products' });
    expect(toggle.getAttribute('popovertarget')).toBe(form.id);
  });

  it('ignores an empty or blank term', async () => {
    const { user } = renderSearch();
    await user.type(searchBox(), '   {Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/about');
    expect(hidden).toEqual([]);
  });

  it('goes to /search?search={term} inside the app, closes and empties on submit', async () => {
    const { user } = renderSearch();
    await user.type(searchBox(), 'dolo 650{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search?search=dolo+650');
    expect(hidden).toEqual([searchForm()]);
    expect(searchBox().value).toBe('');
  });
});
