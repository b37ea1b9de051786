import { ChangeContactScreen } from '../components/change-contact-screen';

/** /user/change-phone */
export function Component() {
  return <ChangeContactScreen kind="phone" />;
}
