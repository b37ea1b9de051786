import { inThirdPerson, topLevelEntries, type TTombstone } from '@portal/contract';
import { writeText } from './pdf-text.js';
import { heading, type Writer } from './pdf-writer.js';
import type { Pack, PackForm } from './service.js';

const RULES = ['right_to_work', 'dbs_certificate', 'dbs_identity', 'work_seeker_record', 'contract', 'working_time', 'criminal_record_details', 'unsuccessful'];

export const tombstoneOf = (form: PackForm): TTombstone | null => form.row.tombstone ?? null;

/**
 * The rule a tombstone names ('rules.retention.<class>'), as an auditor reads it. The candidate-facing sentence
 * says 'you'; the never-placed policy's months are today's policy, as the tombstone does not keep them.
 */
function ruleText(w: Writer, tombstone: TTombstone, unplacedMonths: number): string {
  const name = tombstone.rule.replace(/^rules\.retention\./, '');
  return RULES.includes(name) ? w.t(`pack_audit.tombstone.rules.${name}`, { months: unplacedMonths }) : tombstone.rule;
}

/**
 * On the cover: one line per version retention purged, current or earlier, with the rule it was deleted under.
 * Earlier versions are named with their version number; their details stay out, as they are not in the pack.
 */
export function writeTombstoneLines(w: Writer, pack: Pack, unplacedMonths: number): void {
  const { doc, t } = w;
  const purged = [
    ...pack.forms.flatMap((form) => {
      const tombstone = tombstoneOf(form);
      return tombstone ? [{ title: form.definition.title[w.lang], status: form.status as string, tombstone }] : [];
    }),
    ...pack.earlierTombstones.map(({ definition, version, tombstone }) => ({
      title: t('pack.form_heading', { form: definition.title[w.lang], version }),
      status: tombstone.status,
      tombstone,
    })),
  ];
  if (purged.length === 0) return;
  heading(w, t('pack_audit.tombstone.title'), 14);
  writeText(doc, t('pack_audit.tombstone.intro'), { size: 9, gap: 0.3 });
  for (const { title, status, tombstone } of purged) {
    writeText(doc, t('retention.pack_line', {
      date: w.date(tombstone.deleted_at),
      form: title,
      submitted: w.date(tombstone.submitted_at),
      status: t(`pack.status.${status}`, { defaultValue: status }),
      deleted: t(`retention.deletes.${tombstone.deletes}`),
    }), { size: 9 });
    writeText(doc, t('pack_audit.tombstone.rule', { rule: ruleText(w, tombstone, unplacedMonths), until: w.date(tombstone.retain_until || null) }), { size: 9, indent: 14 });
  }
  doc.moveDown(0.5);
}

/** The labels of deleted answers as the pack prints labels; a name the form no longer has stays as stored. */
function answerLabels(w: Writer, form: PackForm, names: readonly string[]): string {
  const labels = new Map(topLevelEntries(inThirdPerson(form.definition)).map(({ field }) => [field.name, field.label[w.lang]]));
  return names.map((name) => labels.get(name) ?? name).join('; ');
}

/**
 * On a purged form's own page: what retention deleted of it, when and under which rule, the record kept (review
 * and the officer's check), and each deleted file's recorded SHA-256 when the officer may see the files.
 */
export function writeFormTombstone(w: Writer, form: PackForm, unplacedMonths: number): void {
  const tombstone = tombstoneOf(form);
  if (!tombstone) return;
  const { doc, t } = w;
  heading(w, t('pack_audit.tombstone.form_title', { date: w.date(tombstone.deleted_at) }));
  writeText(doc, t('pack_audit.tombstone.rule', { rule: ruleText(w, tombstone, unplacedMonths), until: w.date(tombstone.retain_until || null) }));
  writeText(doc, t('pack_audit.tombstone.deletes', { what: t(`retention.deletes.${tombstone.deletes}`) }));
  const { deleted } = tombstone;
  if (deleted.files.length > 0 && form.view.access === 'full') writeText(doc, t('pack_audit.tombstone.files', { names: deleted.files.join(', ') }));
  if (deleted.answers.length > 0 && form.view.access === 'full') {
    writeText(doc, t('pack_audit.tombstone.answers', { names: answerLabels(w, form, deleted.answers) }));
  }
  if (deleted.signature_image) writeText(doc, t('pack_audit.tombstone.signature'));
  if (deleted.typed_name) writeText(doc, t('pack_audit.tombstone.typed_name'));
  writeText(doc, t('pack_audit.tombstone.kept', {
    submitted: w.date(tombstone.submitted_at),
    status: t(`pack.status.${form.status}`),
    reviewed: w.date(tombstone.reviewed_at),
    reviewer: tombstone.reviewer_name ?? '—',
  }));
  const check = tombstone.check;
  if (check) {
    writeText(doc, t('retention.pack_check', {
      method: t(`rules.checks.methods.${check.method}`, { defaultValue: check.method }),
      result: t(`rules.checks.results.${check.result}`, { defaultValue: check.result }),
      date: w.date(check.checked_on),
      checker: check.checker_name,
    }));
  }
  const hashes = form.view.access === 'full' ? (deleted.file_hashes ?? []) : [];
  for (const file of hashes) {
    if (file.sha256) writeText(doc, t('retention.pack_file_hash', { name: file.name, hash: file.sha256 }), { size: 8, indent: 14 });
  }
  doc.moveDown(0.5);
}
