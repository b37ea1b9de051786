import { ChangeAddressScreen } from '../components/change-address-screen';

/** /user/change-email */
export function Component() {
  return <ChangeAddressScreen kind="email" />;
}
