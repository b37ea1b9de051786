import {
  getFormDefinitionByKey,
  pickLanguage,
  type Language,
  type TCandidateNote,
  type TCandidateNotes,
  type TChangeRequest,
  type TChangeRequests,
  type TCreateChangeRequest,
} from '@portal/contract';
import type { AppContext, RequestContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { userTarget } from '../access/policy.js';
import { auditRepository } from '../audit/repository.js';
import { candidateChecklist } from '../compliance/checklist-service.js';
import { submissionsRepository } from '../compliance/submission-repository.js';
import { presentChangeRequest, presentNote } from './presenter.js';
import { usersRepository } from '../users/repository.js';
import { changeRequestsRepository, notesRepository } from './repository.js';

type Candidate = NonNullable<Awaited<ReturnType<typeof usersRepository.findCandidate>>>;

/** A live candidate; anyone else (staff, deleted accounts, ids that name nobody) is a 404. */
async function candidateOf(db: Executor, id: string): Promise<Candidate> {
  const candidate = isUuid(id) ? await usersRepository.findCandidate(db, id) : undefined;
  if (!candidate) throw notFound();
  return candidate;
}

export async function listNotes(ctx: AppContext, candidateId: string): Promise<TCandidateNotes> {
  const candidate = await candidateOf(ctx.db, candidateId);
  return { data: (await notesRepository.list(ctx.db, candidate.id)).map(presentNote) };
}

/** Adds a note; the audit entry records that it was written and its length, not its words (they are internal). */
export async function addNote(ctx: AppContext, actor: Actor, candidateId: string, body: string, meta: RequestMeta): Promise<TCandidateNote> {
  const candidate = await candidateOf(ctx.db, candidateId);
  const id = await ctx.db.transaction(async (tx) => {
    await userTarget(tx, actor, 'user.compliance', candidate.id);
    const note = await notesRepository.insert(tx, { candidate_id: candidate.id, author_id: actor.user.id, body });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'candidate.note_added',
      targetType: 'user',
      targetId: candidate.id,
      ip: meta.ip,
      data: { note_id: note.id, length: body.length },
    });
    return note.id;
  });
  const [note] = await notesRepository.list(ctx.db, candidate.id, id);
  return presentNote(note!);
}

export async function listChangeRequests(ctx: AppContext, candidateId: string, lang: Language): Promise<TChangeRequests> {
  const candidate = await candidateOf(ctx.db, candidateId);
  return { data: (await changeRequestsRepository.list(ctx.db, candidate.id)).map((row) => presentChangeRequest(row, lang)) };
}

/** Queues the candidate's mail in the language they last used, quoting the officer and linking to the form. */
async function mailCandidate(ctx: AppContext, db: Executor, candidate: Candidate, formKey: string, message: string): Promise<void> {
  const lang = pickLanguage(await changeRequestsRepository.candidateLanguage(db, candidate.id, formKey));
  const t = translatorFor(lang);
  const values = { form: getFormDefinitionByKey(formKey)?.title[lang] ?? formKey, message, url: `${ctx.config.appUrl}/${formKey}` };
  await ctx.mailer.queue(db, { to: candidate.email, subject: t('notes.mail.subject', values), text: t('notes.mail.body', values) });
}

/**
 * Asks the candidate to change one item of their checklist. The submission keeps its status (unlike a
 * rejection); the open request lets the candidate start a new version of it and is resolved by its submission.
 * The request, its audit entry and the candidate's mail are written together, under the form's lock, so two
 * officers asking at once make one request and one mail.
 */
export async function requestChange(ctx: AppContext, { actor, meta, lang }: RequestContext, candidateId: string, input: TCreateChangeRequest): Promise<TChangeRequest> {
  const candidate = await candidateOf(ctx.db, candidateId);
  // Asked before the checklist is read (its answer would tell what it holds), and again where the request is written.
  await userTarget(ctx.db, actor, 'user.compliance', candidate.id);
  const checklist = await candidateChecklist(ctx, candidate.id, lang);
  if (!checklist.data.some((item) => item.key === input.form_key)) throw invalid({ form_key: 'notes.form_not_in_checklist' });
  const id = await ctx.db.transaction(async (tx) => {
    await userTarget(tx, actor, 'user.compliance', candidate.id);
    await submissionsRepository.lockForm(tx, candidate.id, input.form_key);
    if (await changeRequestsRepository.findOpen(tx, candidate.id, input.form_key)) throw new AppError('conflict', 'notes.request_open');
    const request = await changeRequestsRepository.insert(tx, {
      candidate_id: candidate.id,
      form_key: input.form_key,
      message: input.message,
      requested_by: actor.user.id,
    });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'compliance.change_requested',
      targetType: 'user',
      targetId: candidate.id,
      ip: meta.ip,
      data: { change_request_id: request.id, form_key: input.form_key, message: input.message },
    });
    await mailCandidate(ctx, tx, candidate, input.form_key, input.message);
    return request.id;
  });
  ctx.mailer.flush();
  const [request] = await changeRequestsRepository.list(ctx.db, candidate.id, id);
  return presentChangeRequest(request!, lang);
}

/** Withdraws an open request (it is deleted; the audit entry keeps it). A resolved one stays: 409. */
export async function withdrawChangeRequest(ctx: AppContext, actor: Actor, candidateId: string, requestId: string, meta: RequestMeta): Promise<void> {
  const candidate = await candidateOf(ctx.db, candidateId);
  const found = isUuid(requestId) ? await changeRequestsRepository.findOfCandidate(ctx.db, candidate.id, requestId) : undefined;
  if (!found) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await userTarget(tx, actor, 'user.compliance', candidate.id);
    await submissionsRepository.lockForm(tx, candidate.id, found.form_key);
    if (!(await changeRequestsRepository.deleteOpen(tx, found.id))) throw new AppError('conflict', 'notes.request_resolved');
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'compliance.change_request_withdrawn',
      targetType: 'user',
      targetId: candidate.id,
      ip: meta.ip,
      data: { change_request_id: found.id, form_key: found.form_key, message: found.message },
    });
  });
}
