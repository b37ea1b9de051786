import { FormScreen } from '@/features/compliance/components/form-screen';
import { RefereePanel } from '@/features/referees';

/** /compliance-docs/*, /references/*, /tempest-forms/*: a compliance form, a reference's with its referee request. */
export function Component() {
  return <FormScreen RefereePanel={RefereePanel} />;
}
