import { Badge, Group, SimpleGrid } from '@mantine/core';
import type { TAdminUserDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/role-name/role-label';
import { useDateFormat } from '@/lib/site';
import { DetailItem } from '@/components/detail-item';

/** Who the user is and how their account stands, as a description list. */
export function UserSummary({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const verification = (at: string | null) =>
    at ? t('users.detail.verified_on', { date: format.date(at) }) : t('users.detail.not_verified');

  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <DetailItem label={t('users.detail.email')}>
        {user.email} ({verification(user.email_verified_at)})
      </DetailItem>
      <DetailItem label={t('users.detail.phone')}>
        {user.phone ? `${user.phone} (${verification(user.phone_verified_at)})` : t('users.detail.no_phone')}
      </DetailItem>
      <DetailItem label={t('users.detail.roles')}>
        {user.roles.length === 0 ? (
          t('users.detail.no_roles')
        ) : (
          <Group gap={4} component="span">
            {user.roles.map((role) => (
              <Badge key={role} component="span" variant="outline" color="gray.8" tt="none">
                {roleLabel(t, role)}
              </Badge>
            ))}
          </Group>
        )}
      </DetailItem>
      <DetailItem label={t('users.detail.created')}>{format.dateTime(user.created_at)}</DetailItem>
      <DetailItem label={t('users.detail.updated')}>{format.dateTime(user.updated_at)}</DetailItem>
    </SimpleGrid>
  );
}
