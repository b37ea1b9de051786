import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { ZRegisterRequest } from '@portal/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { NarrowPage } from '@/components/narrow-page';
import { useRegister } from '../api';
import { notifyDone } from '@/lib/notify';

interface RegisterScreenProps {
  /** The published terms page, or null while the agency has none (the checkbox then links nowhere). */
  termsHref: string | null;
}

/** 'I agree to the terms and conditions', the words a link to the published terms (in a new tab, so nothing typed is lost). */
function TermsLabel({ href }: { href: string | null }) {
  const { t } = useTranslation();
  if (!href) return t('register.terms_label');
  return (
    <Trans
      i18nKey="register.terms_label_linked"
      // Not <link>: the parser treats an HTML void element as empty.
      components={{ terms: <Anchor href={href} target="_blank" rel="noopener" inherit /> }}
    />
  );
}

/** /register_: joining the portal. */
export function RegisterScreen({ termsHref }: RegisterScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZRegisterRequest, {
    name: '',
    email: '',
    phone: '',
    password: '',
    password_confirmation: '',
  });

  const submit = onSubmit(async (values) => {
    await register.mutateAsync(values);
    // The server has already emailed a code.
    notifyDone(t('success.code_sent'));
    await navigate('/verify-otp/email');
  });

  return (
    <NarrowPage title={t('register.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={t('register.name_label')}
            autoComplete="name"
            required
            error={fieldError('name')}
            {...form.register('name')}
          />
          <TextInput
            type="email"
            label={t('register.email_label')}
            autoComplete="email"
            required
            error={fieldError('email')}
            {...form.register('email')}
          />
          <TextInput
            type="tel"
            label={t('register.phone_label')}
            autoComplete="tel"
            error={fieldError('phone')}
            {...form.register('phone')}
          />
          <NewPasswordFields
            labels={{ password: t('register.password_label'), confirmation: t('register.confirm_label') }}
            rules="everyone"
            fields={{ password: form.register('password'), confirmation: form.register('password_confirmation') }}
            errors={{ password: fieldError('password'), confirmation: fieldError('password_confirmation') }}
          />
          <Checkbox label={<TermsLabel href={termsHref} />} error={fieldError('terms')} {...form.register('terms')} />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('register.submit')}
          </Button>
          <Text size="sm">
            {t('register.have_account')}{' '}
            <Anchor component={Link} to="/login">
              {t('register.login_link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </NarrowPage>
  );
}
