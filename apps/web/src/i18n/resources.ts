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
import enAccount from './en/account.json';
import enAddresses from './en/addresses.json';
import enAdminUsers from './en/adminUsers.json';
import enCache from './en/cache.json';
import enCandidates from './en/candidates.json';
import enCommon from './en/common.json';
import enCompliance from './en/compliance.json';
import enContentForm from './en/contentForm.json';
import enCrmConnection from './en/crmConnection.json';
import enDashboard from './en/dashboard.json';
import enDocuments from './en/documents.json';
import enGeo from './en/geo.json';
import enLogs from './en/logs.json';
import enMedia from './en/media.json';
import enMfa from './en/mfa.json';
import enNews from './en/news.json';
import enPages from './en/pages.json';
import enPermissions from './en/permissions.json';
import enPublicContent from './en/publicContent.json';
import enReferees from './en/referees.json';
import enRichText from './en/richText.json';
import enRoles from './en/roles.json';

/**
 * UI strings, one JSON file per feature under en/ and bn/ (each file owns its own top-level keys).
 * Typing bn as typeof en makes a missing Bengali string a compile error.
 */
export const en = { ...enCommon, ...enAccount, ...enAdminUsers, ...enGeo, ...enAddresses, ...enCompliance, ...enDashboard, ...enDocuments, ...enCandidates, ...enRoles, ...enPermissions, ...enCache, ...enLogs, ...enReferees, ...enMfa, ...enMedia, ...enPublicContent, ...enContentForm, ...enNews, ...enRichText, ...enPages, ...enCrmConnection };
export const bn: typeof en = { ...bnCommon, ...bnAccount, ...bnAdminUsers, ...bnGeo, ...bnAddresses, ...bnCompliance, ...bnDashboard, ...bnDocuments, ...bnCandidates, ...bnRoles, ...bnPermissions, ...bnCache, ...bnLogs, ...bnReferees, ...bnMfa, ...bnMedia, ...bnPublicContent, ...bnContentForm, ...bnNews, ...bnRichText, ...bnPages, ...bnCrmConnection };
