import { Button, Group, Stack, Text } from '@mantine/core';
import type { TMediaItem } from '@portal/contract';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage, useUpdateMedia } from '@/components/media-library';
import classes from './media-manager.module.css';

const KEY_STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

/**
 * Where the subject of the image is, so crops (cards, banners) keep it: click the image, or move the
 * point with the arrow keys; then save.
 */
export function FocalPoint({ item }: { item: TMediaItem }) {
  const { t } = useTranslation();
  const update = useUpdateMedia();
  const [point, setPoint] = useState({ x: item.focal_x, y: item.focal_y });
  useEffect(() => setPoint({ x: item.focal_x, y: item.focal_y }), [item.id, item.focal_x, item.focal_y]);
  const changed = point.x !== item.focal_x || point.y !== item.focal_y;

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setPoint({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPoint((current) => ({ x: clamp(current.x + move[0]), y: clamp(current.y + move[1]) }));
  }

  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return (
    <Stack gap="xs">
      <button
        type="button"
        className={classes.focalButton}
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-label={t('mediaLibrary.manager.focal_label', { x: percent(point.x), y: percent(point.y) })}
      >
        <MediaImage media={item} sizes="(max-width: 62em) 100vw, 320px" className={classes.focalImage} decorative eager />
        <span className={classes.focalMarker} style={{ left: percent(point.x), top: percent(point.y) }} aria-hidden />
      </button>
      <Text size="xs" c="dimmed">
        {t('mediaLibrary.manager.focal_hint')}
      </Text>
      {update.isError && (
        <Text size="sm" c="red.9" role="alert">
          {update.error.message}
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="xs" variant="default" disabled={!changed} loading={update.isPending} onClick={() => update.mutate({ id: item.id, focal_x: point.x, focal_y: point.y })}>
          {t('mediaLibrary.manager.focal_save')}
        </Button>
      </Group>
    </Stack>
  );
}
