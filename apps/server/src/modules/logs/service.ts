import { buildListMeta, LOG_LEVELS, type Language, type ZAppLogQuery, type ZAuditLogQuery } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actionLabel } from './audit-sentence.js';
import { presentAppLog, presentAuditEntry } from './presenter.js';
import { logsRepository } from './repository.js';

const date = (value: string | undefined) => (value ? new Date(value) : undefined);

/** One page of the application log (warnings and notable events), filtered as the query says. */
export async function appLogPage(ctx: AppContext, q: z.output<typeof ZAppLogQuery>) {
  const { rows, total } = await logsRepository.listAppLogs(ctx.db, {
    page: q.page,
    perPage: q.per_page,
    minLevel: q.level ? LOG_LEVELS[q.level] : undefined,
    msg: q.msg || undefined,
    from: date(q.from),
    to: date(q.to),
  });
  return { data: rows.map(presentAppLog), meta: buildListMeta(q.page, q.per_page, total) };
}

/** One page of the audit log, each entry told as a sentence in the reader's language. */
export async function auditLogPage(ctx: AppContext, q: z.output<typeof ZAuditLogQuery>, t: TFunction, lang: Language) {
  const { rows, total } = await logsRepository.listAudit(ctx.db, {
    page: q.page,
    perPage: q.per_page,
    action: q.action || undefined,
    actor: q.actor || undefined,
    target: q.target || undefined,
    from: date(q.from),
    to: date(q.to),
  });
  const roleNames = await logsRepository.roleNames(
    ctx.db,
    rows.filter((row) => row.entry.target_type === 'role' && row.entry.target_id).map((row) => row.entry.target_id!),
  );
  return {
    data: rows.map((row) => presentAuditEntry(row, roleNames, t, lang)),
    meta: buildListMeta(q.page, q.per_page, total),
  };
}

/** Every action the audit log holds, with its label, for the filter. */
export async function auditActionOptions(ctx: AppContext, t: TFunction) {
  return { data: (await logsRepository.auditActions(ctx.db)).map((action) => ({ value: action, label: actionLabel(action, t) })) };
}
