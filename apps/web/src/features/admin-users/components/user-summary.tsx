import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { TAdminUserDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/site';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who the user is and how their account stands, as a description list. */
export function UserSummary({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const verification = (at: string | null) =>
    at ? t('adminUsers.detail.verified_on', { date: format.date(at) }) : t('adminUsers.detail.not_verified');

  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <Item label={t('adminUsers.detail.email')}>
        {user.email} ({verification(user.email_verified_at)})
      </Item>
      <Item label={t('adminUsers.detail.phone')}>
        {user.phone ? `${user.phone} (${verification(user.phone_verified_at)})` : t('adminUsers.detail.no_phone')}
      </Item>
      <Item label={t('adminUsers.detail.roles')}>
        {user.roles.length === 0 ? (
          t('adminUsers.detail.no_roles')
        ) : (
          <Group gap={4} component="span">
            {user.roles.map((role) => (
              <Badge key={role} component="span" variant="outline" color="gray.8" tt="none">
                {role}
              </Badge>
            ))}
          </Group>
        )}
      </Item>
      <Item label={t('adminUsers.detail.created')}>{format.dateTime(user.created_at)}</Item>
      <Item label={t('adminUsers.detail.updated')}>{format.dateTime(user.updated_at)}</Item>
    </SimpleGrid>
  );
}
