import { Badge, Group } from '@mantine/core';
import type { TSubmissionStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Filled badges with automatic black or white text: every pair passes WCAG AA contrast. */
const COLOURS: Record<TSubmissionStatus, string> = {
  not_started: 'gray.7',
  draft: 'blue.8',
  submitted: 'yellow.4',
  approved: 'brand.7',
  rejected: 'red.9',
  expired: 'red.9',
};

interface SubmissionStatusBadgeProps {
  status: TSubmissionStatus;
  expiringSoon?: boolean;
  /** Whose words: the candidate's checklist (default) or the officers' review screens ("Awaiting review"). */
  wording?: 'compliance' | 'documents';
}

/** The state of a form in words and colour (words first: colour alone says nothing to some). */
export function SubmissionStatusBadge({ status, expiringSoon = false, wording = 'compliance' }: SubmissionStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={COLOURS[status]} variant={status === 'not_started' ? 'outline' : 'filled'} autoContrast>
        {t(`${wording}.status.${status}`)}
      </Badge>
      {expiringSoon && (
        <Badge color="orange.4" variant="filled" autoContrast>
          {t(`${wording}.status.expiring_soon`)}
        </Badge>
      )}
    </Group>
  );
}
