import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The end of a form about the profile: back to it without saving, or save. */
export function ProfileFormActions({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button component={Link} to="/user/profile" variant="default">
        {t('account.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('account.save')}
      </Button>
    </Group>
  );
}
