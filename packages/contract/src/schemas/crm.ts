import { z } from 'zod';

/** CRMs the portal can connect to (CRM_PROVIDER). */
export const CRM_PROVIDERS = ['salesforce'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/** How long a Connect started on the screen may take to come back with Salesforce's answer. */
export const CRM_STATE_TTL_SECONDS = 10 * 60;
/** The screen that starts the sign-in is also where Salesforce sends the browser back (the redirect URI). */
export const CRM_CONNECTION_PATH = '/admin/user/connection';

/** GET /admin/crm/connection: whether the CRM is configured and connected, and who connected it. */
export const ZCrmConnection = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  instance_url: z.string().nullable(),
  org_id: z.string().nullable(),
  /** The Salesforce user whose authorisation the portal holds. */
  crm_user: z.object({ id: z.string(), name: z.string(), username: z.string() }).nullable(),
  connected_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  connected_at: z.string().nullable(),
  /** What went wrong last (a refused sign-in, a failed revoke), as Salesforce said it; null once connected cleanly. */
  last_error: z.string().nullable(),
});
export type TCrmConnection = z.infer<typeof ZCrmConnection>;

export const ZCrmStartResponse = z.object({ authorize_url: z.string() });
export type TCrmStartResponse = z.infer<typeof ZCrmStartResponse>;

/** What Salesforce put in the query of the redirect back to the connection screen. */
export const ZCrmCallbackRequest = z.object({
  code: z
    .string({ error: 'crm.code_required' })
    .min(1, { error: 'crm.code_required', abort: true })
    .max(2048, { error: 'crm.code_invalid', abort: true })
    .regex(/^[\x21-\x7e]+$/, { error: 'crm.code_invalid' }),
  state: z
    .string({ error: 'crm.state_required' })
    .min(1, { error: 'crm.state_required', abort: true })
    .max(128, { error: 'crm.state_invalid_format', abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'crm.state_invalid_format' }),
});
export type TCrmCallbackRequest = z.infer<typeof ZCrmCallbackRequest>;
