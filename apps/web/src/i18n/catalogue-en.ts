import { messagesEn } from '@portal/contract';
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
 * English UI strings, one JSON file per feature under en/ (each file owns its own top-level keys). Loaded on its own
 * (resources.ts), so a page in Bengali never downloads them.
 */
export const en = { ...enCommon, ...enAccount, ...enAdminUsers, ...enGeo, ...enAddresses, ...enCompliance, ...enDashboard, ...enDocuments, ...enCandidates, ...enRoles, ...enPermissions, ...enCache, ...enLogs, ...enReferees, ...enMfa, ...enMedia, ...enPublicContent, ...enContentForm, ...enNews, ...enRichText, ...enPages, ...enCrmConnection };

/** What i18next holds for English: the contract's messages and the UI strings, in one namespace. */
export const catalogue = { ...messagesEn, ...en };
