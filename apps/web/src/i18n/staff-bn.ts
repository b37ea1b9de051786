import { staffMessagesBn } from '@portal/contract';
import type { enStaff } from './staff-en';
import bnUsers from './bn/users.json';
import bnCache from './bn/cache.json';
import bnCandidates from './bn/candidates.json';
import bnContentForm from './bn/contentForm.json';
import bnCrmConnection from './bn/crmConnection.json';
import bnDashboard from './bn/dashboard.json';
import bnDocuments from './bn/documents.json';
import bnLogs from './bn/logs.json';
import bnMedia from './bn/media.json';
import bnNews from './bn/news.json';
import bnPages from './bn/pages.json';
import bnPermissions from './bn/permissions.json';
import bnRichText from './bn/richText.json';
import bnRoles from './bn/roles.json';

/** The Bengali strings only staff screens show (see staff-en.ts), typed by English's. */
export const bnStaff: typeof enStaff = { ...bnUsers, ...bnDashboard, ...bnDocuments, ...bnCandidates, ...bnRoles, ...bnPermissions, ...bnCache, ...bnLogs, ...bnMedia, ...bnContentForm, ...bnNews, ...bnRichText, ...bnPages, ...bnCrmConnection };

/** What i18next adds for Bengali with the admin layout: the contract's staff messages and these UI strings. */
export const catalogue = { ...staffMessagesBn, ...bnStaff };
