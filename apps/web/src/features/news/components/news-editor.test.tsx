import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TNewsItem } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http-error';
import { renderScreen } from '../test/render';
import { NewsEditor } from './news-editor';

const calls: { path: string; method?: string; body?: unknown }[] = [];
let answer: (path: string, method?: string) => unknown;

vi.mock('@/lib/api-client', () => ({
  apiRequest: vi.fn(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    calls.push({ path, method: options.method, body: options.body });
    return answer(path, options.method);
  }),
}));
vi.mock('@/lib/current-user', () => ({ useSession: () => ({ permissions: ['news.view', 'news.manage'] }) }));
// Tiptap is tested with the rich-text editor itself; a plain field is enough to fill the body here.
vi.mock('@/components/rich-text-editor', () => ({
  RichTextEditor: ({ label, value, onChange, error }: { label: string; value: string; onChange: (html: string) => void; error?: string }) => (
    <label>
      {label}
      <textarea value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      <span>{error}</span>
    </label>
  ),
}));

const EMPTY_LIST = { data: [], meta: { current_page: 1, last_page: 1, per_page: 100, total: 0, from: null, to: null } };
function savedItem(body: Record<string, unknown>): TNewsItem {
  const t = (value: unknown) => ({ en: '', bn: '', ...(value as object) });
  return {
    id: 'n1', slug: String(body.slug ?? 'x'), title: t(body.title), summary: t(body.summary), body: t(body.body),
    meta_title: t(body.meta_title), meta_tag: t(body.meta_tag), meta_description: t(body.meta_description),
    category_id: null, tag_ids: [], featured_image_id: null, featured_image: null, image_ids: [], images: [], geo_area_id: null,
    status: 'draft', published: false, publish_at: null, author: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  };
}

function renderEditor() {
  return renderScreen(<NewsEditor item={undefined} geo={[]} tab="content" timeZone="Asia/Dhaka" />, '/admin/news/add');
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  calls.length = 0;
  answer = (path, method) => (method === 'POST' ? savedItem((calls.at(-1)?.body ?? {}) as Record<string, unknown>) : path.startsWith('/geo-areas') ? { data: [] } : EMPTY_LIST);
});

describe('news editor slug', () => {
  it('is made from the English title as it is typed, not from the Bengali one', async () => {
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Summer Term: Dates & Times!' } });
    await waitFor(() => expect(field('Slug').value).toBe('summer-term-dates-times'));
    fireEvent.change(field('Title (Bengali, optional)'), { target: { value: 'গ্রীষ্মকালীন সময়সূচি' } });
    fireEvent.change(field('Title (English)'), { target: { value: 'Café opening' } });
    await waitFor(() => expect(field('Slug').value).toBe('cafe-opening'));
    expect(screen.getByText(/\/news\/cafe-opening/)).toBeTruthy();
  });

  it('stops following the title once edited, and follows again when emptied', async () => {
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title (English)' }), { target: { value: 'First title' } });
    await waitFor(() => expect(field('Slug').value).toBe('first-title'));
    fireEvent.change(field('Slug'), { target: { value: 'my-own-slug' } });
    fireEvent.change(field('Title (English)'), { target: { value: 'Second title' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Slug').value).toBe('my-own-slug');
    fireEvent.change(field('Slug'), { target: { value: '' } });
    await waitFor(() => expect(field('Slug').value).toBe('second-title'));
  });

  it("sends the slug with the draft and shows the server's 'Slug must be unique' on the field", async () => {
    answer = (path, method) => {
      if (method === 'POST') {
        throw new ApiError({ statusCode: 422, error: 'Unprocessable Entity', message: 'The given data was invalid.', errors: { slug: ['Slug must be unique'] } });
      }
      return path.startsWith('/geo-areas') ? { data: [] } : EMPTY_LIST;
    };
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Open day' } });
    fireEvent.change(field('Article (English)'), { target: { value: '<p>Come along.</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(field('Slug').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Slug must be unique').length).toBeGreaterThan(0);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/admin/news');
    expect(post?.body).toMatchObject({ slug: 'open-day', title: { en: 'Open day', bn: '' }, body: { en: '<p>Come along.</p>', bn: '' }, image_ids: [] });
    // A draft: saving does not publish.
    expect(post?.body).not.toHaveProperty('published');
  });

  it('needs the English title and article before anything is sent', async () => {
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Write the article in English')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
