import { AddContactScreen } from '../components/add-contact-screen';

/** /user/add-new-phone */
export function Component() {
  return <AddContactScreen kind="phone" />;
}
