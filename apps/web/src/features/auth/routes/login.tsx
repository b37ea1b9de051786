import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ZLoginRequest, type TAuthResponse, type TLoginMfaRequest } from '@portal/contract';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { NarrowPage } from '@/components/narrow-page';
import { enrolmentPath } from '@/lib/security-paths';
import { loadSession } from '@/lib/current-user';
import { HttpError } from '@/lib/http-error';
import { landingPath } from '@/lib/landing';
import { AppLoading } from '@/components/app-loading';
import { withChunkReload } from '@/lib/chunk-reload';
import { useLogin, useLoginSecondFactor } from '../api';
import { initialLoginStep, loginStepReducer } from '../login-steps';
import { safeRedirect } from '@/lib/safe-redirect';

/**
 * The second step (codes, passkeys, recovery codes: their forms and the passkey library) only for accounts that have
 * one: its code is asked for as the password is sent, so it is usually here by the time the answer is.
 */
const loadSecondFactorStep = withChunkReload(() => import('../components/second-factor-step'));
const SecondFactorStep = lazy(() => loadSecondFactorStep().then((module) => ({ default: module.SecondFactorStep })));

/**
 * /login: the password, then, for an account with a second factor, the code, passkey or recovery code.
 * The typed email and password stay in the form throughout, so going back to the first step loses nothing.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectParam = searchParams.get('redirect');
  const login = useLogin();
  const secondFactor = useLoginSecondFactor();
  const [state, dispatch] = useReducer(loginStepReducer, initialLoginStep);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZLoginRequest, { login: '', password: '' });

  // Signed in: where the person was going, else their landing page (the dashboard for staff, home for
  // candidates); but first to set up the second factor their role requires, which then leads there.
  const finish = async (auth: TAuthResponse) => {
    const target = safeRedirect(redirectParam, landingPath(await loadSession().catch(() => null)));
    await navigate(auth.scope === 'mfa_enrolment' ? enrolmentPath(target) : target, { replace: true });
  };

  const submit = onSubmit(async (values) => {
    void loadSecondFactorStep().catch(() => undefined);
    const answer = await login.mutateAsync(values);
    if ('mfa_required' in answer) dispatch({ type: 'challenged', answer, now: Date.now() });
    else await finish(answer);
  });

  const sendProof = async (proof: TLoginMfaRequest) => {
    try {
      await finish(await secondFactor.mutateAsync(proof));
    } catch (error) {
      // The challenge is used up or too old: back to the password, with the server's reason.
      if (error instanceof HttpError && error.statusCode === 401) dispatch({ type: 'expired', message: error.message });
      else throw error;
    }
  };

  const expiresAt = state.step === 'second_factor' ? state.expiresAt : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'expired', message: t('security.challenge_invalid') }),
      Math.max(0, expiresAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt, t]);

  if (state.step === 'second_factor') {
    return (
      <Suspense fallback={<AppLoading />}>
        <SecondFactorStep
          state={state}
          login={form.getValues('login')}
          onMethodChange={(method) => dispatch({ type: 'use_method', method })}
          onProof={sendProof}
          onStartOver={() => dispatch({ type: 'start_over' })}
        />
      </Suspense>
    );
  }

  return (
    <NarrowPage title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError ?? state.notice} />
          <TextInput
            label={t('login.login_label')}
            autoComplete="username"
            required
            error={fieldError('login')}
            {...form.register('login')}
          />
          <PasswordField
            label={t('login.password_label')}
            autoComplete="current-password"
            required
            error={fieldError('password')}
            {...form.register('password')}
          />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot_link')}
          </Anchor>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('login.submit')}
          </Button>
          <Text size="sm">
            {t('login.no_account')}{' '}
            <Anchor component={Link} to="/register_">
              {t('login.register_link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </NarrowPage>
  );
}
