import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { getFormDefinitionByKey, type FormAnswers, type TSubmission } from '@portal/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { useLocalized } from '@/components/form-renderer/localized';
import { useSession } from '@/lib/current-user';
import { HttpError } from '@/lib/http-error';
import { useFormSubmission } from '../api';
import { LOCKED_STATUSES } from '../draft-store';
import { ChangeRequestAlert } from './change-request-alert';
import { EditableForm } from './editable-form';
import { LockedForm } from './locked-form';
import { RelatedForms } from './related-forms';

/** Routes made from the form registry carry their form's key in `handle`. */
export interface FormRouteHandle {
  formKey: string;
}

function useRouteFormKey(): string | undefined {
  const match = [...useMatches()].reverse().find((m) => typeof (m.handle as Partial<FormRouteHandle> | undefined)?.formKey === 'string');
  return (match?.handle as FormRouteHandle | undefined)?.formKey;
}

/** Answers handed over by another screen, e.g. the referee's name from /references/create. */
function usePrefill(): FormAnswers | undefined {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('prefill' in state)) return undefined;
  const { prefill } = state as { prefill: unknown };
  return typeof prefill === 'object' && prefill !== null ? (prefill as FormAnswers) : undefined;
}

/** Drawn above a reference's form: the request to its referee (the referees feature's panel, given by the screen). */
export type RefereePanel = ComponentType<{ formKey: string; submission: TSubmission | null }>;

/** Every compliance document, reference and declaration: /compliance-docs/*, /references/*, /tempest-forms/*. */
export function FormScreen({ RefereePanel }: { RefereePanel: RefereePanel }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const formKey = useRouteFormKey() ?? '';
  const definition = getFormDefinitionByKey(formKey);
  const user = useSession()?.user;
  const query = useFormSubmission(formKey, definition !== undefined);
  const prefill = usePrefill();

  if (!definition) throw new HttpError(404, t('errors.not_found'));
  if (query.isError) throw query.error;
  const submission = query.data?.submission ?? null;
  const changeRequest = query.data?.change_request ?? null;
  // An officer's open change request lets the candidate send a new version of a submitted or approved form.
  const locked = submission !== null && LOCKED_STATUSES.includes(submission.status) && changeRequest === null;
  // The law forbids asking this for the candidate's work; an earlier submission still opens.
  const forbidden = query.data?.rules.forbidden === true && submission === null;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/compliance" size="sm">
        {t('compliance.form.back')}
      </Anchor>
      <Stack gap="xs">
        <Title order={1}>{local(definition.title)}</Title>
        <Text>{local(definition.description)}</Text>
        <RelatedForms definition={definition} />
      </Stack>
      {changeRequest && <ChangeRequestAlert request={changeRequest} />}
      {definition.group === 'references' && !query.isPending && (
        <RefereePanel formKey={formKey} submission={submission} />
      )}
      {query.isPending || !user ? (
        <Loader aria-label={t('compliance.form.loading')} />
      ) : forbidden ? (
        <Alert color="gray" title={t('compliance.form.not_asked_title')}>
          <Stack gap="xs">
            <Text>{query.data?.rules.why}</Text>
            <Anchor component={Link} to="/compliance/profile">
              {t('compliance.form.not_asked_change_profile')}
            </Anchor>
          </Stack>
        </Alert>
      ) : locked ? (
        <LockedForm key={`${submission.id}:${submission.status}`} definition={definition} submission={submission} />
      ) : (
        <EditableForm
          key={formKey}
          definition={definition}
          submission={submission}
          userId={user.id}
          prefill={prefill}
          required={query.data?.rules.requirement === 'required'}
        />
      )}
    </Stack>
  );
}
