/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { HeaderSearch } from '../../web/src/layout/HeaderSearch';

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

afterEach(cleanup);

describe('HeaderSearch', () => {
  it('toggles the form with the icon', async () => {
    const { user } = renderSearch();
    expect(screen.queryByRole('search')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    expect(screen.getByRole('search')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('ignores an empty or blank term', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/about');
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('goes to /search?search={term} and closes on submit', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox'), 'dolo 650{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search?search=dolo+650');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('closes on a click outside and on Escape', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('search')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('search')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search products' }));
  });
});
