import { ChangeContactScreen } from '../components/change-contact-screen';

/** /user/change-email */
export function Component() {
  return <ChangeContactScreen kind="email" />;
}
