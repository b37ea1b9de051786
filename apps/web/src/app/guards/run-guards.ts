import type { LoaderFunction } from 'react-router';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { guards, requirePermission, type GuardName } from './steps';
import type { GuardContext, PermissionStep } from './types';

export type GuardStep = GuardName | PermissionStep;

/** Runs a route's steps in order; the first one that throws stops the route from loading. */
export async function runGuards(steps: readonly GuardStep[], context: GuardContext): Promise<void> {
  for (const step of steps) {
    if (typeof step === 'object') {
      await requirePermission(step.permission, context);
      continue;
    }
    const guard = Object.hasOwn(guards, step) ? guards[step] : undefined;
    if (!guard) throw new HttpError(500, i18n.t('errors.unknown_middleware', { name: String(step) }));
    await guard(context);
  }
}

/** A route loader that only runs the given steps. */
export function guard(steps: readonly GuardStep[]): LoaderFunction {
  return async ({ request, params }) => {
    await runGuards(steps, { request, params });
    return null;
  };
}
