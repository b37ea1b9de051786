import { createHash } from 'node:crypto';

/** What a candidate or referee signed: the parts `statementSha256` hashes. */
export interface SignedStatement {
  /** The declaration exactly as shown to the signer (in their language), or null for a form without one. */
  declaration_text: string | null;
  typed_name: string | null;
  signed_at: Date | null;
  answers: Record<string, unknown>;
  /** The drawn signature as stored (PNG bytes), or null. */
  signature_image: Uint8Array | null;
}

/** Names the recipe inside the hashed text, so a later change of recipe can never produce an equal hash. */
const FORMAT = 'compliance-portal/statement/v1';

/**
 * JSON.stringify's text with every object's keys in code-unit order at every depth (arrays keep their order):
 * the same values give the same text however their objects were built.
 */
function stableJson(input: unknown): string {
  const value = typeof (input as { toJSON?: unknown } | null)?.toJSON === 'function' ? (input as { toJSON(): unknown }).toJSON() : input;
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The canonical text of a signed statement: one line of JSON, keys sorted at every depth, no spaces, holding
 * `format`, the declaration text, the typed name, signed_at as an ISO 8601 UTC instant, the answers and the
 * signature image in base64 (absent parts are null). Answers come back from the database with their keys in
 * another order (jsonb), which is why the order is fixed here rather than taken as stored.
 */
export function canonicalStatement(statement: SignedStatement): string {
  return stableJson({
    format: FORMAT,
    declaration_text: statement.declaration_text,
    typed_name: statement.typed_name,
    signed_at: statement.signed_at ? statement.signed_at.toISOString() : null,
    answers: statement.answers,
    signature_image: statement.signature_image ? Buffer.from(statement.signature_image).toString('base64') : null,
  });
}

/** SHA-256 (64 lowercase hex digits) of the canonical text of a signed statement, as UTF-8. */
export function statementSha256(statement: SignedStatement): string {
  return createHash('sha256').update(canonicalStatement(statement), 'utf8').digest('hex');
}
