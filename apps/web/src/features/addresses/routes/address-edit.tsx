import type { TAddress, TCreateAddressRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { HttpError } from '@/lib/http-error';
import { useHomeCountry } from '@/lib/site';
import { Screen } from '@/components/screen';
import { useAddress, useAdminAddress, useUpdateAddress, type AddressOwner } from '../api';
import { AddressForm } from '../components/address-form';
import { addressPaths } from '../paths';
import { localCountryKey, localCountryOf } from '../local-country';
import { useAddressRoute } from '../route-handle';
import { notifyDone } from '@/lib/notify';

function EditAddress({ owner, address }: { owner: AddressOwner; address: TAddress }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { scope = 'local' } = useAddressRoute();
  const country = localCountryOf(address, useHomeCountry());
  const update = useUpdateAddress(owner, address.id);
  const paths = addressPaths(owner);
  // Each kind of address has its own edit route; a link to the other one is sent on.
  if (address.scope !== scope) return <Navigate to={paths.edit(address)} replace />;

  const submit = async (values: TCreateAddressRequest) => {
    await update.mutateAsync(values);
    notifyDone(t('addresses.form.saved'));
    await navigate(paths.list);
  };
  return (
    <Screen title={t(scope === 'local' ? `addresses.form.edit_local_title_${localCountryKey(country)}` : 'addresses.form.edit_international_title')} maw={640}>
      <AddressForm key={address.id} scope={scope} country={country} initial={address} onSubmit={submit} cancelTo={paths.list} />
    </Screen>
  );
}

function SelfEdit({ id }: { id: string }) {
  const owner: AddressOwner = { kind: 'self' };
  const { data, error } = useAddress(owner, id);
  if (error) throw error;
  return data ? <EditAddress owner={owner} address={data} /> : <AppLoading />;
}

function AdminEdit({ id }: { id: string }) {
  const { data, error } = useAdminAddress(id);
  if (error) throw error;
  return data ? <EditAddress owner={{ kind: 'user', userId: data.user_id }} address={data} /> : <AppLoading />;
}

/** /user/address/edit[/international]/{id} and /admin/user/address/edit[/international]/{id}: `id` is the address's. */
export function Component() {
  const { t } = useTranslation();
  const { audience } = useAddressRoute();
  const { id } = useParams();
  if (!id) throw new HttpError(404, t('errors.not_found'));
  return audience === 'self' ? <SelfEdit id={id} /> : <AdminEdit id={id} />;
}
