/** Query parameter names that carry credentials or one-time values: their values never reach a log. */
const SECRET_NAME = /token|code|key|secret|signature|sig$|password|passwd|pass$|state|otp|auth|credential|session|jwt|nonce|verifier|hash/i;
const REDACTED = '[redacted]';

/** A referee's link token in an API or page path: /referee/<token> and /api/v1/referee/<token>. */
const REFEREE_PATH = /(\/referee(?:\/|%2f)+)[^/?#\s"'<>]+/gi;
/** name=value in a query string, anywhere in a text (a URL alone or one quoted in a message). */
const QUERY_PAIR = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;

/**
 * Removes secrets from a URL or any text quoting one: referee tokens in paths and the values of query
 * parameters whose names suggest a secret (token, access_token, code, api_key, client_secret, signature,
 * password, state...). Other parameters (page, q, sort) stay readable.
 */
export function redactSecrets(text: string): string {
  if (!/referee|=/i.test(text)) return text;
  return text.replace(REFEREE_PATH, `$1${REDACTED}`).replace(QUERY_PAIR, (pair, separator: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // a malformed escape: judge the raw name
    }
    return SECRET_NAME.test(decoded) ? `${separator}${name}=${REDACTED}` : pair;
  });
}
