import type { UploadMimeType } from '@portal/contract';

const NAME_MAX = 150;
/** Control characters, characters Windows forbids in names, and bidirectional overrides that disguise extensions. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"*/:<>?\\|\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An uploaded file's name as kept: no folders, no unsafe characters, at most 150 characters, never empty. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (cleaned.length <= NAME_MAX) return cleaned || 'file';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, NAME_MAX - extension.length) + extension;
}

const EXTENSIONS: Record<UploadMimeType, { pattern: RegExp; add: string }> = {
  'image/jpeg': { pattern: /\.jpe?g$/i, add: '.jpg' },
  'image/png': { pattern: /\.png$/i, add: '.png' },
  'application/pdf': { pattern: /\.pdf$/i, add: '.pdf' },
};

/**
 * The Content-Disposition of a stored file: inline (images and PDFs display in the browser), under its
 * name with an extension that matches its real type, as ASCII plus the exact UTF-8 name (RFC 6266).
 */
export function inlineDisposition(name: string, type: UploadMimeType): string {
  const extension = EXTENSIONS[type];
  const fileName = extension.pattern.test(name) ? name : `${name}${extension.add}`;
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
