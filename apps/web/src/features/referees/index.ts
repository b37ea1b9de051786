/** What the app's screens use from referees: the request's state on a reference form and in the checklist. */
export { RefereePanel } from './components/referee-panel';
export { RefereeStatusNote } from './components/referee-status-note';
