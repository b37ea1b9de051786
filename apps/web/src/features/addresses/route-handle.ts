import type { TAddressScope } from '@portal/contract';
import { useMatches } from 'react-router';

/** What an address route is for: the router sets it, so one screen serves the /user and /admin shapes. */
export interface AddressRouteHandle {
  audience: 'self' | 'admin';
  scope?: TAddressScope;
}

export function useAddressRoute(): AddressRouteHandle {
  const handle = useMatches().at(-1)?.handle as Partial<AddressRouteHandle> | undefined;
  return { audience: handle?.audience ?? 'self', scope: handle?.scope };
}
