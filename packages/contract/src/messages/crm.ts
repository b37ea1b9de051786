/**
 * Messages of the CRM connection (the API's refusals and its validation). Mounted under `crm`, e.g.
 * 'crm.not_configured'. The screen's own words are in the web app (crmConnection).
 */
export const crmEn = {
  not_configured: 'No CRM is set up on this server. Whoever runs the portal sets CRM_PROVIDER and the Salesforce settings.',
  state_invalid: 'This Salesforce sign-in cannot be completed: it was already used, it is more than 10 minutes old, or it was started in another session. Start again with Connect.',
  token_refused: 'Salesforce refused the sign-in ({{error}}). Start again with Connect.',
  unreachable: 'Salesforce could not be reached, or its answer was not understood. Try again in a few minutes.',
  code_required: 'The answer from Salesforce has no code',
  code_invalid: 'The code from Salesforce is not valid',
  state_required: 'The answer from Salesforce has no state',
  state_invalid_format: 'The state from Salesforce is not valid',
  not_connected: 'The portal is not connected to Salesforce. An administrator connects it on the CRM connection screen.',
  reconnect_needed: 'Salesforce no longer accepts the portal\'s authorisation. An administrator presses Connect on the CRM connection screen again.',
  crm_id_required: 'Choose the Salesforce Contact to link',
  crm_id_invalid: 'A Salesforce id is 15 or 18 letters and digits',
  contact_not_found: 'Salesforce has no Contact with this id that the connected user can see',
  contact_exists: 'Salesforce already holds a Contact for this user; search and link it instead',
  search_too_long: 'Search for at most 100 characters',
  contact_linked_elsewhere: 'This Contact is already linked to another portal user',
  api_name_invalid: 'An API name starts with a letter and has only letters, digits and underscores (at most 80)',
  custom_name_required: 'This must be a custom object or field: its API name ends in __c',
  developer_name_invalid: 'A record type\'s DeveloperName starts with a letter and has only letters, digits and underscores',
  rejected: 'Salesforce refused the request: {{error}}',
  digest_reconnect:
    'The CRM connection needs reconnecting: Salesforce no longer accepts the portal\'s authorisation, so nothing is written to the CRM. An administrator opens {{url}} and presses Connect.',
} as const;

// Bengali is in a module of its own, so a client showing English does not load it (messages/catalogue-bn.ts).
export { crmBn } from './crm-bn.js';
