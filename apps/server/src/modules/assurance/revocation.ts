import { getFormDefinitionByKey, type Language } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { Executor } from '../../db/client.js';
import { auditRepository } from '../audit/repository.js';
import { lockCandidatePacks } from './facts.js';
import { assuranceRepository } from './repository.js';

/** What changed in a candidate's record after a pack was issued. */
export type RevocationCause = 'rejected' | 'reopened' | 'expired' | 'superseded';

/**
 * Automatic reasons are stored as `auto:<cause>:<form key>` and worded when shown, in the reader's language;
 * an officer's reason is stored as written.
 */
const AUTO = /^auto:(rejected|reopened|expired|superseded):(.+)$/;

/**
 * Revokes every live assurance pack of these candidates because one of their submissions changed status (in the
 * caller's transaction, so the change and the revocation stand or fall together), with an audit entry per pack.
 */
export async function revokeLivePacks(
  tx: Executor,
  candidateIds: string | readonly string[],
  cause: RevocationCause,
  formKey: string,
  now: Date = new Date(),
): Promise<number> {
  const ids = [...new Set(typeof candidateIds === 'string' ? [candidateIds] : candidateIds)].sort();
  // In one order, so two transactions revoking for the same candidates never wait on each other.
  for (const id of ids) await lockCandidatePacks(tx, id);
  const revoked = await assuranceRepository.revokeLive(tx, ids, `auto:${cause}:${formKey}`, now);
  for (const packId of revoked) {
    await auditRepository.record(tx, {
      actorId: null,
      action: 'assurance.revoked',
      targetType: 'assurance_pack',
      targetId: packId,
      data: { cause, form_key: formKey },
    });
  }
  return revoked.length;
}

/** A stored revocation reason as the reader sees it. */
export function revocationText(stored: string | null, t: TFunction, lang: Language): string | null {
  if (stored === null) return null;
  const match = AUTO.exec(stored);
  if (!match) return stored;
  const [, cause, formKey] = match;
  const form = getFormDefinitionByKey(formKey ?? '')?.title[lang] ?? formKey;
  return t(`assurance.revocation.${cause}`, { form });
}
