import { RegisterScreen } from '@/features/auth/components/register-screen';
import { TERMS_PAGE_SLUG, useTermsPage } from '@/features/content';

/** /register_: joining, with the terms checkbox linked to the published terms page when there is one. */
export function Component() {
  const terms = useTermsPage();
  return <RegisterScreen termsHref={terms ? `/page/${TERMS_PAGE_SLUG}` : null} />;
}
