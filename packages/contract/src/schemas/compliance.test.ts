import { describe, expect, it } from 'vitest';
import { ZReviewQueueQuery } from './documents.js';
import { decodeSignatureImage, SIGNATURE_IMAGE_MAX_BYTES, sniffUploadType, ZSignature } from './compliance.js';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const dataUrl = (bytes: number[] | Uint8Array) => `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;

describe('sniffUploadType', () => {
  it('knows JPEG, PNG and PDF by their first bytes, and nothing else', () => {
    expect(sniffUploadType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffUploadType(Uint8Array.from(PNG_HEAD))).toBe('image/png');
    expect(sniffUploadType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffUploadType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffUploadType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffUploadType(new Uint8Array())).toBeNull();
    expect(sniffUploadType(Uint8Array.from([0x89, 0x50]))).toBeNull();
  });
});

describe('decodeSignatureImage', () => {
  it('accepts a PNG data URL and hands back its bytes', () => {
    const decoded = decodeSignatureImage(dataUrl(PNG_HEAD));
    expect('bytes' in decoded && [...decoded.bytes]).toEqual(PNG_HEAD);
  });

  it('refuses other types, broken base64 and images over the limit', () => {
    expect(decodeSignatureImage(`data:image/jpeg;base64,${btoa('\xff\xd8\xff')}`)).toEqual({ error: 'validation.signature_image_invalid' });
    expect(decodeSignatureImage(dataUrl([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ error: 'validation.signature_image_invalid' });
    expect(decodeSignatureImage('data:image/png;base64,@@@@')).toEqual({ error: 'validation.signature_image_invalid' });
    const big = new Uint8Array(SIGNATURE_IMAGE_MAX_BYTES + 1);
    big.set(PNG_HEAD);
    expect(decodeSignatureImage(`data:image/png;base64,${Buffer.from(big).toString('base64')}`)).toEqual({
      error: 'validation.signature_image_too_large',
    });
  });

  it('gives ZSignature the precise message', () => {
    const result = ZSignature.safeParse({ full_name: 'A', image: dataUrl([1, 2, 3]) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['image', 'validation.signature_image_invalid']]);
  });
});

describe('ZReviewQueueQuery', () => {
  it('takes blank parameters as absent and refuses a range that ends before it starts', () => {
    expect(ZReviewQueueQuery.parse({ status: '', q: ' ' })).toMatchObject({ page: 1, sort: 'submitted_at', direction: 'asc' });
    expect(ZReviewQueueQuery.safeParse({ submitted_from: '2025-02-01', submitted_to: '2025-01-01' }).success).toBe(false);
    expect(ZReviewQueueQuery.safeParse({ expiring_within: '30' }).data?.expiring_within).toBe(30);
  });
});
