import type { AssurancePackStatus, Language, TAssurancePack, TAssuranceVerification } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { AssurancePackRow } from './repository.js';
import { revocationText } from './revocation.js';


/** Revoked wins over expired: a school must learn that the record changed. */
export function packStatus(row: Pick<AssurancePackRow, 'revoked_at' | 'link_expires_at'>, now: Date): AssurancePackStatus {
  if (row.revoked_at) return 'revoked';
  return row.link_expires_at <= now ? 'expired' : 'current';
}

interface Reader {
  t: TFunction;
  lang: Language;
  now: Date;
}

export function presentPack(row: AssurancePackRow, issuerName: string | null, views: number, r: Reader): TAssurancePack {
  return {
    id: row.id,
    status: packStatus(row, r.now),
    school_name: row.school_name,
    school_urn: row.school_urn,
    placement_start: row.placement_start,
    issued_at: row.issued_at.toISOString(),
    issued_by: issuerName ?? row.snapshot.issuer_name,
    link_expires_at: row.link_expires_at.toISOString(),
    pdf_sha256: row.pdf_sha256,
    csv_sha256: row.csv_sha256,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    revoked_reason: revocationText(row.revoked_reason, r.t, r.lang),
    views,
  };
}

/** The school's view: what the pack itself shows, and whether it still stands. */
export function presentVerification(row: AssurancePackRow, r: Reader): TAssuranceVerification {
  const { snapshot } = row;
  return {
    status: packStatus(row, r.now),
    candidate_name: snapshot.candidate_name,
    school_name: row.school_name,
    school_urn: row.school_urn,
    placement_start: row.placement_start,
    issued_at: row.issued_at.toISOString(),
    issued_by: snapshot.issuer_name,
    link_expires_at: row.link_expires_at.toISOString(),
    pdf_sha256: row.pdf_sha256,
    csv_sha256: row.csv_sha256,
    rows: snapshot.rows,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    revoked_reason: revocationText(row.revoked_reason, r.t, r.lang),
  };
}
