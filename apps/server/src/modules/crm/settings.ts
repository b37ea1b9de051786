import { CRM_CONNECTION_PATH } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { SecretBox } from '../../lib/secret-box.js';
import { SalesforceOAuth } from './salesforce/oauth.js';

/** The one provider there is; the connection row is keyed by it. */
export const PROVIDER = 'salesforce';

export const notConfigured = () => new AppError('conflict', 'crm.not_configured');

export interface Crm {
  oauth: SalesforceOAuth;
  /** Seals refresh tokens and code verifiers under CRM_TOKEN_KEY. */
  box: SecretBox;
}

/** The configured CRM's OAuth client and token box; 409 when no CRM is configured. */
export function crmOf(ctx: AppContext): Crm {
  const settings = ctx.config.crm;
  if (!settings) throw notConfigured();
  const redirectUri = `${ctx.config.appUrl}${CRM_CONNECTION_PATH}`;
  return { oauth: new SalesforceOAuth({ ...settings, redirectUri }), box: new SecretBox(settings.tokenKey) };
}
