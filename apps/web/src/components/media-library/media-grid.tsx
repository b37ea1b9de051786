import { Badge } from '@mantine/core';
import type { TMediaItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import classes from './media-library.module.css';
import { MediaImage } from './media-image';

interface MediaGridProps {
  items: readonly TMediaItem[];
  selectedId: string | null;
  onSelect: (item: TMediaItem) => void;
  label: string;
}

/** Library images as toggle buttons named by file name; an image without alt text says so on its tile. */
export function MediaGrid({ items, selectedId, onSelect, label }: MediaGridProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className={classes.tile} aria-pressed={item.id === selectedId} onClick={() => onSelect(item)}>
            <MediaImage media={item} sizes="120px" className={classes.tileImage} decorative />
            <span className={classes.tileName}>{item.name}</span>
            {!item.alt && (
              <Badge size="xs" color="orange" variant="light" m={4}>
                {t('mediaLibrary.alt.missing_badge')}
              </Badge>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
