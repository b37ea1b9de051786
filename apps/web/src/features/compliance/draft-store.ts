import { validateAnswers, type FormAnswers, type FormDefinition, type TSubmission } from '@portal/contract';
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
}

/** Statuses whose answers can no longer be changed by the candidate. */
export const LOCKED_STATUSES: readonly TSubmission['status'][] = ['submitted', 'approved'];

const storageKey = (userId: string, formKey: string) => `compliance-draft:${userId}:${formKey}`;

function isLocalDraft(value: unknown): value is LocalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.answers === 'object' && draft.answers !== null && typeof draft.changed_at === 'number' && typeof draft.synced === 'boolean';
}

export function readLocalDraft(userId: string, formKey: string): LocalDraft | null {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKey(userId, formKey)) ?? 'null');
    return isLocalDraft(parsed) ? parsed : null;
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
