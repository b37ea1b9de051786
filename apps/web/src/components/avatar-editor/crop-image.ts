import { AVATAR_MAX_BYTES, AVATAR_SIZES, sniffImageType } from '@portal/contract';

/** A rectangle of the source image in its own pixels, as the cropper reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PickedImageProblem = 'account.picture.wrong_type' | 'account.picture.too_large';

/**
 * Checks a picked file the way the server will: JPEG or PNG by its first bytes (not its name), at most
 * AVATAR_MAX_BYTES. Returns the problem, or null when the file may be cropped and sent.
 */
export async function checkPickedImage(file: Blob): Promise<PickedImageProblem | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageType(head)) return 'account.picture.wrong_type';
  if (file.size > AVATAR_MAX_BYTES) return 'account.picture.too_large';
  return null;
}

/** The side of the square sent to the server: its largest stored size, so nothing is upscaled there. */
export const CROPPED_SIDE = Math.max(...AVATAR_SIZES);

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });
}

/** Draws the chosen square of the image onto a CROPPED_SIDE canvas (white behind transparency) as a JPEG. */
export async function cropToSquare(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = CROPPED_SIDE;
  canvas.height = CROPPED_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, CROPPED_SIDE, CROPPED_SIDE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, CROPPED_SIDE, CROPPED_SIDE);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas could not be encoded'))), 'image/jpeg', 0.92);
  });
}
