import { mediaItem, mediaSummary } from '@/test/media-fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TMediaItem } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { useApiForm } from '@/components/form/use-api-form';
import { renderScreen } from '../test/render';
import { toFormValues, ZNewsForm } from '../form-model';
import { NewsMediaTab } from './news-media-tab';

// The shared picker is tested on its own; here it hands over one image as soon as it opens.
vi.mock('@/components/media-picker', () => ({
  MediaPicker: ({ opened, onPick }: { opened: boolean; onPick: (item: TMediaItem) => void }) =>
    opened ? <button onClick={() => onPick(mediaItem('new', 'new.jpg', 'A new photo'))}>Pick from library</button> : null,
}));

let submitted: unknown;
function Harness({ count }: { count: number }) {
  const images = Array.from({ length: count }, (_, index) => mediaSummary(`m${index}`, `Photo ${index}`));
  const { form, fieldError, onSubmit } = useApiForm(ZNewsForm, { ...toFormValues(undefined, [], 'Asia/Dhaka'), images });
  return (
    <form onSubmit={onSubmit(async (values) => void (submitted = values.images.map((image) => image.id)))}>
      <NewsMediaTab form={form} fieldError={fieldError} readOnly={false} />
      <button type="submit">Submit</button>
    </form>
  );
}


describe('news images tab', () => {
  it('adds images from the library up to five, then says the limit instead', async () => {
    renderScreen(<Harness count={4} />);
    expect(await screen.findByText('4 of 5 images')).toBeTruthy();
    expect(screen.queryByText('Maximum 5 images for photo upload')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add image: More images' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pick from library' }));
    expect(await screen.findByText('5 of 5 images')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Maximum 5 images for photo upload');
    expect((screen.getByRole('button', { name: 'Add image: More images' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove image Photo 0' }));
    expect(await screen.findByText('4 of 5 images')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add image: More images' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses to submit more than five (e.g. an item saved before the limit) with the spec message', async () => {
    renderScreen(<Harness count={6} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Maximum 5 images for photo upload')).not.toHaveLength(0);
    await waitFor(() => expect(submitted).toBeUndefined());
  });

  it('chooses a featured image', async () => {
    renderScreen(<Harness count={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: Featured image' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pick from library' }));
    expect(await screen.findByRole('button', { name: 'Remove image A new photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace: Featured image' })).toBeTruthy();
  });
});
