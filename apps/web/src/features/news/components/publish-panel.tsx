import '@mantine/dates/styles.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { TNewsItem } from '@portal/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/site';
import type { FieldErrorOf, NewsForm, PublishAction } from '../form-model';
import { NewsStatusBadge } from './status-badge';

interface PublishPanelProps {
  item: TNewsItem | undefined;
  form: NewsForm;
  fieldError: FieldErrorOf;
  /** The action being saved, if any. */
  busy: PublishAction | null;
  onAction: (action: PublishAction) => void;
  onPreview: () => void;
  readOnly: boolean;
}

/**
 * The item's state and what can change it: a draft can be saved, published now or scheduled; a scheduled
 * item rescheduled, published now or taken back to a draft; a published one saved or unpublished.
 */
export function PublishPanel({ item, form, fieldError, busy, onAction, onPreview, readOnly }: PublishPanelProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const status = item?.status ?? 'draft';
  const button = (action: PublishAction, label: string, variant: 'filled' | 'default' = 'default') => (
    <Button type="button" variant={variant} onClick={() => onAction(action)} loading={busy === action} disabled={busy !== null && busy !== action} fullWidth>
      {label}
    </Button>
  );

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="publish-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="publish-heading">
            {t('news.editor.publishing')}
          </Title>
          <NewsStatusBadge status={status} />
        </Group>
        {item?.publish_at && status !== 'draft' && (
          <Text size="sm">{t(status === 'scheduled' ? 'news.editor.goes_public' : 'news.editor.went_public', { time: format.dateTime(item.publish_at) })}</Text>
        )}
        {!readOnly && (
          <>
            {button('save', status === 'draft' ? t('news.editor.save_draft') : t('contentForm.save'), status === 'published' ? 'filled' : 'default')}
            {status !== 'published' && button('publish', t('news.editor.publish_now'), 'filled')}
            {status !== 'published' && (
              <Controller
                control={form.control}
                name="publish_at"
                render={({ field }) => (
                  <DateTimePicker
                    label={t('news.editor.schedule_at')}
                    description={t('news.editor.schedule_description')}
                    placeholder={t('news.editor.schedule_placeholder')}
                    value={field.value}
                    onChange={field.onChange}
                    valueFormat="YYYY-MM-DD hh:mm A"
                    minDate={new Date()}
                    clearable
                    error={fieldError('publish_at')}
                    popoverProps={{ withinPortal: true }}
                  />
                )}
              />
            )}
            {status !== 'published' && button('schedule', status === 'scheduled' ? t('news.editor.reschedule') : t('news.editor.schedule'))}
            {status !== 'draft' && button('unpublish', t('news.editor.unpublish'))}
          </>
        )}
        <Button type="button" variant="light" color="brand.8" onClick={onPreview} disabled={!item} fullWidth>
          {t('news.editor.preview')}
        </Button>
        {!item && (
          <Text size="xs" c="gray.7">
            {t('news.editor.preview_after_save')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
