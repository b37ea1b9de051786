import type { TAddress } from '@portal/contract';
import type { AddressOwner } from './api';

export interface AddressPaths {
  list: string;
  addLocal: string;
  addInternational: string;
  edit: (address: Pick<TAddress, 'id' | 'scope'>) => string;
}

/**
 * Screen routes for one owner. Self-service mirrors the admin shapes of spec 2 without the user id:
 * /user/address, /user/address/add[/international], /user/address/edit[/international]/{address id}.
 */
export function addressPaths(owner: AddressOwner): AddressPaths {
  const root = owner.kind === 'self' ? '/user/address' : '/admin/user/address';
  const userSuffix = owner.kind === 'self' ? '' : `/${owner.userId}`;
  return {
    list: `${root}${userSuffix}`,
    addLocal: `${root}/add${userSuffix}`,
    addInternational: `${root}/add/international${userSuffix}`,
    edit: (address) => `${root}/edit${address.scope === 'international' ? '/international' : ''}/${address.id}`,
  };
}
