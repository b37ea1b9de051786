import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Which password rules to show under a field where a password is chosen: a candidate's (8 characters),
 * staff's (12), or both when the account is not known (the reset form).
 */
export type PasswordRules = 'everyone' | 'staff' | 'unknown';

const HINTS = { everyone: 'password_rules.hint', staff: 'password_rules.staff_hint', unknown: 'password_rules.any_hint' } as const;
/** The hint goes under the input, where people look once they have typed. */
const HINT_BELOW: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

interface PasswordFieldProps extends ComponentPropsWithRef<typeof PasswordInput> {
  /** Shows the rules a new password must meet under the field. */
  rules?: PasswordRules;
}

/** A password input whose show/hide button is labelled in the current language. */
export function PasswordField({ rules, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const hint = rules ? { description: t(HINTS[rules]), inputWrapperOrder: HINT_BELOW } : {};
  // The show/hide button is in the tab order: people who type with a keyboard check their password too.
  return <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('app.toggle_password') }} {...hint} {...props} />;
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  rules: PasswordRules;
  /** The two fields' registrations (react-hook-form's `register('password')`, `register('password_confirmation')`). */
  fields: { password: UseFormRegisterReturn; confirmation: UseFormRegisterReturn };
  errors: { password?: string; confirmation?: string };
}

/** Choosing a password: the new one, with its rules underneath, and the same again. */
export function NewPasswordFields({ labels, rules, fields, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={labels.password} autoComplete="new-password" rules={rules} required error={errors.password} {...fields.password} />
      <PasswordField label={labels.confirmation} autoComplete="new-password" required error={errors.confirmation} {...fields.confirmation} />
    </>
  );
}
