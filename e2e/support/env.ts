export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 3125);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3126);
/** The fake Salesforce the portal's CRM connection talks to (the API tests' fake, on a fixed port). */
export const E2E_CRM_PORT = Number(process.env.E2E_CRM_PORT ?? 3127);
export const E2E_CRM_URL = `http://127.0.0.1:${E2E_CRM_PORT}`;
// localhost rather than 127.0.0.1: passkeys (WebAuthn) are bound to a host name and refuse an IP address.
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-pass' };
/**
 * Artifacts and the portal's log for a run on this port. Separate per port so that runs started
 * side by side (with different E2E_PORT, E2E_MAIL_PORT and E2E_SMTP_PORT) do not delete each other's files.
 */
export const E2E_OUTPUT_DIR = `test-results/e2e-${E2E_PORT}`;
