import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRouter } from '@/test/render';
import { fakeUploads, json, listMeta, mediaItem } from '@/test/media-fixtures';
import { MediaPicker } from './media-picker';

const withAlt = mediaItem('m1', 'school-gate.jpg', 'Pupils at the school gate');
const withoutAlt = mediaItem('m2', 'staff-room.jpg');

function fakeApi() {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      if (path.startsWith('/admin/media?')) return json(200, { data: [withAlt, withoutAlt], meta: listMeta(2), quota: { used: 0, limit: 1 } });
      if (path === '/admin/media/folders') return json(200, { data: [] });
      if (path === '/admin/media/m2' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { alt: string };
        patches.push(body);
        return json(200, { ...withoutAlt, alt: body.alt });
      }
      return json(404, {});
    }),
  );
  return patches;
}

function renderPicker() {
  const onPick = vi.fn();
  // Opened from an editor screen, inside the app's router.
  renderRouter(createMemoryRouter([{ path: '/', element: <MediaPicker opened onClose={() => undefined} onPick={onPick} /> }]));
  return onPick;
}

describe('MediaPicker', () => {
  beforeEach(async () => {
  });

  it('will not pick an image without alt text until its alt text is saved with PATCH', async () => {
    const patches = fakeApi();
    const onPick = renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /staff-room\.jpg/ }));

    const choose = within(dialog).getByRole('button', { name: 'Choose image' });
    expect(choose.hasAttribute('disabled')).toBe(true);
    within(dialog).getByText('Alt text is required before this image can be used.');

    fireEvent.change(within(dialog).getByLabelText(/^Alt text/), { target: { value: 'Teachers in the staff room' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alt text' }));
    await waitFor(() => expect(choose.hasAttribute('disabled')).toBe(false));
    expect(patches).toEqual([{ alt: 'Teachers in the staff room' }]);

    fireEvent.click(choose);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'm2', alt: 'Teachers in the staff room' }));
  });

  it('picks an image that already has alt text at once', async () => {
    fakeApi();
    const onPick = renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /school-gate\.jpg/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose image' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }));
  });

  it('shows each refused upload with its file name and the server’s message, and keeps the accepted one', async () => {
    fakeApi();
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeUploads((file) => {
        if (file.name === 'logo.svg') return { status: 415, body: { statusCode: 415, error: 'Unsupported Media Type', message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' } };
        if (file.name === 'huge.png') return { status: 413, body: { statusCode: 413, error: 'Payload Too Large', message: 'Each image must be at most 10 MB' } };
        return { status: 201, body: { data: [mediaItem('m3', file.name)] } };
      }),
    );
    renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const files = [new File(['x'], 'logo.svg', { type: 'image/svg+xml' }), new File(['x'], 'huge.png', { type: 'image/png' }), new File(['x'], 'hall.jpg', { type: 'image/jpeg' })];
    fireEvent.change(input, { target: { files } });

    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5_000 });
    await waitFor(() => expect(alert.textContent).toContain('2 files were not uploaded'));
    expect(alert.textContent).toContain('logo.svg: Only JPEG, PNG, WebP or GIF images can be uploaded');
    expect(alert.textContent).toContain('huge.png: Each image must be at most 10 MB');
    expect(alert.textContent).not.toContain('hall.jpg');
    // The accepted upload is selected, waiting for its alt text.
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Chosen image' }).textContent).toContain('hall.jpg'));
  });
});
