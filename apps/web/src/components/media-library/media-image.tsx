import { MEDIA_VARIANTS, type TMediaSummary } from '@portal/contract';
import type { CSSProperties } from 'react';

interface MediaImageProps {
  media: TMediaSummary;
  /** How wide the image is drawn, so the browser picks the smallest variant that is sharp enough. */
  sizes: string;
  className?: string;
  style?: CSSProperties;
  /** Images below the fold wait until they are scrolled near; the first one on a page should not. */
  eager?: boolean;
  /** Inside a control already named by text (a grid tile): the image adds nothing to read out. */
  decorative?: boolean;
}

/** "url 150w, url 480w, …" over the generated sizes this image has (smaller ones only exist when the original is larger). */
export function mediaSrcSet(media: TMediaSummary): string {
  return MEDIA_VARIANTS.flatMap((variant) => {
    const size = media.variants[variant];
    return size ? [`${size.url} ${size.width}w`] : [];
  }).join(', ');
}

/** The variant a browser without srcset shows: a medium size, else whatever exists. */
function fallbackUrl(media: TMediaSummary): string {
  const { medium, small, original, large, thumb } = media.variants;
  return (medium ?? small ?? original ?? large ?? thumb)?.url ?? '';
}

/**
 * A library image with its generated sizes as srcset, its alt text, and cropped around its focal point
 * when a layout crops it (object-fit: cover).
 */
export function MediaImage({ media, sizes, className, style, eager, decorative }: MediaImageProps) {
  return (
    <img
      src={fallbackUrl(media)}
      srcSet={mediaSrcSet(media)}
      sizes={sizes}
      alt={decorative ? '' : media.alt}
      width={media.width}
      height={media.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      style={{ objectPosition: `${media.focal_x * 100}% ${media.focal_y * 100}%`, ...style }}
    />
  );
}
