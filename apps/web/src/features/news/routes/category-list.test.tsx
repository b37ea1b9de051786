import { Notifications } from '@mantine/notifications';
import { TOKEN_STORAGE_KEY, type TNewsCategory } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, listMeta } from '@/test/media-fixtures';
import { renderWithProviders } from '@/test/render';
import { Component as CategoryList } from './category-list';

const category = (id: string, en: string, depth: number): TNewsCategory => ({
  id,
  slug: en.toLowerCase(),
  name: { en, bn: en },
  parent_id: depth ? 'c1' : null,
  path: [],
  depth,
  children_count: depth ? 0 : 1,
  news_count: 3,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
});

let calls: Array<{ method: string; path: string }> = [];
let deleteAnswer: Response;

function renderList() {
  const router = createMemoryRouter([{ path: '/admin/news/category', element: <CategoryList /> }], { initialEntries: ['/admin/news/category'] });
  renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
}

/** The shared list kit, seen through one of its screens: table, delete confirmation, and what it says after. */
describe('news categories list', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    calls = [];
    deleteAnswer = new Response(null, { status: 204 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        const method = init.method ?? 'GET';
        calls.push({ method, path });
        if (method === 'DELETE') return deleteAnswer;
        return json(200, { data: [category('c1', 'Schools', 0), category('c2', 'Primary', 1)], meta: listMeta(2) });
      }),
    );
  });

  it('shows each category as a row named by its link, the child indented under its parent', async () => {
    renderList();
    const primary = await screen.findByRole('rowheader', { name: /Primary/ });
    expect(within(primary).getByRole('link', { name: 'Primary' }).getAttribute('href')).toBe('/admin/news/category/c2');
    expect(primary.textContent).toMatch(/^\s+Primary$/);
    expect(screen.getByRole('columnheader', { name: 'News items' })).toBeTruthy();
  });

  it('deletes a category only once confirmed, then says so', async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Primary' }));
    expect(await screen.findByText('Primary will be deleted. This cannot be undone.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category Primary deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/admin/news/categories/c2' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's reason when it refuses", async () => {
    deleteAnswer = json(409, { statusCode: 409, error: 'Conflict', message: 'Category Have Child Category!' });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Schools' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category Have Child Category!')).toBeTruthy();
    expect(screen.getByText('The category could not be deleted')).toBeTruthy();
  });
});
