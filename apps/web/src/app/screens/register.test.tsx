import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { Component as Register } from './register';

const termsPage = {
  id: 'p1',
  slug: 'terms-and-conditions',
  title: 'Terms and conditions',
  details: '<p>Our terms.</p>',
  banner_image: null,
  meta_title: '',
  meta_tag: '',
  meta_description: '',
  published_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  language: 'en',
};

function serveTerms(published: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      if (path === '/pages/terms-and-conditions' && published) return json(200, termsPage);
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    }),
  );
}

function renderRegister() {
  renderRouter(createMemoryRouter([{ path: '/register_', element: <Register /> }], { initialEntries: ['/register_'] }));
}

describe('/register_: the terms checkbox', () => {

  it('links to the published terms page, opening in a new tab so nothing typed is lost', async () => {
    serveTerms(true);
    renderRegister();
    const link = await screen.findByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('/page/terms-and-conditions');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeTruthy();
  });

  it('is a plain label while the agency has not published its terms', async () => {
    serveTerms(false);
    renderRegister();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'terms and conditions' })).toBeNull();
  });
});
