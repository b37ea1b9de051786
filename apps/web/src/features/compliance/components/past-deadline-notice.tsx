import { Alert } from '@mantine/core';
import { complianceToday, dueDate, isFormKey, type FormAnswers, type FormDefinition } from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '@/components/form-renderer/resolver';
import { localiseDigits } from '@/lib/numbers';
import { useRulePolicy } from '@/lib/site';

/**
 * Before a required form is sent: warns when its answers put it past its deadline already (a DBS certificate
 * older than the agency's re-check, say), so that the candidate is not surprised to see it expired at once.
 * Sending is still allowed: the officer may record a check that moves the deadline.
 */
export function PastDeadlineNotice({ definition }: { definition: FormDefinition }) {
  const { t } = useTranslation();
  const policy = useRulePolicy();
  const answers = useWatch<FormValues, 'answers'>({ name: 'answers' });
  if (!isFormKey(definition.key)) return null;
  const deadline = dueDate(definition.key, { answers: answers as FormAnswers, submitted_at: new Date() }, { policy });
  if (!deadline || deadline.due_at >= complianceToday()) return null;
  return (
    <Alert color="orange" variant="light" title={t('compliance.form.past_deadline_title')}>
      {t('compliance.form.past_deadline', { rule: t(deadline.label as ParseKeys, deadline.params), date: localiseDigits(deadline.due_at) })}
    </Alert>
  );
}
