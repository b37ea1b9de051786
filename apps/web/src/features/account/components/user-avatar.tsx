import { Avatar } from '@mantine/core';
import type { TAccountProfile } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useAvatarUrl } from '../api';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** The person's picture, or their initials while they have none. */
export function UserAvatar({ profile, size }: { profile: TAccountProfile; size: number }) {
  const { t } = useTranslation();
  const url = useAvatarUrl(profile.avatar_version, size > 128 ? 512 : 128);
  return (
    <Avatar src={url} alt={t('account.profile.avatar_alt', { name: profile.name })} size={size} radius={size} color="brand" variant="filled">
      {initials(profile.name)}
    </Avatar>
  );
}
