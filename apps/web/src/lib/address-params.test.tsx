import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSearchAndPage, useAddressParams, writeSearchAndPage, type ParamsChange, type SearchAndPage } from './address-params';
import { TYPING_PAUSE_MS, useTypedParam } from './typed-param';

let update: (change: ParamsChange<SearchAndPage>) => void = () => undefined;

function List() {
  const [params, change] = useAddressParams(readSearchAndPage, writeSearchAndPage);
  update = change;
  const [text, setText] = useTypedParam(params.q, (q) => change({ q, page: 1 }));
  return (
    <>
      <label>
        Search
        <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
      <p>
        {params.q || 'everything'}, page {params.page}
      </p>
      <Link to="/elsewhere">Edit</Link>
    </>
  );
}

function listAt(url: string, elsewhere: () => Promise<null> = async () => null) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      { path: '/elsewhere', loader: elsewhere, element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useAddressParams', () => {
  it('makes each change from the latest state, even before the screen shows the one before', async () => {
    const router = listAt('/list?page=3');
    // Two changes before the router renders the first: the second must not undo the first.
    act(() => {
      update({ q: 'smith', page: 1 });
      update((latest) => ({ ...latest, page: latest.page + 1 }));
    });
    await screen.findByText('smith, page 2');
    expect(router.state.location.search).toBe('?q=smith&page=2');
  });

  it('starts again from the address once it has changed under the screen (Back)', async () => {
    const router = listAt('/list');
    act(() => update({ q: 'smith' }));
    await screen.findByText('smith, page 1');
    await act(() => router.navigate(-1));
    await screen.findByText('everything, page 1');
    act(() => update({ page: 2 }));
    await screen.findByText('everything, page 2');
  });
});

describe('useTypedParam', () => {
  it('does not apply a search whose pause ends while the person is leaving for another screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrive: () => void = () => undefined;
    const router = listAt('/list', () => new Promise((resolve) => (arrive = () => resolve(null))));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'smi' } });
    fireEvent.click(screen.getByText('Edit'));
    await act(async () => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS + 50));
    await act(async () => arrive());
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
