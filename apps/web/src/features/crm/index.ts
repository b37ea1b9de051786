/** What the app's screens use from crm: the CRM card of the admin user screen. */
export { UserCrmPanel } from './components/user-crm-panel';
