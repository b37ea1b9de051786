import type { TCreateAddressRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useUserSummary } from '@/lib/user-summary';
import { Screen } from '@/components/screen';
import { useHomeCountry } from '@/lib/site';
import { useCreateAddress, type AddressOwner } from '../api';
import { AddressForm } from '../components/address-form';
import { NoUser } from '../components/no-user';
import { addressPaths } from '../paths';
import { localCountryKey } from '../local-country';
import { useAddressRoute } from '../route-handle';
import { notifyDone } from '@/lib/notify';

function AddAddress({ owner, title }: { owner: AddressOwner; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { scope = 'local' } = useAddressRoute();
  const home = useHomeCountry();
  const create = useCreateAddress(owner);
  const paths = addressPaths(owner);
  const submit = async (values: TCreateAddressRequest) => {
    await create.mutateAsync(values);
    notifyDone(t('addresses.form.saved'));
    await navigate(paths.list);
  };
  return (
    <Screen title={title} maw={640}>
      <AddressForm key={scope} scope={scope} country={home} onSubmit={submit} cancelTo={paths.list} />
    </Screen>
  );
}

/** /user/address/add[/international] and /admin/user/address/add[/international]/{id?}. */
export function Component() {
  const { t } = useTranslation();
  const { audience, scope = 'local' } = useAddressRoute();
  const { id } = useParams();
  const userId = audience === 'admin' ? id : undefined;
  const { data: user } = useUserSummary(userId);
  const home = useHomeCountry();
  const title = t(scope === 'local' ? `addresses.form.add_local_title_${localCountryKey(home)}` : 'addresses.form.add_international_title');

  if (audience === 'self') return <AddAddress owner={{ kind: 'self' }} title={title} />;
  if (!userId) return <NoUser title={title} />;
  return <AddAddress key={userId} owner={{ kind: 'user', userId }} title={user ? `${title}: ${user.name}` : title} />;
}
