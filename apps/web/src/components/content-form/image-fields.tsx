import { Button, Card, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TMediaSummary } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '@/components/media-library';
import { MediaPicker } from '@/components/media-picker';

function Thumb({ image, removeLabel, onRemove, disabled }: { image: TMediaSummary; removeLabel: string; onRemove: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xs" radius="sm">
      <Card.Section>
        <MediaImage media={image} sizes="200px" style={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }} />
      </Card.Section>
      <Text size="xs" mt={6} lineClamp={2}>
        {image.alt}
      </Text>
      <Button size="xs" variant="subtle" color="red.9" mt={4} onClick={onRemove} disabled={disabled} aria-label={removeLabel}>
        {t('contentForm.images.remove')}
      </Button>
    </Card>
  );
}

interface ImageFieldProps {
  label: string;
  description?: string;
  value: TMediaSummary | null;
  onChange: (image: TMediaSummary | null) => void;
  error?: string;
  disabled?: boolean;
}

/** One image chosen from the media library (a news item's featured image, a page's banner). */
export function ImageField({ label, description, value, onChange, error, disabled }: ImageFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <Input.Wrapper label={label} description={description} error={error} labelElement="div">
      <Stack gap="xs" mt={4} maw={260}>
        {value && <Thumb image={value} removeLabel={t('contentForm.images.remove_named', { name: value.alt })} onRemove={() => onChange(null)} disabled={disabled} />}
        <Button variant="default" onClick={() => setPicking(true)} disabled={disabled}>
          {value ? t('contentForm.images.replace', { label }) : t('contentForm.images.choose', { label })}
        </Button>
      </Stack>
      <MediaPicker
        opened={picking}
        title={label}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          onChange(item);
          setPicking(false);
        }}
      />
    </Input.Wrapper>
  );
}

interface GalleryFieldProps {
  label: string;
  value: TMediaSummary[];
  max: number;
  onChange: (images: TMediaSummary[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Up to `max` images, in order; the add button gives way to the limit's message once it is reached. */
export function GalleryField({ label, value, max, onChange, error, disabled }: GalleryFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const full = value.length >= max;
  return (
    <Input.Wrapper label={label} description={t('contentForm.images.gallery_count', { count: value.length, max })} error={error} labelElement="div">
      <Stack gap="sm" mt={4}>
        {value.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
            {value.map((image, index) => (
              <Thumb
                key={`${image.id}-${index}`}
                image={image}
                removeLabel={t('contentForm.images.remove_named', { name: image.alt })}
                onRemove={() => onChange(value.filter((_, other) => other !== index))}
                disabled={disabled}
              />
            ))}
          </SimpleGrid>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => setPicking(true)} disabled={disabled || full}>
            {t('contentForm.images.add', { label })}
          </Button>
          {full && (
            <Text size="sm" c="gray.8" role="status">
              {t('content.images_max')}
            </Text>
          )}
        </Group>
      </Stack>
      <MediaPicker
        opened={picking}
        title={label}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          // The picker could be open while the limit is reached elsewhere; the limit holds either way.
          if (value.length < max && !value.some((image) => image.id === item.id)) onChange([...value, item]);
          setPicking(false);
        }}
      />
    </Input.Wrapper>
  );
}
