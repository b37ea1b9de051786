import type {
  IsoDate,
  Language,
  RegisteredFormDefinition,
  ReviewerView,
  TPersonSummary,
  TReviewQueueItem,
  TSubmissionCheck,
  TSubmissionReview,
  TSubmissionStatus,
} from '@portal/contract';
import {
  approvalWait,
  checkKindsOf,
  decideRequirement,
  EMPTY_COMPLIANCE_PROFILE,
  getFormDefinitionByKey,
  isFormKey,
  parseLawfulBasisCode,
  riskReasonOf,
  type ComplianceProfile,
  type FormAnswers,
  type RulePolicy,
} from '@portal/contract';
import type { TFunction } from 'i18next';
import { translatorFor } from '../../plugins/i18n.js';
import { checkFacts, type CheckRow } from '../compliance/check-repository.js';
import { deadlineOf, dueOf, shownUnderRules, type ShownState } from '../compliance/checklist-rules.js';
import { presentUpload } from '../uploads/presenter.js';
import type { QueueRow } from './repository.js';
import { effectiveStatus, isExpiringSoon } from '../compliance/status.js';
import type { HistoryRow, SubmissionFileRow, SubmissionRow } from '../compliance/submission-repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function formOf(key: string, lang: Language) {
  const definition = getFormDefinitionByKey(key);
  const [group, ...slug] = key.split('/');
  return {
    key,
    group: definition?.group ?? (group as RegisteredFormDefinition['group']),
    slug: definition?.slug ?? slug.join('/'),
    title: definition?.title[lang] ?? key,
  };
}

/**
 * A row of the review queue, with the requirement and deadline the candidate's checklist shows. The status
 * filter works on stored dates, so an item past its deadline shows as expired here at once and is found by
 * the 'expired' filter once the daily expiry job has recorded it.
 */
/** What every presented row depends on besides itself: the language, UK today and the agency's rule policy. */
export interface PresentOptions {
  lang: Language;
  today: IsoDate;
  policy: RulePolicy;
}

export function presentQueueItem(
  row: QueueRow,
  { lang, today, policy }: PresentOptions,
  profile: ComplianceProfile | undefined,
  checks: readonly CheckRow[],
): TReviewQueueItem {
  const key = isFormKey(row.form_key) ? row.form_key : null;
  const decision = key ? decideRequirement(profile ?? EMPTY_COMPLIANCE_PROFILE, key) : null;
  const dueAt = key ? dueOf(key, { ...row, checks: checks.map(checkFacts) }, policy) : null;
  const shown = decision ? shownUnderRules(row, decision, dueAt, today) : { status: effectiveStatus(row, today), expires_at: row.expires_at };
  return {
    id: row.id,
    ...formOf(row.form_key, lang),
    version: row.version,
    status: shown.status,
    candidate: { id: row.candidate_id, name: row.candidate_name, email: row.candidate_email },
    submitted_at: iso(row.submitted_at),
    reviewed_at: iso(row.reviewed_at),
    expires_at: shown.expires_at,
    expiring_soon: shown.status === 'approved' && isExpiringSoon(row, today),
    // A form the registry no longer knows is kept for its history; no rule speaks for it.
    requirement: decision?.requirement ?? 'optional',
    due_at: dueAt,
    // Officers see in the queue which awaiting versions cannot be approved yet, and why.
    approval_waits: shown.status === 'submitted' ? approvalWait(row.form_key, row.answers as FormAnswers, checks.map(checkFacts)) : null,
  };
}

export interface ReviewParts {
  row: SubmissionRow;
  candidate: TPersonSummary;
  reviewer: TPersonSummary | null;
  view: ReviewerView;
  files: readonly SubmissionFileRow[];
  versions: ReadonlyArray<Pick<SubmissionRow, 'id' | 'version' | 'status' | 'expires_at' | 'submitted_at' | 'superseded_at'>>;
  history: readonly HistoryRow[];
  checks: readonly CheckRow[];
  /** The version's status and expiry as shown (versionState): the queue and the candidate's checklist say the same. */
  shown: ShownState;
  /** The current version's, likewise (the same when this is the current version). */
  currentStatus: TSubmissionStatus;
}

function presentCheck(check: CheckRow): TSubmissionCheck {
  return {
    id: check.id,
    kind: check.kind,
    method: check.method,
    result: check.result,
    checked_on: check.checked_on,
    details: check.details,
    checker_name: check.checker_name,
    created_at: check.created_at.toISOString(),
  };
}

/** The stored lawful-basis code as a sentence: the Article 6 basis, then the DPA 2018 condition if any. */
function lawfulBasisText(code: string | null, t: TFunction): string | null {
  const record = code ? parseLawfulBasisCode(code) : null;
  if (!record) return null;
  const basis = t(`rules.lawful_basis.bases.${record.basis}`);
  return record.condition ? `${basis}; ${t(`rules.lawful_basis.conditions.${record.condition}`)}` : basis;
}

/**
 * A version as an officer sees it: answers only as far as answersForReviewer allows; files, their hashes and the
 * statement's hash only with them.
 */
export function presentReview(parts: ReviewParts, { lang, today, policy }: PresentOptions): TSubmissionReview {
  const { row } = parts;
  const t = translatorFor(lang);
  const deadline = isFormKey(row.form_key) ? deadlineOf(row.form_key, { ...row, checks: parts.checks.map(checkFacts) }, policy) : null;
  const stored = row.answers as FormAnswers;
  const answers: TSubmissionReview['answers'] =
    parts.view.access === 'full' ? { access: 'full', answers: parts.view.answers } : parts.view;
  const shownStatus = (version: ReviewParts['versions'][number]): TSubmissionStatus => {
    if (version.id === row.id) return parts.shown.status;
    if (version.superseded_at === null) return parts.currentStatus;
    return effectiveStatus(version, today);
  };
  return {
    id: row.id,
    ...formOf(row.form_key, lang),
    version: row.version,
    definition_version: row.definition_version,
    current: row.superseded_at === null,
    status: parts.shown.status,
    candidate: parts.candidate,
    answers,
    files: parts.view.access === 'full' ? parts.files.map((file) => ({ ...presentUpload(file), sha256: file.sha256 })) : [],
    declaration_text: row.declaration_text,
    declaration_text_en: row.declaration_text_en,
    language: row.language,
    signature:
      row.typed_name && row.signed_at
        ? {
            full_name: row.typed_name,
            signed_at: row.signed_at.toISOString(),
            ip: row.signature_ip,
            user_agent: row.signature_user_agent,
            image_url: `/api/v1/admin/submissions/${row.id}/signature`,
          }
        : null,
    statement_sha256: parts.view.access === 'full' ? row.statement_sha256 : null,
    submitted_at: iso(row.submitted_at),
    reviewed_at: iso(row.reviewed_at),
    reviewed_by: parts.reviewer,
    reason: row.reason,
    expires_at: parts.shown.expires_at,
    expiring_soon: parts.shown.status === 'approved' && isExpiringSoon(row, today),
    versions: parts.versions.map((version) => ({
      id: version.id,
      version: version.version,
      status: shownStatus(version),
      submitted_at: iso(version.submitted_at),
      current: version.superseded_at === null,
    })),
    history: parts.history.map((event) => ({
      version: event.version,
      action: event.action,
      reason: event.reason,
      actor: event.actor_id && event.actor_name && event.actor_email ? { id: event.actor_id, name: event.actor_name, email: event.actor_email } : null,
      created_at: event.created_at.toISOString(),
    })),
    check_kinds: checkKindsOf(row.form_key, stored),
    risk_reason: riskReasonOf(row.form_key, stored),
    approval_waits: approvalWait(row.form_key, stored, parts.checks.map(checkFacts)),
    checks: parts.checks.map(presentCheck),
    deadline: deadline ? { due_at: deadline.due_at, label: t(deadline.label, deadline.params) } : null,
    lawful_basis: lawfulBasisText(row.lawful_basis, t),
    purged_at: iso(row.purged_at),
    tombstone: (row.tombstone as TSubmissionReview['tombstone']) ?? null,
  };
}
