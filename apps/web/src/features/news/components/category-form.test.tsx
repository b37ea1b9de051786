import { MantineProvider } from '@mantine/core';
import type { TNewsCategory } from '@portal/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { ApiError } from '@/lib/http-error';
import { selfAndDescendants } from '../category-tree';
import { CategoryForm } from './category-form';

const category = (id: string, en: string, parent_id: string | null, depth: number): TNewsCategory => ({
  id,
  slug: id,
  name: { en, bn: '' },
  parent_id,
  path: [],
  depth,
  children_count: 0,
  news_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

/** Tree order: Events > Local > Dhaka, Events > National; Jobs. */
const TREE = [
  category('events', 'Events', null, 0),
  category('local', 'Local', 'events', 1),
  category('dhaka', 'Dhaka', 'local', 2),
  category('national', 'National', 'events', 1),
  category('jobs', 'Jobs', null, 0),
];

function renderForm(props: Partial<Parameters<typeof CategoryForm>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => {});
  const router = createMemoryRouter([
    { path: '/', element: <CategoryForm categories={TREE} submitLabel="Save" onSubmit={onSubmit} {...props} /> },
  ]);
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return onSubmit;
}

async function parentOptionNames(): Promise<string[]> {
  fireEvent.click(screen.getByRole('combobox', { name: 'Parent category (optional)' }));
  const options = await screen.findAllByRole('option', {}, { timeout: 10_000 });
  return options.map((option) => option.textContent?.trim() ?? '');
}

describe('category parent', () => {
  it('finds a category and everything under it', () => {
    expect([...selfAndDescendants(TREE, 'events')].sort()).toEqual(['dhaka', 'events', 'local', 'national']);
    expect([...selfAndDescendants(TREE, 'local')].sort()).toEqual(['dhaka', 'local']);
  });

  it('offers every category, indented, when adding one', async () => {
    renderForm();
    expect(await parentOptionNames()).toEqual(['Events', 'Local', 'Dhaka', 'National', 'Jobs']);
    expect(screen.getByRole('option', { name: /Dhaka/ }).textContent).toBe('\u2003\u2003Dhaka');
  });

  it('leaves out the category itself and its descendants when editing', async () => {
    renderForm({ category: TREE[1] });
    expect(await parentOptionNames()).toEqual(['Events', 'National', 'Jobs']);
  });

  it("shows the server's 'Parent Category must be Different' on the parent field", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ statusCode: 422, error: 'Unprocessable Entity', message: 'The given data was invalid.', errors: { parent_id: ['Parent Category must be Different'] } });
    });
    renderForm({ category: TREE[3], onSubmit });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Parent Category must be Different')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ name: { en: 'National', bn: '' }, slug: 'national', parent_id: 'events' });
  });
});

describe('category slug', () => {
  it('follows the English name while adding, until the slug is typed', async () => {
    const onSubmit = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name (English)' });
    const slug = screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Café Jobs & Events' } });
    await waitFor(() => expect(slug.value).toBe('cafe-jobs-events'));
    fireEvent.change(slug, { target: { value: 'jobs' } });
    fireEvent.change(name, { target: { value: 'Something else' } });
    await waitFor(() => expect(slug.value).toBe('jobs'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: { en: 'Something else', bn: '' }, slug: 'jobs', parent_id: null }));
  });

  it('keeps the slug of an existing category when its name changes', async () => {
    renderForm({ category: TREE[4] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Careers' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toBe('jobs');
  });
});
