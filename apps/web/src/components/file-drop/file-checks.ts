import { UPLOAD_MAX_FILES, UPLOAD_MIME_TYPES } from '@portal/contract';

/** The API refuses bigger files (UPLOAD_MAX_MB on the server, 5 by default). */
export const UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** For the file picker: the types the API accepts. */
export const UPLOAD_ACCEPT = UPLOAD_MIME_TYPES.join(',');

/** A problem with the picked files, as a catalogue key with its values. */
export interface FileProblem {
  readonly key:
    | 'validation.max_photos'
    | 'forms.validation.max_files'
    | 'compliance.files.wrong_type'
    | 'compliance.files.too_large'
    | 'validation.upload_empty';
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface FileCheckResult {
  readonly accepted: File[];
  readonly problems: FileProblem[];
}

const isAllowedType = (file: File) => (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type);

/**
 * Checks newly picked files before anything is sent: type, size, and how many
 * the upload slot still has room for (`held` files are already in it). Files
 * beyond the room are not taken (reported once); every refused file is named.
 */
export function checkFiles(picked: readonly File[], held: number, maxFiles: number): FileCheckResult {
  const limit = Math.min(maxFiles, UPLOAD_MAX_FILES);
  const problems: FileProblem[] = [];
  // Each refusal names its file: from a phone's gallery, "one file was refused" leaves the candidate guessing which.
  for (const file of picked) {
    if (!isAllowedType(file)) problems.push({ key: 'compliance.files.wrong_type', params: { name: file.name } });
    else if (file.size > UPLOAD_MAX_BYTES) problems.push({ key: 'compliance.files.too_large', params: { name: file.name, max: UPLOAD_MAX_MB } });
    else if (file.size === 0) problems.push({ key: 'validation.upload_empty', params: { name: file.name } });
  }
  const fitting = picked.filter((file) => isAllowedType(file) && file.size > 0 && file.size <= UPLOAD_MAX_BYTES);
  const room = Math.max(0, limit - held);
  if (fitting.length > room) {
    problems.push(limit === UPLOAD_MAX_FILES ? { key: 'validation.max_photos' } : { key: 'forms.validation.max_files', params: { max: limit } });
  }
  return { accepted: fitting.slice(0, room), problems };
}
