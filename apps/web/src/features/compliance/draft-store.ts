import {
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_IMAGE_MAX_BYTES,
  validateAnswers,
  type FormAnswers,
  type FormDefinition,
  type TSubmission,
} from '@portal/contract';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The device's copy of a form being filled in, so nothing typed is lost on a
 * reload or while the connection is down. `synced` says whether the server has
 * these exact answers; an unsynced copy wins over the server's draft.
 */
export interface LocalDraft {
  readonly answers: FormAnswers;
  /** When the candidate last changed something (ms since the epoch). */
  readonly changed_at: number;
  readonly synced: boolean;
  /**
   * The typed full name and the signature image (drawn, or the typed name written on the pad) as the form
   * holds them. Kept on this device only: the server's draft never holds a signature, it is sent with Submit.
   * Absent in copies stored before it was kept, and when nothing was signed yet.
   */
  readonly signature?: DraftSignature;
}

export interface DraftSignature {
  readonly full_name: string;
  /** A PNG data URL, or '' when nothing is drawn. */
  readonly image: string;
}

/** Statuses whose answers can no longer be changed by the candidate. */
export const LOCKED_STATUSES: readonly TSubmission['status'][] = ['submitted', 'approved'];

const storageKey = (userId: string, formKey: string) => `compliance-draft:${userId}:${formKey}`;

function isLocalDraft(value: unknown): value is LocalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.answers === 'object' && draft.answers !== null && typeof draft.changed_at === 'number' && typeof draft.synced === 'boolean';
}

/** Longest base64 text of an image within the size the server accepts (as the contract's decodeSignatureImage). */
const IMAGE_MAX_CHARS = SIGNATURE_DATA_URL_PREFIX.length + Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 4;

/**
 * The part of a signature worth keeping: the typed name, and the image only when it is a PNG data URL
 * within the size limit (anything else is dropped, the candidate signs again). Undefined when nothing is left.
 */
export function keptSignature(value: unknown): DraftSignature | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { full_name, image } = value as Record<string, unknown>;
  const name = typeof full_name === 'string' ? full_name : '';
  const png = typeof image === 'string' && image.startsWith(SIGNATURE_DATA_URL_PREFIX) && image.length <= IMAGE_MAX_CHARS ? image : '';
  return name || png ? { full_name: name, image: png } : undefined;
}

/** `draft` with `signature` kept (or left out when there is nothing to keep). */
export function withSignature(draft: LocalDraft, signature: unknown): LocalDraft {
  const { signature: _old, ...rest } = draft;
  const kept = keptSignature(signature);
  return kept ? { ...rest, signature: kept } : rest;
}

export function readLocalDraft(userId: string, formKey: string): LocalDraft | null {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKey(userId, formKey)) ?? 'null');
    return isLocalDraft(parsed) ? withSignature(parsed, parsed.signature) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string, formKey: string, draft: LocalDraft): void {
  writeStorage(storageKey(userId, formKey), JSON.stringify(draft));
}

/** Marks the copy as on the server, unless it changed again since `changedAt` (that change still needs sending). */
export function markDraftSynced(userId: string, formKey: string, changedAt: number): void {
  const current = readLocalDraft(userId, formKey);
  if (current && current.changed_at === changedAt) writeLocalDraft(userId, formKey, { ...current, synced: true });
}

export function clearLocalDraft(userId: string, formKey: string): void {
  removeStorage(storageKey(userId, formKey));
}

export interface StartingPoint {
  readonly answers: FormAnswers | undefined;
  /** The answers came from this device and the server does not have them yet. */
  readonly needsSync: boolean;
}

/**
 * Which answers a form opens with: a submitted form shows what was submitted;
 * otherwise changes made on this device that never reached the server; otherwise
 * the server's copy (a draft, or the rejected or expired submission to fix).
 */
export function chooseStartingAnswers(local: LocalDraft | null, submission: TSubmission | null): StartingPoint {
  if (submission && LOCKED_STATUSES.includes(submission.status)) return { answers: submission.answers, needsSync: false };
  if (local && !local.synced) return { answers: local.answers, needsSync: true };
  if (submission) return { answers: submission.answers, needsSync: false };
  // The server has nothing although this device once synced: send it again rather than lose it.
  if (local) return { answers: local.answers, needsSync: true };
  return { answers: undefined, needsSync: false };
}

/** Same JSON value, whatever the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * The signature a form opens with. The server never holds one, so it can only come from this device's copy,
 * and only while that copy is not older than what the form opens with:
 * - the answers come from the device copy (unsent changes, or the server has nothing): its signature too;
 * - the answers come from the server's draft: the device's signature only if the copy is synced and the server
 *   still holds exactly those answers (the server's draft is this device's last save, nothing newer came from
 *   another device). Compared by content, not by time, because the server stamps a draft when it receives it,
 *   always after the device's own time of the change, and the two clocks need not agree.
 * A submitted form, or a device copy with no signature, opens without one.
 */
export function chooseStartingSignature(
  definition: FormDefinition,
  local: LocalDraft | null,
  submission: TSubmission | null,
): DraftSignature | undefined {
  if (!definition.signature || !local?.signature) return undefined;
  if (submission && LOCKED_STATUSES.includes(submission.status)) return undefined;
  if (!local.synced || !submission) return local.signature;
  return sameJson(draftAnswers(definition, local.answers), submission.answers) ? local.signature : undefined;
}

function withoutPath(answers: FormAnswers, path: readonly (string | number)[]): void {
  let node: unknown = answers;
  for (const step of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return;
    node = (node as Record<string | number, unknown>)[step];
  }
  const last = path[path.length - 1];
  if (last === undefined || typeof node !== 'object' || node === null) return;
  if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1, {});
  else delete (node as Record<string | number, unknown>)[last];
}

/**
 * What to send as a draft: the answers as the server will keep them (hidden
 * fields dropped), leaving out any single answer a draft cannot hold, so one
 * half-typed value never stops the rest being saved.
 */
export function draftAnswers(definition: FormDefinition, answers: FormAnswers): FormAnswers {
  const first = validateAnswers(definition, answers, { mode: 'draft' });
  if (first.success) return first.data;
  const trimmed = structuredClone(answers);
  for (const issue of first.issues) withoutPath(trimmed, issue.path);
  const second = validateAnswers(definition, trimmed, { mode: 'draft' });
  return second.success ? second.data : {};
}
