import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeEntryForm } from '@/components/code-entry/code-entry-form';

interface CodeStepProps {
  /** The new address the code was sent to. */
  target: string;
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<{ message: string }>;
  onStartOver: () => void;
}

/** Step two: the six-digit code sent to the new address, with a way to get a new code or pick another address. */
export function CodeStep({ target, onConfirm, onResend, onStartOver }: CodeStepProps) {
  const { t } = useTranslation();
  return (
    <CodeEntryForm
      intro={t('account.change.code_intro', { target })}
      label={t('account.change.code')}
      submitLabel={t('account.change.confirm')}
      resendLabel={t('account.change.resend')}
      onSubmit={onConfirm}
      onResend={onResend}
      secondary={
        <Button variant="subtle" onClick={onStartOver}>
          {t('account.change.start_over')}
        </Button>
      }
    />
  );
}
