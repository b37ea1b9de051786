import { Button, Group, Image, Modal, Stack, TextInput } from '@mantine/core';
import { MEDIA_ALT_MAX, type TMediaItem } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AltPromptProps {
  /** The uploaded image waiting for its alt text; null when none waits. */
  item: TMediaItem | null;
  pending: boolean;
  error?: string;
  onInsert: (alt: string) => void;
  onSkip: () => void;
}

/**
 * Asks for the alt text of an image that was pasted or dropped into the editor. It is inserted only once
 * the text is written; skipping leaves the image in the media library but not in the content.
 */
export function AltPrompt({ item, pending, error, onInsert, onSkip }: AltPromptProps) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const missing = alt.trim() === '';

  const close = () => {
    setAlt('');
    setTried(false);
    onSkip();
  };

  return (
    <Modal opened={item !== null} onClose={close} title={t('richText.alt_title')} centered closeButtonProps={{ 'aria-label': t('richText.alt_skip') }}>
      {item && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (missing) return;
            onInsert(alt.trim());
            setAlt('');
            setTried(false);
          }}
        >
          <Stack gap="md">
          <Image src={item.variants.small?.url ?? item.variants.original?.url} alt="" mah={160} fit="contain" />
          <TextInput
            label={t('richText.alt_label')}
            description={t('richText.alt_description')}
            required
            data-autofocus
            value={alt}
            maxLength={MEDIA_ALT_MAX}
            onChange={(event) => setAlt(event.currentTarget.value)}
            error={tried && missing ? t('richText.alt_required') : error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('richText.alt_skip')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('richText.alt_insert')}
            </Button>
          </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
