import { AddContactScreen } from '../components/add-contact-screen';

/** /user/add-new-email */
export function Component() {
  return <AddContactScreen kind="email" />;
}
