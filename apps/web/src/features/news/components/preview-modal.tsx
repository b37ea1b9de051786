import { Image, Modal, SegmentedControl, Stack, Text, Title, Typography } from '@mantine/core';
import type { TNewsItem } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/site';

interface PreviewModalProps {
  item: TNewsItem | undefined;
  opened: boolean;
  onClose: () => void;
}

/**
 * The last saved version as readers will see it, in either language (English where the Bengali is empty,
 * as on the public site). The body is the HTML the server returned after sanitising it, never the
 * editor's unsaved HTML.
 */
export function PreviewModal({ item, opened, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [language, setLanguage] = useState<'en' | 'bn'>('en');
  if (!item) return null;
  const text = (value: { en: string; bn: string }) => (language === 'bn' && value.bn ? value.bn : value.en);
  const shown = language === 'bn' && !item.body.bn ? 'en' : language;

  return (
    <Modal opened={opened} onClose={onClose} title={t('news.editor.preview_title')} size="xl" closeButtonProps={{ 'aria-label': t('contentForm.close') }}>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('news.editor.preview_language')}
          value={language}
          onChange={(value) => setLanguage(value === 'bn' ? 'bn' : 'en')}
          data={[
            { value: 'en', label: t('contentForm.in_english') },
            { value: 'bn', label: t('contentForm.in_bengali') },
          ]}
        />
        <article lang={shown}>
          <Stack gap="sm">
            <Title order={2}>{text(item.title)}</Title>
            {item.publish_at && (
              <Text size="sm" c="gray.7">
                {format.date(item.publish_at)}
              </Text>
            )}
            {item.featured_image && (
              <Image src={item.featured_image.variants.medium?.url ?? item.featured_image.variants.original?.url} alt={item.featured_image.alt} radius="sm" />
            )}
            {text(item.summary) && <Text fw={500}>{text(item.summary)}</Text>}
            <Typography>
              {/* Sanitised by the server on write (its allow-list); this is the stored HTML. */}
              <div dangerouslySetInnerHTML={{ __html: text(item.body) }} />
            </Typography>
          </Stack>
        </article>
      </Stack>
    </Modal>
  );
}
