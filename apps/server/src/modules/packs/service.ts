import {
  answersForReviewer,
  complianceToday,
  FORM_DEFINITIONS,
  getFormDefinitionByKey,
  type FormAnswers,
  type Language,
  type RegisteredFormDefinition,
  type ReviewerView,
  type TCandidateCompliance,
  type TPackFormat,
  type TSubmissionStatus,
  type TTombstone,
} from '@portal/contract';
import type { AppContext, RequestContext } from '../../context.js';
import { datedFileName, displayDate } from '../../lib/display-date.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import { auditRepository } from '../audit/repository.js';
import { checksRepository, type CheckRow } from '../compliance/check-repository.js';
import { candidateCompliance } from '../compliance/checklist-service.js';
import { effectiveStatus, isExpiringSoon } from '../compliance/status.js';
import { refereesRepository, type RefereeRequestRow } from '../referees/repository.js';
import { isReferenceForm } from '../referees/service.js';
import { usersRepository } from '../users/repository.js';
import { checkPackFiles, type LeftOutFile, type PackFile } from './file-check.js';
import { packsRepository, type PackSubmissionRow } from './repository.js';

export interface PackForm {
  row: PackSubmissionRow;
  definition: RegisteredFormDefinition;
  status: TSubmissionStatus;
  /** As the checklist gives it: a version past its deadline expired the day after. */
  expiresAt: string | null;
  expiringSoon: boolean;
  /** The answers as far as this officer may see them (answersForReviewer). */
  view: ReviewerView;
  /** Only with answers shown in full, and only files that pass the upload checks today and match their hash. */
  files: PackFile[];
  /** Files of this version left out of the pack, with why (only with answers shown in full). */
  leftOut: LeftOutFile[];
  /** The officers' checks of this version (right to work, DBS status, identity, register), oldest first. */
  checks: CheckRow[];
  /**
   * References only, as the review screen shows them: the request to the referee (null when none was sent), with
   * the referee's answers and signature once completed. Undefined for other forms and answers this officer may not see.
   */
  referee?: RefereeRequestRow | null;
}

/** An earlier version of a form that retention purged: what is left of it to show. */
export interface EarlierTombstone {
  definition: RegisteredFormDefinition;
  version: number;
  tombstone: TTombstone;
}

/** Everything a pack holds except file contents, which are streamed from storage one at a time. */
export interface Pack {
  lang: Language;
  generatedAt: Date;
  officerName: string;
  compliance: TCandidateCompliance;
  forms: PackForm[];
  /** Superseded versions whose evidence retention deleted, so that they are named rather than silently missing. */
  earlierTombstones: EarlierTombstone[];
}

/**
 * A candidate's pack for an auditor: the current submitted version of each form, in checklist order, showing
 * only what the officer could see on screen. Recorded in the audit log as a data export before it is sent.
 */
export async function preparePack(ctx: AppContext, { actor, meta, lang }: RequestContext, candidateId: string, format: TPackFormat): Promise<Pack & { fileName: string }> {
  const candidate = isUuid(candidateId) ? await usersRepository.findCandidate(ctx.db, candidateId) : undefined;
  if (!candidate) throw notFound();
  const now = new Date();
  const today = complianceToday(now);
  const [compliance, rows, earlier] = await Promise.all([
    candidateCompliance(ctx, candidate.id, lang),
    packsRepository.currentSubmissions(ctx.db, candidate.id),
    packsRepository.purgedEarlierVersions(ctx.db, candidate.id),
  ]);
  const ids = rows.map((row) => row.id);
  const { usable: files, leftOut } = await checkPackFiles(ctx, await packsRepository.files(ctx.db, ids));
  const [checks, requests] = await Promise.all([
    checksRepository.ofSubmissions(ctx.db, ids),
    refereesRepository.ofSubmissions(ctx.db, rows.filter((row) => isReferenceForm(row.form_key)).map((row) => row.id)),
  ]);
  const requestOf = new Map(requests.map((request) => [request.submission_id, request]));
  const byKey = new Map(rows.map((row) => [row.form_key, row]));
  const permissions = [...actor.permissions];
  // Each form's status and expiry as the checklist above it gives them (a version past its deadline is expired there).
  const listed = new Map(compliance.data.map((item) => [item.key, item]));
  const forms = FORM_DEFINITIONS.flatMap((definition): PackForm[] => {
    const row = byKey.get(definition.key);
    if (!row) return [];
    const view = answersForReviewer(definition, row.answers as FormAnswers, permissions);
    const item = listed.get(definition.key);
    const status = item && item.status !== 'not_started' ? item.status : effectiveStatus(row, today);
    return [{
      row,
      definition,
      status,
      expiresAt: item ? item.expires_at : row.expires_at,
      expiringSoon: status === 'approved' && isExpiringSoon(row, today),
      view,
      files: view.access === 'full' ? files.filter((file) => file.submission_id === row.id) : [],
      leftOut: view.access === 'full' ? leftOut.filter((file) => file.submission_id === row.id) : [],
      checks: checks.get(row.id) ?? [],
      ...(isReferenceForm(row.form_key) && view.access === 'full' ? { referee: requestOf.get(row.id) ?? null } : {}),
    }];
  });
  await auditRepository.record(ctx.db, {
    actorId: actor.user.id,
    action: 'compliance.pack_exported',
    targetType: 'user',
    targetId: candidate.id,
    ip: meta.ip,
    data: {
      format,
      forms: forms.length,
      files: forms.reduce((n, form) => n + form.files.length, 0),
      left_out: forms.reduce((n, form) => n + form.leftOut.length, 0),
      referee_answers: forms.filter((form) => form.referee?.status === 'completed').length,
    },
  });
  return {
    lang,
    generatedAt: now,
    officerName: actor.user.name,
    compliance,
    forms,
    earlierTombstones: earlier.flatMap((row) => {
      const definition = getFormDefinitionByKey(row.form_key);
      return definition && row.tombstone ? [{ definition, version: row.version, tombstone: row.tombstone }] : [];
    }),
    fileName: datedFileName('compliance-pack', candidate.name, 'candidate', displayDate(ctx.config, now), format),
  };
}
