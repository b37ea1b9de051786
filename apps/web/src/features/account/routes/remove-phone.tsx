import { RemoveContactsScreen } from '../components/remove-contacts-screen';

/** /user/remove-phone */
export function Component() {
  return <RemoveContactsScreen kind="phone" />;
}
