import { describe, expect, it } from 'vitest';
import { checkPickedImage } from './crop-image';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('checkPickedImage', () => {
  it('accepts JPEG and PNG by their first bytes, whatever the name or type says', async () => {
    expect(await checkPickedImage(new File([new Uint8Array([...PNG_HEAD, 0, 0])], 'photo.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(await checkPickedImage(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'photo', { type: '' }))).toBeNull();
  });

  it('refuses other content even when it is named like an image', async () => {
    const html = new File(['<!doctype html><p>hello</p>'], 'cat.png', { type: 'image/png' });
    expect(await checkPickedImage(html)).toBe('account.picture.wrong_type');
    expect(await checkPickedImage(new File([], 'empty.png', { type: 'image/png' }))).toBe('account.picture.wrong_type');
  });

  it('refuses images over 5 MB', async () => {
    const big = new File([new Uint8Array(PNG_HEAD), new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(await checkPickedImage(big)).toBe('account.picture.too_large');
  });
});
