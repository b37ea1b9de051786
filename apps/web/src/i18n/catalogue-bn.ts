import { messagesBn } from '@portal/contract';
import type { en } from './catalogue-en';
import bnAccount from './bn/account.json';
import bnAddresses from './bn/addresses.json';
import bnAdminUsers from './bn/adminUsers.json';
import bnCache from './bn/cache.json';
import bnCandidates from './bn/candidates.json';
import bnCommon from './bn/common.json';
import bnCompliance from './bn/compliance.json';
import bnContentForm from './bn/contentForm.json';
import bnCrmConnection from './bn/crmConnection.json';
import bnDashboard from './bn/dashboard.json';
import bnDocuments from './bn/documents.json';
import bnGeo from './bn/geo.json';
import bnLogs from './bn/logs.json';
import bnMedia from './bn/media.json';
import bnMfa from './bn/mfa.json';
import bnNews from './bn/news.json';
import bnPages from './bn/pages.json';
import bnPermissions from './bn/permissions.json';
import bnPublicContent from './bn/publicContent.json';
import bnReferees from './bn/referees.json';
import bnRichText from './bn/richText.json';
import bnRoles from './bn/roles.json';

/**
 * Bengali UI strings, one JSON file per feature under bn/. Typing bn as typeof en makes a missing Bengali string a
 * compile error (the import of en is a type only: it adds nothing to this chunk).
 */
export const bn: typeof en = { ...bnCommon, ...bnAccount, ...bnAdminUsers, ...bnGeo, ...bnAddresses, ...bnCompliance, ...bnDashboard, ...bnDocuments, ...bnCandidates, ...bnRoles, ...bnPermissions, ...bnCache, ...bnLogs, ...bnReferees, ...bnMfa, ...bnMedia, ...bnPublicContent, ...bnContentForm, ...bnNews, ...bnRichText, ...bnPages, ...bnCrmConnection };

/** What i18next holds for Bengali: the contract's messages and the UI strings, in one namespace. */
export const catalogue = { ...messagesBn, ...bn };
