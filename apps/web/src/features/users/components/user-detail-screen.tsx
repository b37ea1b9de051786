import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { can, type TAdminUserDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '@/lib/current-user';
import { SectionCard } from '@/components/section-card';
import { useAdminUser } from '../api';
import { BanPanel } from './ban-panel';
import { DeletePanel } from './delete-panel';
import { DetailsForm } from './details-form';
import { MfaPanel } from './mfa-panel';
import { RolesForm } from './roles-form';
import { StatusBadge } from './status-badge';
import { UserSummary } from './user-summary';
import { VerifyPanel } from './verify-panel';

interface UserDetailScreenProps {
  /** Beside the name: ways to other screens about this user. */
  actions?: (user: TAdminUserDetail) => ReactNode;
  /** After the account's own sections, before ban and delete: other features' cards about this user. */
  sections?: (user: TAdminUserDetail) => ReactNode;
}

/** /admin/user/{id}: one user's account and what an administrator may do with it. */
export function UserDetailScreen({ actions, sections }: UserDetailScreenProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const { data: user } = useAdminUser(id);
  if (!user || !session) return <Loader aria-label={t('app.loading')} />;

  const permissions = session.permissions;
  const self = session.user.id === user.id;
  const mayUpdate = can(permissions, 'users.update');
  const mayBan = can(permissions, 'users.ban') && !self;
  const mayDelete = can(permissions, 'users.delete') && !self;

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to="/admin/user/list" size="sm">
        ← {t('users.detail.back')}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1}>{user.name}</Title>
          <StatusBadge status={user.status} />
        </Group>
        {actions?.(user)}
      </Group>
      <SectionCard title={t('users.detail.summary_title')}>
        <UserSummary user={user} />
      </SectionCard>
      <SectionCard title={t('users.mfa.title')} intro={t('users.mfa.intro')}>
        <MfaPanel user={user} mayReset={mayUpdate && !self} self={self} />
      </SectionCard>
      {mayUpdate && (
        <>
          <SectionCard title={t('users.detail.details_title')}>
            {/* Keyed by the last change, so the form starts from the saved values after every update. */}
            <DetailsForm key={user.updated_at} user={user} />
          </SectionCard>
          <SectionCard title={t('users.detail.roles_title')}>
            <RolesForm key={user.roles.join()} user={user} />
          </SectionCard>
          <SectionCard title={t('users.detail.verify_title')} intro={t('users.detail.verify_intro')}>
            <VerifyPanel user={user} />
          </SectionCard>
          <SectionCard title={t('users.detail.password_title')} intro={t('users.detail.password_intro')}>
            <Button component={Link} to={`/admin/user/password-info/${user.id}`} variant="light" style={{ alignSelf: 'flex-start' }}>
              {t('users.detail.password_link')}
            </Button>
          </SectionCard>
          <SectionCard title={t('users.detail.more_title')}>
            <Group gap="sm">
              <Button component={Link} to={`/admin/user/profile-image/${user.id}`} variant="light">
                {t('users.detail.profile_image_link')}
              </Button>
              <Button component={Link} to={`/admin/user/social-info/${user.id}`} variant="light">
                {t('users.detail.social_link')}
              </Button>
            </Group>
          </SectionCard>
        </>
      )}
      {sections?.(user)}
      {mayBan && (
        <SectionCard title={t('users.detail.ban_title')} intro={t('users.detail.ban_intro')}>
          <BanPanel user={user} />
        </SectionCard>
      )}
      {mayDelete && (
        <SectionCard title={t('users.detail.delete_title')} intro={t('users.detail.delete_intro')} danger>
          <DeletePanel user={user} />
        </SectionCard>
      )}
      {self && <Text size="sm">{t('users.detail.self_note')}</Text>}
    </Stack>
  );
}
