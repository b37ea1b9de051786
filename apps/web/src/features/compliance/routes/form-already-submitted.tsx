import { Anchor, Stack, Title } from '@mantine/core';
import { isFormKey } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useChecklist } from '../api';
import { FormAlreadySubmittedNotification } from '../components/form-already-submitted-notification';

/**
 * /Components/FormAlreadySubmittedNotification: the notice on a page of its own, as older
 * links open it. With `?form=<group>/<slug>` it shows that form's status and a link to it.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const formKey = params.get('form');
  const checklist = useChecklist();
  const item = isFormKey(formKey) ? checklist.data?.data.find((candidate) => candidate.key === formKey) : undefined;

  return (
    <Stack gap="lg">
      <Title order={1}>{item ? item.title : t('compliance.notice.page_title')}</Title>
      <FormAlreadySubmittedNotification
        status={item?.status}
        submittedAt={item?.submitted_at}
        reviewedAt={item?.reviewed_at}
        expiresAt={item?.expires_at}
        expiringSoon={item?.expiring_soon}
      />
      {item && (
        <Anchor component={Link} to={`/${item.key}`}>
          {t('compliance.notice.view_form')}
        </Anchor>
      )}
    </Stack>
  );
}
