import { TOKEN_STORAGE_KEY, type TMeResponse } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { json, listMeta, mediaSummary } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { Component as Home } from './home';

// The checklist has its own tests; here it only matters whether home shows it.
vi.mock('@/features/compliance', () => ({ ComplianceChecklist: () => <p>Your checklist</p> }));

const news = {
  id: 'n1',
  slug: 'open-day',
  title: 'Open day at the Sylhet office',
  summary: 'Come and meet the team.',
  category: null,
  tags: [],
  featured_image: mediaSummary('m1', 'The Sylhet office'),
  geo: [],
  published_at: '2025-03-01T08:00:00Z',
  language: 'en',
};
const page = { id: 'p1', slug: 'about-us', title: 'About us', meta_description: '', updated_at: '2025-03-01T08:00:00Z', language: 'en' };

type Contact = Pick<TMeResponse['user'], 'phone' | 'email_verified_at' | 'phone_verified_at'>;
const UNVERIFIED: Contact = { phone: null, email_verified_at: null, phone_verified_at: null };

function signInAs(permissions: string[], roles: string[] = [], contact: Contact = UNVERIFIED) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  const session: TMeResponse = {
    user: { id: 'u1', name: 'Asha', email: 'asha@example.com', created_at: '2025-01-01T00:00:00Z', ...contact },
    roles,
    permissions,
    scope: 'full',
    mfa: { required: false, enrolled: true },
  };
  queryClient.setQueryData(ME_QUERY_KEY, session);
}

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <Home /> }], { initialEntries: ['/'] });
  return renderRouter(router);
}

describe('home', () => {
  beforeEach(async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        if (path.startsWith('/news?')) return json(200, { data: [news], meta: listMeta(1) });
        if (path.startsWith('/pages?')) return json(200, { data: [page], meta: listMeta(1) });
        return json(404, {});
      }),
    );
  });

  it('offers a visitor what the agency does, the way in, the latest news and the published pages', async () => {
    renderHome();
    screen.getByRole('heading', { level: 2, name: 'What we offer candidates' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register_');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect((await screen.findByRole('link', { name: 'Open day at the Sylhet office' })).getAttribute('href')).toBe('/news/open-day');
    expect(screen.getByRole('img', { name: 'The Sylhet office' }).getAttribute('srcset')).toContain('480w');
    expect((await screen.findByRole('link', { name: 'About us' })).getAttribute('href')).toBe('/page/about-us');
    expect(screen.queryByText('Your checklist')).toBeNull();
  });

  it('shows a signed-in candidate their checklist, and no dashboard', async () => {
    signInAs([], ['candidate']);
    renderHome();
    screen.getByRole('heading', { name: 'Welcome, Asha' });
    screen.getByText('Your checklist');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();
    await screen.findByRole('link', { name: 'Open day at the Sylhet office' });
  });

  it('offers the verification screen only while the email address or the mobile number waits for its code', async () => {
    const verifiedAt = '2025-01-02T00:00:00Z';
    const greeting = async (contact: Contact) => {
      signInAs([], ['candidate'], contact);
      const { unmount } = renderHome();
      const card = within(await screen.findByRole('region', { name: /^Welcome.*Asha$/ }));
      const seen = { text: card.getAllByText(/Your (email address|mobile number)/).map((p) => p.textContent), link: card.queryByRole('link', { name: 'Verify your account' })?.getAttribute('href') ?? null };
      unmount();
      return seen;
    };
    expect(await greeting(UNVERIFIED)).toEqual({ text: ['Your email address is not verified yet.'], link: '/verify' });
    expect(await greeting({ ...UNVERIFIED, email_verified_at: verifiedAt })).toEqual({ text: ['Your email address is verified.'], link: null });
    expect(await greeting({ phone: '+447700900123', email_verified_at: verifiedAt, phone_verified_at: null })).toEqual({
      text: ['Your email address is verified.', 'Your mobile number is not verified yet.'],
      link: '/verify',
    });
    expect(await greeting({ phone: '+447700900123', email_verified_at: verifiedAt, phone_verified_at: verifiedAt })).toEqual({
      text: ['Your email address is verified.', 'Your mobile number is verified.'],
      link: null,
    });
  });

  it('gives staff the way to the dashboard in one click, the news and pages, and no candidate checklist', async () => {
    signInAs(['dashboard.view', 'documents.review'], ['compliance-officer']);
    renderHome();
    screen.getByRole('heading', { level: 1, name: "Candidates' compliance, in one place" });
    screen.getByRole('heading', { level: 2, name: 'Welcome, Asha' });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByText('Your checklist')).toBeNull();
    expect(screen.queryByText(/^Before we can place you/)).toBeNull();
    await screen.findByRole('link', { name: 'Open day at the Sylhet office' });
    await screen.findByRole('link', { name: 'About us' });
  });

  it('shows staff who are also candidates both the dashboard and their checklist', () => {
    signInAs(['dashboard.view'], ['compliance-officer', 'candidate']);
    renderHome();
    screen.getByRole('link', { name: 'Go to the dashboard' });
    screen.getByText('Your checklist');
    screen.getByRole('heading', { level: 1, name: 'Your compliance, in one place' });
  });

  it('speaks Bengali to staff', async () => {
    await i18n.changeLanguage('bn');
    signInAs(['dashboard.view'], ['admin']);
    renderHome();
    screen.getByRole('heading', { level: 1, name: 'প্রার্থীদের কমপ্লায়েন্স, এক জায়গায়' });
    screen.getByRole('link', { name: 'ড্যাশবোর্ডে যান' });
    expect(screen.queryByText('Your checklist')).toBeNull();
  });

  it("says 'Welcome' on a person's first visit and 'Welcome back' afterwards", async () => {
    signInAs([], ['candidate']);
    const first = renderHome();
    screen.getByRole('heading', { name: 'Welcome, Asha' });
    await screen.findByRole('link', { name: 'Open day at the Sylhet office' });
    first.unmount();
    renderHome();
    screen.getByRole('heading', { name: 'Welcome back, Asha' });
    await screen.findByRole('link', { name: 'Open day at the Sylhet office' });
  });
});
