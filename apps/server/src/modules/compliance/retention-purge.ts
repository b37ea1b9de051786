import {
  complianceToday,
  getFormDefinitionByKey,
  isFormKey,
  retentionOf,
  topLevelEntries,
  type FormField,
  type IsoDate,
  type RegisteredFormDefinition,
  type Retention,
  type RulePolicy,
  type TTombstone,
} from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { retentionRepository, type RetentionVersionRow } from './retention-repository.js';

const PAGE = 200;

/** The candidate's facts a version's clock reads, with the version itself. */
type ClockInput = Pick<RetentionVersionRow, 'submitted_at' | 'reviewed_at' | 'status'> & {
  last_service_on: IsoDate | null;
  closed_unplaced_on: IsoDate | null;
};

/**
 * The retention of one stored version: the review is both the check (the DBS certificate's clock) and the
 * decision (the criminal-record details' clock), the latter only once approved or rejected.
 */
export function retentionOfVersion(formKey: string, row: ClockInput, policy: RulePolicy): Retention | null {
  if (!isFormKey(formKey) || !row.submitted_at) return null;
  const decided = row.status === 'approved' || row.status === 'rejected' || row.status === 'expired' ? row.reviewed_at : null;
  return retentionOf(formKey, {
    submitted_at: row.submitted_at,
    checked_at: row.reviewed_at,
    decided_at: decided,
    last_service_on: row.last_service_on,
    closed_unplaced_on: row.closed_unplaced_on,
  }, policy);
}

/** Names of the answers that give the outcome (yes/no and choices, also in follow-ups); the rest is detail. */
function outcomeFields(fields: readonly FormField[], into = new Set<string>()): Set<string> {
  for (const field of fields) {
    if (field.kind === 'yes_no' || field.kind === 'choice' || field.kind === 'multi_choice') into.add(field.name);
    if (field.kind === 'yes_no' && field.follow_up) {
      outcomeFields(field.follow_up.yes ?? [], into);
      outcomeFields(field.follow_up.no ?? [], into);
    }
  }
  return into;
}

function keptAnswers(definition: RegisteredFormDefinition | undefined, answers: Record<string, unknown>, deletes: Retention['deletes']) {
  if (deletes === 'files') return answers;
  if (deletes === 'all' || !definition) return {};
  const keep = outcomeFields(definition.sections.flatMap((section) => section.fields));
  const known = new Set(topLevelEntries(definition).map((entry) => entry.field.name));
  // An earlier version of the form may have asked a yes/no this one no longer asks: its answer is still the
  // outcome. Any other answer the current form does not know could be free text, so it goes.
  const outcome = (name: string, value: unknown) => keep.has(name) || (!known.has(name) && typeof value === 'boolean');
  return Object.fromEntries(Object.entries(answers).filter(([name, value]) => outcome(name, value)));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Purges one version if it is still unpurged and not held; returns the storage keys to remove after commit. */
async function purgeVersion(ctx: AppContext, db: Executor, row: RetentionVersionRow, retention: Retention): Promise<string[] | null> {
  if (!(await retentionRepository.claim(db, row.id, row.user_id))) return null;
  const definition = getFormDefinitionByKey(row.form_key);
  const check = await retentionRepository.latestCheck(db, row.id);
  const files = await retentionRepository.deleteFiles(db, row.id);
  const answers = keptAnswers(definition, row.answers, retention.deletes);
  const dropTypedName = retention.deletes === 'all' && row.typed_name !== null;
  const tombstone: TTombstone = {
    form_key: row.form_key,
    title: definition?.title.en ?? row.form_key,
    version: row.version,
    submitted_at: iso(row.submitted_at),
    reviewed_at: iso(row.reviewed_at),
    reviewer_name: row.reviewer_name,
    status: row.status,
    check,
    retention_class: retention.class,
    rule: retention.label,
    retain_until: retention.retain_until ?? '',
    deleted_at: new Date().toISOString(),
    deletes: retention.deletes,
    deleted: {
      files: files.files.map((file) => file.name),
      file_hashes: files.files,
      answers: Object.keys(row.answers).filter((name) => !(name in answers)),
      signature_image: row.has_signature,
      typed_name: dropTypedName,
    },
  };
  await retentionRepository.markPurged(db, row.id, { answers, dropSignature: row.has_signature, dropTypedName, tombstone });
  const t = translatorFor('en');
  await auditRepository.record(db, {
    actorId: null,
    action: 'compliance.retention_purged',
    targetType: 'submission',
    targetId: row.id,
    data: {
      summary: t('retention.audit.purged', {
        form: tombstone.title,
        name: row.candidate_name,
        deletes: t(`retention.deletes.${retention.deletes}`),
        rule: t(retention.label, { ...retention.params }),
      }),
      user_id: row.user_id,
      form_key: row.form_key,
      retention_class: retention.class,
      retain_until: retention.retain_until,
      deleted: tombstone.deleted,
    },
  });
  return files.keys;
}

/**
 * The daily retention run (uk-rules.md 'Retention clocks'): every submitted version, current or superseded, whose
 * retain_until has passed loses what its class deletes and keeps a tombstone, unless its candidate is under a
 * legal hold. Safe on several instances: each version is claimed in its own transaction by one
 * UPDATE … RETURNING on `purged_at` (retentionRepository.claim); storage objects go after the commit, and one a
 * crash left behind has no row any more, so the upload cleanup's orphan sweep removes it.
 */
export async function runRetentionPurge(ctx: AppContext, now: Date = new Date()): Promise<{ purged: number }> {
  const today = complianceToday(now);
  let purged = 0;
  let after: string | null = null;
  for (;;) {
    const page = await retentionRepository.unpurgedPage(ctx.db, after, PAGE);
    for (const row of page) {
      const retention = retentionOfVersion(row.form_key, row, ctx.config.rulePolicy);
      if (!retention?.retain_until || retention.retain_until >= today) continue;
      const keys = await ctx.db.transaction((tx) => purgeVersion(ctx, tx, row, retention));
      if (keys === null) continue;
      purged += 1;
      await Promise.all(keys.map((key) => ctx.storage.remove(key)));
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  return { purged };
}
