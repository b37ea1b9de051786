import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button is labelled in the current language. */
export function PasswordField(props: ComponentPropsWithRef<typeof PasswordInput>) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('app.toggle_password') }} {...props} />;
}
