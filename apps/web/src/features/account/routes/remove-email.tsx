import { RemoveContactsScreen } from '../components/remove-contacts-screen';

/** /user/remove-email */
export function Component() {
  return <RemoveContactsScreen kind="email" />;
}
