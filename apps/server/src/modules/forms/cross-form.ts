import type { FormAnswers } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { submissionsRepository } from '../compliance/submission-repository.js';
import type { FieldErrors } from './checks.js';

const ID = 'compliance-docs/proof-of-id';
const ADDRESS = ['compliance-docs/proof-of-address-check-1', 'compliance-docs/proof-of-address-check-2'];

/** The other forms whose document a submission of `key` must not repeat. */
function counterparts(key: string): string[] {
  if (key === ID) return ADDRESS;
  if (ADDRESS.includes(key)) return [ID, ...ADDRESS.filter((other) => other !== key)];
  return [];
}

/**
 * Rules across the identity and address documents (uk-rules.md §1.3 proof-of-address-check): a driving licence
 * cannot be both the proof of identity and a proof of address, and the two proofs of address come from
 * different kinds of document (the agency's 'two sources' POLICY). Rejected versions do not count.
 */
export async function crossFormErrors(db: Executor, userId: string, key: string, answers: FormAnswers): Promise<FieldErrors> {
  const others = counterparts(key);
  const type = answers.document_type;
  if (others.length === 0 || typeof type !== 'string') return {};
  for (const other of others) {
    const row = await submissionsRepository.current(db, userId, other);
    if (!row || row.status === 'rejected' || row.status === 'draft') continue;
    const otherType = (row.answers as FormAnswers).document_type;
    if (type === 'driving-licence' && otherType === 'driving-licence') {
      return { 'answers.document_type': [{ key: 'rules.cross.driving_licence_twice' }] };
    }
    if (ADDRESS.includes(key) && ADDRESS.includes(other) && type === otherType) {
      return { 'answers.document_type': [{ key: 'rules.cross.same_address_source' }] };
    }
  }
  return {};
}
