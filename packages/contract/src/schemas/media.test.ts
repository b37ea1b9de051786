import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './media.js';

const bytes = (text: string) => Uint8Array.from(Array.from(text, (c) => c.charCodeAt(0)));

describe('sniffMediaType', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(sniffMediaType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMediaType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffMediaType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffMediaType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffMediaType(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, whatever it resembles', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg">', '<!doctype html>', '<?xml version="1.0"?>', '<?php', '%PDF-1.7', 'RIFF\x10\x00\x00\x00WAVEfmt ', 'GIF8', 'II*\x00', 'BM', '']) {
      expect(sniffMediaType(bytes(text)), JSON.stringify(text)).toBeNull();
    }
  });
});
