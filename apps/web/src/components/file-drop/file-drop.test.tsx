import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { ApiError } from '@/lib/http-error';
import { FileDrop } from './file-drop';
import { uploadFile } from './upload';

vi.mock('./upload', () => ({ uploadFile: vi.fn() }));
const upload = vi.mocked(uploadFile);

const png = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });

function renderDrop(initial: string[] = [], readOnly = false) {
  const changes: string[][] = [];
  function Slot() {
    const [ids, setIds] = useState(initial);
    return (
      <FileDrop
        label="Front of the document"
        value={ids}
        onChange={(next) => {
          changes.push(next);
          setIds(next);
        }}
        maxFiles={5}
        readOnly={readOnly}
      />
    );
  }
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <Slot />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const pick = (files: File[]) => {
    const input = view.container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files } });
  };
  return { changes, pick };
}

describe('FileDrop', () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  beforeEach(() => {
    upload.mockReset();
    localStorage.clear();
  });

  it('checks picked files before sending: a wrong type is refused, naming the file', () => {
    const { pick, changes } = renderDrop();
    pick([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByRole('alert').textContent).toBe('notes.txt was not added: only JPEG, PNG and PDF files are allowed');
    expect(upload).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('refuses a sixth file with "Maximum 5 images for photo upload" and sends only what fits', async () => {
    upload.mockImplementation(async (file) => ({ id: `id-${file.name}`, name: file.name, type: 'image/png', size: file.size }));
    const { pick, changes } = renderDrop(['held-1', 'held-2', 'held-3', 'held-4']);
    await act(async () => pick([png('a.png'), png('b.png')]));
    expect(screen.getByRole('alert').textContent).toBe('Maximum 5 images for photo upload');
    expect(upload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(changes.at(-1)).toEqual(['held-1', 'held-2', 'held-3', 'held-4', 'id-a.png']));
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveProperty('disabled', true);
  });

  it('shows upload progress, then lists each file with a preview; a file can be removed', async () => {
    let finish: (() => void) | undefined;
    upload.mockImplementation(
      (file, onProgress) =>
        new Promise((resolve) => {
          onProgress(0.4);
          finish = () => resolve({ id: `id-${file.name}`, name: file.name, type: 'image/png', size: file.size });
        }),
    );
    const { pick, changes } = renderDrop();
    await act(async () => pick([png('passport.png')]));
    const bar = screen.getByRole('progressbar', { name: 'Uploading passport.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    await act(async () => finish?.());
    expect(changes.at(-1)).toEqual(['id-passport.png']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of passport.png' })).toBeDefined();
    expect(screen.getByText('2 KB')).toBeDefined();

    // The name is written once beside the file; the buttons say it only to screen readers (no room on a phone).
    expect(screen.getByRole('button', { name: 'View passport.png' }).textContent).toBe('View');
    const remove = screen.getByRole('button', { name: 'Remove passport.png' });
    expect(remove.textContent).toBe('Remove');
    fireEvent.click(remove);
    expect(changes.at(-1)).toEqual([]);
    expect(screen.queryByText('passport.png')).toBeNull();
  });

  it('shows the server\'s message when an upload is refused, and keeps it out of the answer', async () => {
    upload.mockRejectedValue(new ApiError({ statusCode: 415, error: 'Unsupported Media Type', message: 'Only JPEG, PNG and PDF files are allowed' }));
    const { pick, changes } = renderDrop();
    await act(async () => pick([png('renamed.png')]));
    await waitFor(() => expect(screen.getByText('Only JPEG, PNG and PDF files are allowed')).toBeDefined());
    expect(changes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss renamed.png' }));
    expect(screen.queryByText('renamed.png')).toBeNull();
  });

  it('read-only: lists the files without ways to add or remove them', () => {
    renderDrop([], true);
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(screen.getByText('No files')).toBeDefined();
  });
});
