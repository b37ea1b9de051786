import { ChangeAddressScreen } from '../components/change-address-screen';

/** /user/change-phone */
export function Component() {
  return <ChangeAddressScreen kind="phone" />;
}
