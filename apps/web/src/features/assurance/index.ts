/** What the app's screens use from assurance packs: the officer's card on the candidate summary. */
export { AssuranceCard } from './components/assurance-card';
