import type { Permission } from '@portal/contract';
import type { Params } from 'react-router';

export interface GuardContext {
  request: Request;
  params: Params;
}

/** One named step; it returns normally to let the route load, or throws a redirect or an error. */
export type Guard = (context: GuardContext) => Promise<void> | void;

export interface PermissionStep {
  permission: Permission;
}
