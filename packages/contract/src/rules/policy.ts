/**
 * The agency's own choices the rules use (uk-rules.md marks them POLICY: keep them, label them, make them
 * configurable). The server passes its settings; these are the defaults.
 */
export interface RulePolicy {
  /** Re-check a DBS certificate (or its Update Service status) after this many months; no law requires it [S88]. */
  readonly dbs_recheck_months: number;
  /** Records of a candidate the agency never placed are deleted this long after the application is closed [S79]. */
  readonly unsuccessful_candidate_months: number;
  /**
   * The free-text details of a criminal-record declaration are deleted this long after the decision, the
   * outcome kept: uk-rules.md §1.5 asks for a deletion rule, 6 months by analogy with DBS certificates [S51].
   */
  readonly criminal_record_details_months: number;
}

export const DEFAULT_RULE_POLICY: RulePolicy = Object.freeze({
  dbs_recheck_months: 12,
  unsuccessful_candidate_months: 6,
  criminal_record_details_months: 6,
});

/**
 * Editions of Keeping children safe in education: signing one holds until the next comes into force. The
 * edition is data because the 2026 text was not confirmed when uk-rules.md was written [S41][S42]; a new
 * edition is added here (or by the server from its settings) and everyone is asked to sign again.
 */
export interface KcsieEdition {
  readonly year: number;
  /** The day it comes into force. */
  readonly in_force: string;
  /** false while only the consultation version and its expected date are known. */
  readonly confirmed: boolean;
}

export const KCSIE_EDITIONS: readonly KcsieEdition[] = Object.freeze([
  { year: 2025, in_force: '2025-09-01', confirmed: true }, // [S39]
  { year: 2026, in_force: '2026-09-01', confirmed: false }, // expected [S41][S42]
]);
