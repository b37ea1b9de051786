import { AssuranceCard } from '@/features/assurance';
import { CandidateSummaryScreen } from '@/features/documents/components/candidate-summary-screen';

/** /admin/documents/candidate/{id}: the officers' summary of one candidate, with the assurance packs beside the pack. */
export function Component() {
  return <CandidateSummaryScreen afterPack={(candidateId) => <AssuranceCard candidateId={candidateId} />} />;
}
