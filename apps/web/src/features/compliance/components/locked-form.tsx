import { Stack } from '@mantine/core';
import type { FormDefinition, TSubmission } from '@portal/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { rememberFiles } from '@/components/file-drop/file-names';
import { FormRenderer } from '@/components/form-renderer/form-renderer';
import type { FormValues } from '@/components/form-renderer/resolver';
import { FormAlreadySubmittedNotification } from './form-already-submitted-notification';
import classes from './locked-form.module.css';

interface LockedFormProps {
  definition: FormDefinition;
  submission: TSubmission;
}

/** A submitted or approved form: the notice, then every answer read-only, files still viewable. */
export function LockedForm({ definition, submission }: LockedFormProps) {
  rememberFiles(submission.files);
  const form = useForm<FormValues>({ defaultValues: { answers: submission.answers } });
  return (
    <Stack gap="lg">
      <FormAlreadySubmittedNotification
        status={submission.status}
        submittedAt={submission.submitted_at}
        reviewedAt={submission.reviewed_at}
        expiresAt={submission.expires_at}
        expiringSoon={submission.expiring_soon}
      />
      <div className={classes.answers}>
        <FormProvider {...form}>
          <FormRenderer definition={definition} readOnly signedBy={submission.signature?.full_name} />
        </FormProvider>
      </div>
    </Stack>
  );
}
