import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads, json, listMeta, mediaItem } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { forgetMediaToken } from '@/features/media/media-session';
import { adminRoutes } from './admin';

const used = { ...mediaItem('m1', 'hall.jpg', 'The school hall'), used_in: [{ kind: 'news' as const, id: 'n1', title: 'Open day' }] };
const me = {
  user: { id: 'u1', name: 'Asha', email: 'a@example.com', phone: null, email_verified_at: null, phone_verified_at: null, created_at: '2025-01-01T00:00:00Z' },
  roles: ['admin'],
  permissions: ['media.manage'],
  scope: 'full',
  mfa: { required: false, enrolled: true },
};

interface Sent {
  path: string;
  method: string;
  authorization: string | null;
  credentials?: RequestCredentials;
}

function fakeApi(options: { sessionAnswer?: Response } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      const method = init.method ?? 'GET';
      sent.push({ path, method, authorization: new Headers(init.headers).get('Authorization'), credentials: init.credentials });
      if (path === '/me') return json(200, me);
      if (path === '/media-manager/session') return options.sessionAnswer ?? json(401, { statusCode: 401, error: 'Unauthorized', message: 'No' });
      if (path.startsWith('/admin/media?')) return json(200, { data: [used], meta: listMeta(1), quota: { used: 3 * 1024 * 1024, limit: 100 * 1024 * 1024 } });
      if (path === '/admin/media/folders') return json(200, { data: [{ name: 'Events', count: 1 }] });
      if (path === '/admin/media/m1' && method === 'DELETE') {
        return json(409, { statusCode: 409, error: 'Conflict', message: 'This image is still used in: News “Open day”. Remove it there first.' });
      }
      return json(404, {});
    }),
  );
  return sent;
}

function renderManager() {
  const router = createMemoryRouter(
    [
      { path: '/admin', children: adminRoutes },
      { path: '/login', element: <p>Sign-in screen</p> },
    ],
    { initialEntries: ['/admin/media-manager'] },
  );
  renderRouter(router);
  return router;
}

const slow = { timeout: 10_000 };

describe('/admin/media-manager', () => {
  beforeEach(async () => {
    forgetMediaToken();
  });

  it('shows the quota, the details of an image, and where it is used when a delete is refused', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'staff-token');
    fakeApi();
    renderManager();
    await screen.findByRole('heading', { name: 'Media Manager' }, slow);
    await waitFor(() => expect(document.title).toBe('Compliance Portal | Media Manager'));
    await screen.findByText('3 MB of 100 MB used');

    fireEvent.click(await screen.findByRole('button', { name: /hall\.jpg/ }));
    const details = screen.getByRole('region', { name: 'hall.jpg' });
    expect(within(details).getByRole('link', { name: 'Open day' }).getAttribute('href')).toBe('/admin/news/n1');
    within(details).getByText('1,200 × 800');

    fireEvent.click(within(details).getByRole('button', { name: 'Delete image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('This image is still used in: News “Open day”. Remove it there first.');
  });

  it('shows each refused upload by file name with the server’s message', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'staff-token');
    fakeApi();
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeUploads((file) =>
        file.name === 'notes.pdf'
          ? { status: 415, body: { statusCode: 415, error: 'Unsupported Media Type', message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' } }
          : { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message: 'This image is too large: at most 50 megapixels' } },
      ),
    );
    renderManager();
    await screen.findByRole('heading', { name: 'Media Manager' }, slow);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'notes.pdf'), new File(['x'], 'panorama.jpg')] } });
    const alert = await screen.findByRole('alert', {}, slow);
    await waitFor(() => expect(alert.textContent).toContain('panorama.jpg: This image is too large: at most 50 megapixels'));
    expect(alert.textContent).toContain('notes.pdf: Only JPEG, PNG, WebP or GIF images can be uploaded');
  });

  it('opened from a legacy link without a sign-in, uses the library-only session for its calls', async () => {
    const sent = fakeApi({ sessionAnswer: json(200, { access_token: 'media-token', token_type: 'Bearer', expires_in: 900, scope: 'media', user: me.user }) });
    renderManager();
    await screen.findByRole('button', { name: /hall\.jpg/ }, slow);
    const exchange = sent.find((call) => call.path === '/media-manager/session');
    expect(exchange).toMatchObject({ method: 'POST', credentials: 'include', authorization: null });
    const list = sent.find((call) => call.path.startsWith('/admin/media?'));
    expect(list?.authorization).toBe('Bearer media-token');
    // Not a sign-in: nothing is stored for the rest of the app.
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // Nowhere to link "used in" entries to without the editors.
    fireEvent.click(screen.getByRole('button', { name: /hall\.jpg/ }));
    expect(within(screen.getByRole('region', { name: 'hall.jpg' })).queryByRole('link', { name: 'Open day' })).toBeNull();
  });

  it('sends a visitor without a session or a legacy cookie to sign in', async () => {
    fakeApi();
    const router = renderManager();
    await screen.findByText('Sign-in screen', {}, slow);
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fmedia-manager');
  });
});
