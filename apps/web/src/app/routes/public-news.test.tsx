import type { TPublicNewsCard, TPublicNewsItem } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, useRouteError } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { json, listMeta, mediaSummary } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { publicRoutes } from './public';

const DIVISION = '3f1c2a9e-6b0d-4c1e-9a57-0d4b8e2f6a11';
const WALES = '5b2d3c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const CARDIFF = '6c3e4d5f-2b3c-4d4e-9f0a-1b2c3d4e5f60';

const card = (slug: string, title: string, language: 'en' | 'bn'): TPublicNewsCard => ({
  id: slug,
  slug,
  title,
  summary: '',
  category: null,
  tags: [],
  featured_image: null,
  geo: [],
  published_at: '2025-03-01T20:00:00Z',
  language,
});

/** Written in English only: asked for in Bengali, the server sends the English and says so. */
const fallbackArticle: TPublicNewsItem = {
  ...card('open-day', 'Open day at the Sylhet office', 'en'),
  summary: 'Come and meet the team.',
  body: '<p>We open our doors on <strong>Saturday</strong>.</p>',
  featured_image: mediaSummary('m1', 'The Sylhet office'),
  images: [mediaSummary('m2', 'Visitors in the hall')],
  category: { slug: 'events', name: 'অনুষ্ঠান' },
  tags: [{ slug: 'sylhet', name: 'সিলেট' }],
  meta_title: '',
  meta_tag: '',
  meta_description: '',
  updated_at: '2025-03-01T20:00:00Z',
};

function fakeApi() {
  const sent: { path: string; language: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      sent.push({ path, language: new Headers(init.headers).get('ebdlang') });
      if (path === '/news/open-day') return json(200, fallbackArticle);
      if (path.startsWith('/news/')) return json(404, { statusCode: 404, error: 'Not Found', message: 'This item could not be found' });
      if (path.startsWith('/news?')) return json(200, { data: [card('eid-holidays', 'ঈদের ছুটি', 'bn'), card('term-dates', 'Term dates', 'en')], meta: listMeta(2) });
      if (path === '/news-categories') return json(200, { data: [] });
      if (path === `/geo-areas/${DIVISION}`) {
        return json(200, { id: DIVISION, parent_id: null, level: 'division', name_en: 'Sylhet', name_bn: 'সিলেট', code: '60', country_code: 'BD', child_count: 0, ancestors: [] });
      }
      if (path === `/geo-areas/${CARDIFF}`) {
        const wales = { id: WALES, parent_id: null, level: 'division', name_en: 'Wales', name_bn: 'ওয়েলস', code: 'W92000004', country_code: 'GB', child_count: 22 };
        return json(200, { id: CARDIFF, parent_id: WALES, level: 'upazila', name_en: 'Cardiff', name_bn: 'কার্ডিফ', code: 'W06000015', country_code: 'GB', child_count: 0, ancestors: [wales] });
      }
      if (path.startsWith('/geo-areas')) return json(200, { data: [] });
      return json(404, {});
    }),
  );
  return sent;
}

function ErrorStatus() {
  const error = useRouteError();
  return <p>Error {error instanceof HttpError ? error.statusCode : 'unknown'}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/', ErrorBoundary: ErrorStatus, children: publicRoutes }], { initialEntries: [url] });
  renderRouter(router);
}

const slow = { timeout: 10_000 };

describe('public news', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('bn');
  });

  it('marks an article shown in its English fallback as English, and the screen around it as Bengali', async () => {
    fakeApi();
    renderAt('/news/open-day?ebdlang=bn');
    const title = await screen.findByRole('heading', { level: 1, name: 'Open day at the Sylhet office' }, slow);
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Saturday').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Come and meet the team.').getAttribute('lang')).toBe('en');
    // The screen's own words are Bengali, inside no English block (the document's lang is the screen's).
    expect(screen.getByRole('link', { name: 'সব সংবাদ' }).closest('[lang]')?.tagName).toBe('HTML');
    // The date is the screen's, so in Bengali figures; the machine-readable datetime stays as it is.
    expect(screen.getByText('২০২৫-০৩-০২').getAttribute('datetime')).toBe('2025-03-01T20:00:00Z');
    expect(screen.getByRole('img', { name: 'The Sylhet office' }).getAttribute('srcset')).toContain('/api/v1/media/m1/small 480w');
    screen.getByRole('img', { name: 'Visitors in the hall' });
    await waitFor(() => expect(document.title).toBe('কমপ্লায়েন্স পোর্টাল | Open day at the Sylhet office'));
  });

  it('marks each card of the list with the language its text is in', async () => {
    const sent = fakeApi();
    renderAt('/news?ebdlang=bn');
    const bengali = await screen.findByRole('link', { name: 'ঈদের ছুটি' }, slow);
    expect(bengali.closest('article')?.getAttribute('lang')).toBe('bn');
    expect(screen.getByRole('link', { name: 'Term dates' }).closest('article')?.getAttribute('lang')).toBe('en');
    expect(sent.find((call) => call.path.startsWith('/news?'))?.language).toBe('bn');
  });

  it('reads an id as a division, names it, and asks for that area’s news of the category in the path', async () => {
    const sent = fakeApi();
    renderAt(`/news/${DIVISION}/events?ebdlang=bn`);
    await screen.findByRole('heading', { level: 1, name: 'সিলেট এলাকার সংবাদ' }, slow);
    const list = sent.find((call) => call.path.startsWith('/news?'));
    const query = new URLSearchParams(list?.path.split('?')[1]);
    expect(query.get('division_id')).toBe(DIVISION);
    expect(query.get('category')).toBe('events');
  });

  it('asks for the news of an area by its own level, even where a level is skipped (a Welsh council under Wales)', async () => {
    const sent = fakeApi();
    renderAt(`/news/${WALES}/${CARDIFF}?ebdlang=en`);
    await screen.findByRole('heading', { level: 1, name: 'News from Wales › Cardiff' }, slow);
    const list = sent.filter((call) => call.path.startsWith('/news?'));
    expect(list).toHaveLength(1);
    const query = new URLSearchParams(list[0]!.path.split('?')[1]);
    expect(query.get('upazila_id')).toBe(CARDIFF);
    expect(query.get('district_id')).toBeNull();
  });

  it('shows the not-found page for an unknown slug and for a path the pattern does not allow', async () => {
    fakeApi();
    renderAt('/news/no-such-article');
    await screen.findByText('Error 404', {}, slow);
    renderAt('/news/Not_A_Slug/more');
    await waitFor(() => expect(screen.getAllByText('Error 404')).toHaveLength(2));
  });
});
