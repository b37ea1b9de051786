import { publicMessagesBn } from '@portal/contract';
import type { en } from './catalogue-en';
import bnAccount from './bn/account.json';
import bnAddresses from './bn/addresses.json';
import bnCommon from './bn/common.json';
import bnCompliance from './bn/compliance.json';
import bnGeo from './bn/geo.json';
import bnMfa from './bn/mfa.json';
import bnPublicContent from './bn/publicContent.json';
import bnReferees from './bn/referees.json';

/**
 * Bengali UI strings of the public and candidates' screens, one JSON file per feature under bn/ (the staff screens' are in
 * staff-bn.ts). Typing bn as typeof en makes a missing Bengali string a
 * compile error (the import of en is a type only: it adds nothing to this chunk).
 */
export const bn: typeof en = { ...bnCommon, ...bnAccount, ...bnGeo, ...bnAddresses, ...bnCompliance, ...bnReferees, ...bnMfa, ...bnPublicContent };

/** What i18next holds for Bengali first: the contract's messages and the UI strings, in one namespace (staff-bn.ts adds the staff screens'). */
export const catalogue = { ...publicMessagesBn, ...bn };
