import { MantineProvider } from '@mantine/core';
import type { TMediaItem } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { mediaItem } from '@/test/media-fixtures';
import { AltPrompt } from './alt-prompt';
import RichTextEditor from './rich-text-editor';

// The picker is tested on its own: here it offers one image with alt text and one without.
vi.mock('@/components/media-picker', () => ({
  MediaPicker: ({ opened, onPick }: { opened: boolean; onPick: (item: TMediaItem) => void }) =>
    opened ? (
      <div>
        <button onClick={() => onPick(mediaItem('with-alt', 'hall.jpg', 'The school hall'))}>Pick described</button>
        <button onClick={() => onPick(mediaItem('no-alt', 'blank.jpg', '  '))}>Pick undescribed</button>
      </div>
    ) : null,
}));

beforeAll(() => {
  // ProseMirror measures the selection to scroll it into view; jsdom has no layout.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function renderEditor(onChange = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <RichTextEditor label="Article (English)" lang="en" value="<p>Hello</p>" onChange={onChange} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onChange;
}

describe('rich-text editor', () => {
  it('labels the editable area and every toolbar button', async () => {
    renderEditor();
    const area = await screen.findByRole('textbox', { name: 'Article (English)' });
    expect(area.getAttribute('lang')).toBe('en');
    for (const name of ['Bold', 'Heading 2', 'Bulleted list', 'Link', 'Quote', 'Insert table', 'Horizontal line', 'Undo', 'Insert image from the media library']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('inserts a library image with its alt text and our media address', async () => {
    const onChange = renderEditor();
    await screen.findByRole('textbox', { name: 'Article (English)' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert image from the media library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pick described' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    // The fixture has no large size (the original is smaller), so the re-encoded original is used.
    expect(onChange.mock.lastCall?.[0]).toContain('<img src="/api/v1/media/with-alt/original" alt="The school hall">');
  });

  it('never inserts an image without alt text', async () => {
    const onChange = renderEditor();
    await screen.findByRole('textbox', { name: 'Article (English)' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert image from the media library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pick undescribed' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('alt text of a pasted or dropped image', () => {
  it('is required before the image is inserted', async () => {
    const onInsert = vi.fn();
    render(
      <MantineProvider env="test">
        <AltPrompt item={mediaItem('m1', 'upload.png')} pending={false} onInsert={onInsert} onSkip={vi.fn()} />
      </MantineProvider>,
    );
    const insert = await screen.findByRole('button', { name: 'Insert image' });
    fireEvent.click(insert);
    expect(await screen.findByText('Write the alt text before inserting the image')).toBeTruthy();
    expect(onInsert).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Alt text' }), { target: { value: '  Candidates at the open day  ' } });
    fireEvent.click(insert);
    expect(onInsert).toHaveBeenCalledWith('Candidates at the open day');
  });
});
