import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMediaItem, TMediaUsage } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AltTextForm } from '@/components/media-library';
import { formatBytes, formatNumber } from '@/lib/numbers';
import { useDateFormat } from '@/lib/site';
import { FocalPoint } from './focal-point';
import { FolderForm } from './folder-form';
import classes from './media-manager.module.css';

const usageLink = (usage: TMediaUsage) => (usage.kind === 'news' ? `/admin/news/${usage.id}` : `/admin/page/${usage.id}`);

interface MediaDetailsProps {
  item: TMediaItem;
  folders: readonly string[];
  onDelete: () => void;
  /** A library-only session (legacy link) has no editor screens to link "used in" entries to. */
  linkUsage: boolean;
}

/** Everything about one image: alt text, focal point, folder, facts, where it is used, and deleting it. */
export function MediaDetails({ item, folders, onDelete, linkUsage }: MediaDetailsProps) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  const facts: [string, string][] = [
    [t('mediaLibrary.manager.dimensions'), `${formatNumber(item.width, i18n.language)} × ${formatNumber(item.height, i18n.language)}`],
    [t('mediaLibrary.manager.size'), formatBytes(item.size, i18n.language)],
    [t('mediaLibrary.manager.type'), item.mime_type],
    [t('mediaLibrary.manager.uploader'), item.owner?.name ?? t('mediaLibrary.manager.unknown')],
    [t('mediaLibrary.manager.uploaded'), dateTime(item.created_at)],
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="media-details-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="media-details-title" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Title>
        <FocalPoint item={item} />
        <AltTextForm item={item} />
        <FolderForm item={item} folders={folders} />
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm">
                {value}
              </Text>
            </div>
          ))}
        </dl>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('mediaLibrary.manager.used_in')}
          </Title>
          {item.used_in.length === 0 ? (
            <Text size="sm">{t('mediaLibrary.manager.unused')}</Text>
          ) : (
            <List size="sm" spacing={2}>
              {item.used_in.map((usage) => (
                <List.Item key={`${usage.kind}-${usage.id}`}>
                  {t(`mediaLibrary.manager.usage_${usage.kind}`)}:{' '}
                  {linkUsage ? (
                    <Anchor component={Link} to={usageLink(usage)}>
                      {usage.title}
                    </Anchor>
                  ) : (
                    usage.title
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <Button color="red.9" variant="outline" onClick={onDelete}>
          {t('mediaLibrary.manager.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}
