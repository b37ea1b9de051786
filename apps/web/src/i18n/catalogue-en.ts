import { publicMessagesEn } from '@portal/contract';
import enAccount from './en/account.json';
import enAddresses from './en/addresses.json';
import enCommon from './en/common.json';
import enCompliance from './en/compliance.json';
import enGeo from './en/geo.json';
import enMfa from './en/mfa.json';
import enPublicContent from './en/publicContent.json';
import enReferees from './en/referees.json';

/**
 * English UI strings of the public and candidates' screens, one JSON file per feature under en/ (each file owns its own
 * top-level keys). Loaded on its own (resources.ts), so a page in Bengali never downloads them; the strings of the staff
 * screens are in staff-en.ts, loaded with the admin layout.
 */
export const en = { ...enCommon, ...enAccount, ...enGeo, ...enAddresses, ...enCompliance, ...enReferees, ...enMfa, ...enPublicContent };

/** What i18next holds for English first: the contract's messages and the UI strings, in one namespace. */
export const catalogue = { ...publicMessagesEn, ...en };
