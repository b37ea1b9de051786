import {
  answersForReviewer,
  complianceToday,
  decideRequirement,
  expiryDate,
  getFormDefinition,
  PERMISSIONS,
  type Language,
  type RegisteredFormDefinition,
  type RulePolicy,
  type TFormResponse,
  type TSubmission,
} from '@portal/contract';
import type { AppContext, RequestContext } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { statementSha256 } from '../../lib/statement-hash.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { revokeLivePacks } from '../assurance/revocation.js';
import { auditRepository } from '../audit/repository.js';
import { profileForRules } from '../compliance/profile-service.js';
import { candidateAccess } from '../compliance/status.js';
import { recordsAtSubmission } from '../compliance/checklist-rules.js';
import { versionState } from '../compliance/version-status.js';
import { submissionsRepository, type NewSubmission, type SubmissionRow } from '../compliance/submission-repository.js';
import { presentOpenRequest } from '../officer-notes/presenter.js';
import { changeRequestsRepository } from '../officer-notes/repository.js';
import { onReferenceSubmitted } from '../referees/service.js';
import { uploadsRepository } from '../uploads/repository.js';
import { checkAnswers, checkSignature, claimableFiles, type FieldErrors } from './checks.js';
import { crossFormErrors } from './cross-form.js';
import { presentSubmission } from './presenter.js';

const USER_AGENT_MAX = 500;

const locked = () => new AppError('conflict', 'errors.submission_locked');
const invalidAnswers = (errors: FieldErrors) => new AppError('invalid', 'errors.validation', { fieldErrors: errors });

/** The definition of a route's form; 404 for anything that is not one of the 35 forms. */
export function definitionOf(group: string, slug: string): RegisteredFormDefinition {
  const definition = getFormDefinition(group, slug);
  if (!definition) throw notFound();
  return definition;
}

/** Forms whose answers no reviewer may ever see (equal opportunities) have nothing to check: accepted as sent. */
function acceptedOnSubmission(definition: RegisteredFormDefinition): boolean {
  return answersForReviewer(definition, {}, PERMISSIONS).access === 'none';
}

async function present(db: Executor, row: SubmissionRow, now: Date, policy: RulePolicy): Promise<TSubmission> {
  const today = complianceToday(now);
  const [files, shown] = await Promise.all([submissionsRepository.files(db, row.id), versionState(db, row, today, policy)]);
  return presentSubmission(row, files, shown, today);
}

/** The rules' decision on this form for the candidate's profile. */
async function decisionFor(db: Executor, userId: string, key: RegisteredFormDefinition['key']) {
  return decideRequirement(await profileForRules(db, userId), key);
}

/** The law forbids asking some questions for some work (contract rules): nothing of them is written. */
async function refuseForbidden(db: Executor, userId: string, key: RegisteredFormDefinition['key']): Promise<void> {
  const decision = await decisionFor(db, userId, key);
  if (decision.forbidden) throw new AppError('conflict', decision.reason);
}

export async function getForm(ctx: AppContext, actor: Actor, definition: RegisteredFormDefinition, lang: Language): Promise<TFormResponse> {
  const [row, decision, request] = await Promise.all([
    submissionsRepository.current(ctx.db, actor.user.id, definition.key),
    decisionFor(ctx.db, actor.user.id, definition.key),
    changeRequestsRepository.findOpen(ctx.db, actor.user.id, definition.key),
  ]);
  const rules = { requirement: decision.requirement, why: translatorFor(lang)(decision.reason), forbidden: decision.forbidden };
  return { definition, submission: row ? await present(ctx.db, row, new Date(), ctx.config.rulePolicy) : null, rules, change_request: presentOpenRequest(request) };
}

/**
 * What the candidate may do with their current version (candidateAccess). An officer's open change request
 * opens a submitted or approved version for a new one, as a renewal does: it keeps its status until the
 * candidate's first draft or submission starts the new version and keeps it as history.
 */
async function accessTo(
  tx: Transaction,
  current: SubmissionRow | undefined,
  identity: { userId: string; formKey: string },
  now: Date,
  policy: RulePolicy,
): Promise<'edit' | 'new_version' | 'locked'> {
  if (!current) return 'new_version';
  const today = complianceToday(now);
  const access = candidateAccess(current, (await versionState(tx, current, today, policy)).status, today);
  if (access !== 'locked') return access;
  return (await changeRequestsRepository.findOpen(tx, identity.userId, identity.formKey)) ? 'new_version' : 'locked';
}

/**
 * Writes the candidate's version of a form, changing the current draft in place or starting a new version
 * after a rejection, reopening or expiry (the old one is kept as history), and makes `fileIds` its files.
 */
async function writeVersion(
  tx: Transaction,
  current: { row: SubmissionRow | undefined; access: 'edit' | 'new_version' },
  values: Omit<NewSubmission, 'user_id' | 'form_key' | 'version'>,
  { identity, fileIds, now }: { identity: { userId: string; formKey: string }; fileIds: readonly string[]; now: Date },
): Promise<SubmissionRow> {
  const { row: before, access } = current;
  let row: SubmissionRow;
  if (before && access === 'edit') {
    row = await submissionsRepository.update(tx, before.id, values);
  } else {
    if (before) await submissionsRepository.supersede(tx, before.id, now);
    // Two first saves of one form at once: the unique index stops the second, which is told the form has moved on.
    row = await submissionsRepository.insert(
      tx,
      { ...values, user_id: identity.userId, form_key: identity.formKey, version: (before?.version ?? 0) + 1 },
      locked,
    );
  }
  const released = await submissionsRepository.replaceFiles(tx, row.id, fileIds);
  await uploadsRepository.markAttached(tx, fileIds, now);
  await uploadsRepository.releaseUnreferenced(tx, released);
  return row;
}

/** Saves answers as they are (types checked, nothing required); refused once submitted and not reopened. */
export async function saveDraft(
  ctx: AppContext,
  actor: Actor,
  definition: RegisteredFormDefinition,
  rawAnswers: unknown,
  lang: Language,
): Promise<TSubmission> {
  await refuseForbidden(ctx.db, actor.user.id, definition.key);
  const now = new Date();
  const checked = checkAnswers(definition, rawAnswers, 'draft', now);
  if (!checked.answers) throw invalidAnswers(checked.errors);
  const answers = checked.answers;
  const identity = { userId: actor.user.id, formKey: definition.key };
  return await ctx.db.transaction(async (tx) => {
    await submissionsRepository.lockForm(tx, identity.userId, identity.formKey);
    const current = await submissionsRepository.current(tx, identity.userId, identity.formKey);
    const access = await accessTo(tx, current, identity, now, ctx.config.rulePolicy);
    if (access === 'locked') throw locked();
    const files = await claimableFiles(tx, identity.userId, identity.formKey, checked.references);
    if (Object.keys(files.errors).length > 0) throw invalidAnswers(files.errors);
    const values = {
      status: 'draft' as const,
      answers,
      definition_version: definition.version,
      language: lang,
      updated_at: now,
      // A draft answering a rejection keeps its reason in view until it is submitted.
      ...(access === 'new_version' ? { reason: current?.status === 'rejected' ? current.reason : null } : {}),
    };
    const row = await writeVersion(tx, { row: current, access }, values, { identity, fileIds: files.ids, now });
    return present(tx, row, now, ctx.config.rulePolicy);
  });
}

export interface SubmitInput {
  answers: unknown;
  files: string[];
  signature?: unknown;
}

/**
 * Submits a form: every problem at once (answers, signature, files) as 422; 409 when the current version
 * waits for review or is approved. In one transaction: the version with its answers, the declaration as
 * signed (candidate's language and English), signature, the SHA-256 of what was signed, expiry; its files
 * marked attached; a history event and an audit entry.
 */
export async function submitForm(ctx: AppContext, { actor, meta, lang }: RequestContext, definition: RegisteredFormDefinition, input: SubmitInput): Promise<TSubmission> {
  await refuseForbidden(ctx.db, actor.user.id, definition.key);
  const now = new Date();
  const checked = checkAnswers(definition, input.answers, 'submit', now, input.files);
  const signed = definition.signature ? await checkSignature(input.signature) : { errors: {} };
  const identity = { userId: actor.user.id, formKey: definition.key };
  const submission = await ctx.db.transaction(async (tx) => {
    await submissionsRepository.lockForm(tx, identity.userId, identity.formKey);
    const current = await submissionsRepository.current(tx, identity.userId, identity.formKey);
    const access = await accessTo(tx, current, identity, now, ctx.config.rulePolicy);
    if (access === 'locked') throw locked();
    const files = await claimableFiles(tx, identity.userId, identity.formKey, checked.references);
    const crossForm = checked.answers ? await crossFormErrors(tx, identity.userId, identity.formKey, checked.answers) : {};
    const errors = { ...checked.errors, ...signed.errors, ...files.errors, ...crossForm };
    if (!checked.answers || Object.keys(errors).length > 0) throw invalidAnswers(errors);
    const signature = 'signature' in signed ? signed.signature : undefined;
    const accepted = acceptedOnSubmission(definition);
    const statement = {
      answers: checked.answers,
      declaration_text: definition.declaration?.[lang] ?? null,
      signature_image: signature?.image ?? null,
      typed_name: signature?.fullName ?? null,
      signed_at: signature ? now : null,
    };
    const values = {
      ...statement,
      status: accepted ? ('approved' as const) : ('submitted' as const),
      definition_version: definition.version,
      language: lang,
      declaration_text_en: definition.declaration?.en ?? null,
      statement_sha256: statementSha256(statement),
      signature_ip: signature ? meta.ip : null,
      signature_user_agent: signature ? (meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null) : null,
      submitted_at: now,
      reviewed_at: accepted ? now : null,
      reviewed_by: null,
      reason: null,
      expires_at: expiryDate(definition, checked.answers, now),
      ...recordsAtSubmission(definition.key, checked.answers, now, ctx.config.rulePolicy),
      updated_at: now,
    };
    const row = await writeVersion(tx, { row: current, access }, values, { identity, fileIds: files.ids, now });
    // A new version in place of one that was approved: the packs that showed the old one no longer stand.
    if (current && current.status === 'approved' && row.id !== current.id) {
      await revokeLivePacks(tx, identity.userId, 'superseded', identity.formKey, now);
    }
    await submissionsRepository.addEvent(tx, { submission_id: row.id, actor_id: identity.userId, action: 'submitted' });
    await changeRequestsRepository.resolveOpen(tx, identity.userId, identity.formKey, row.id, now);
    if (accepted) await submissionsRepository.addEvent(tx, { submission_id: row.id, actor_id: null, action: 'approved' });
    const about = { form_key: definition.key, version: row.version, candidate_id: identity.userId };
    await auditRepository.record(tx, { actorId: identity.userId, action: 'compliance.submitted', targetType: 'submission', targetId: row.id, ip: meta.ip, data: about });
    // Nobody may review these answers: the audit log says the portal took them as sent.
    if (accepted) await auditRepository.record(tx, { actorId: null, action: 'compliance.accepted', targetType: 'submission', targetId: row.id, data: about });
    await onReferenceSubmitted(ctx, tx, row, actor.user.name, now);
    return present(tx, row, now, ctx.config.rulePolicy);
  });
  ctx.mailer.flush();
  return submission;
}
