import { staffMessagesEn } from '@portal/contract';
import enUsers from './en/users.json';
import enCache from './en/cache.json';
import enCandidates from './en/candidates.json';
import enContentForm from './en/contentForm.json';
import enCrmConnection from './en/crmConnection.json';
import enDashboard from './en/dashboard.json';
import enDocuments from './en/documents.json';
import enLogs from './en/logs.json';
import enMedia from './en/media.json';
import enNews from './en/news.json';
import enPages from './en/pages.json';
import enPermissions from './en/permissions.json';
import enRichText from './en/richText.json';
import enRoles from './en/roles.json';

/**
 * The English strings only staff screens show (the admin layout's features: dashboard, users, roles and permissions,
 * documents review, candidates, logs, cache, the CRM, news, pages and media): loaded with the admin layout
 * (i18n/index.ts, `loadStrings('staff')`), so the public and candidates' pages never download them.
 */
export const enStaff = { ...enUsers, ...enDashboard, ...enDocuments, ...enCandidates, ...enRoles, ...enPermissions, ...enCache, ...enLogs, ...enMedia, ...enContentForm, ...enNews, ...enRichText, ...enPages, ...enCrmConnection };

/** What i18next adds for English with the admin layout: the contract's staff messages and these UI strings. */
export const catalogue = { ...staffMessagesEn, ...enStaff };
