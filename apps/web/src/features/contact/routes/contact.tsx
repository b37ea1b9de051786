import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { ZContactRequest } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { NarrowPage } from '@/components/narrow-page';
import { useSendContactMessage } from '../api';

const EMPTY_MESSAGE = { name: '', email: '', subject: '', message: '' };

export function Component() {
  const { t } = useTranslation();
  const sendMessage = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZContactRequest, EMPTY_MESSAGE);

  const submit = onSubmit(async (values) => {
    setSent(null);
    const { message } = await sendMessage.mutateAsync(values);
    form.reset(EMPTY_MESSAGE);
    setSent(message);
  });

  return (
    <NarrowPage title={t('contact.title')} intro={t('contact.intro')}>
      <div role="status">
        {sent && (
          <Alert color="brand" variant="light" role="none">
            {sent}
          </Alert>
        )}
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={t('contact.name_label')}
            autoComplete="name"
            required
            error={fieldError('name')}
            {...form.register('name')}
          />
          <TextInput
            type="email"
            label={t('contact.email_label')}
            autoComplete="email"
            required
            error={fieldError('email')}
            {...form.register('email')}
          />
          <TextInput label={t('contact.subject_label')} required error={fieldError('subject')} {...form.register('subject')} />
          <Textarea
            label={t('contact.message_label')}
            autosize
            minRows={5}
            required
            error={fieldError('message')}
            {...form.register('message')}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('contact.submit')}
          </Button>
        </Stack>
      </form>
    </NarrowPage>
  );
}
