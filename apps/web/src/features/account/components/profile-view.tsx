import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { GENDERS, type TAccountProfile } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailList } from './detail-list';
import { UserAvatar } from './user-avatar';

function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function VerifiedBadge({ at }: { at: string | null }) {
  const { t } = useTranslation();
  return (
    <Badge color={at ? 'brand' : 'gray'} variant="light" tt="none" ml="xs">
      {t(at ? 'account.profile.verified' : 'account.profile.not_verified')}
    </Badge>
  );
}

/** A profile link, or nothing when there is none. */
function externalLink(href: string | null): ReactNode {
  if (!href) return null;
  // The server only stores http(s) links to the named sites; they still open without access to this page.
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
      {href}
    </Anchor>
  );
}

/** /user/profile: everything the person has told us, with a way to edit each part. */
export function ProfileView({ profile }: { profile: TAccountProfile }) {
  const { t, i18n } = useTranslation();
  const gender = GENDERS.find((item) => item.key === profile.gender);
  const emergency = profile.emergency_contact;
  const editButton = (to: string, label: string) => (
    <Button component={Link} to={to} variant="light" size="compact-md">
      {label}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group gap="lg">
        <UserAvatar profile={profile} size={96} />
        <Stack gap={4}>
          <Text fz="xl" fw={700}>
            {profile.name}
          </Text>
          <Text>{profile.email}</Text>
          <Anchor component={Link} to="/user/edit-profile-pic">
            {t('account.profile.change_picture')}
          </Anchor>
        </Stack>
      </Group>
      <Section title={t('account.profile.details')} action={editButton('/user/profile/edit', t('account.profile.edit'))}>
        <DetailList
          details={[
            { label: t('account.profile.name'), value: profile.name },
            { label: t('account.profile.email'), value: <>{profile.email}<VerifiedBadge at={profile.email_verified_at} /></> },
            { label: t('account.profile.phone'), value: profile.phone && <>{profile.phone}<VerifiedBadge at={profile.phone_verified_at} /></> },
            { label: t('account.profile.date_of_birth'), value: profile.date_of_birth },
            { label: t('account.profile.gender'), value: gender && (i18n.language === 'bn' ? gender.name_bn : gender.name) },
            { label: t('account.profile.intro_bio'), value: profile.intro_bio },
          ]}
        />
      </Section>
      <Section title={t('account.profile.social')} action={editButton('/user/edit-social-info', t('account.profile.edit_social'))}>
        <DetailList
          details={[
            { label: t('account.social.facebook'), value: externalLink(profile.social.facebook) },
            { label: t('account.social.twitter'), value: externalLink(profile.social.twitter) },
            { label: t('account.social.linkedin'), value: externalLink(profile.social.linkedin) },
          ]}
        />
      </Section>
      <Section title={t('account.profile.emergency')} action={editButton('/user/edit-emergency-info', t('account.profile.edit_emergency'))}>
        <DetailList
          details={[
            { label: t('account.emergency.full_name'), value: emergency?.full_name },
            { label: t('account.emergency.relationship'), value: emergency?.relationship },
            { label: t('account.emergency.phone'), value: emergency?.phone },
            { label: t('account.emergency.address'), value: emergency?.address },
          ]}
        />
      </Section>
    </Stack>
  );
}
