import { Box, Slider, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { PixelArea } from './crop-image';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

interface AvatarCropperProps {
  src: string;
  onAreaChange: (area: PixelArea) => void;
}

/** A square (shown round) crop of the image: drag or use the arrow keys to move it, the slider to zoom. */
export function AvatarCropper({ src, onAreaChange }: AvatarCropperProps) {
  const { t } = useTranslation();
  const zoomLabelId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);

  return (
    <Stack gap="sm">
      <Box pos="relative" h={320} bg="gray.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => onAreaChange(pixels)}
          cropperProps={{ role: 'group', 'aria-label': t('account.picture.crop_label') }}
        />
      </Box>
      <Text id={zoomLabelId} size="sm" fw={500}>
        {t('account.picture.zoom')}
      </Text>
      <Slider
        value={zoom}
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={0.05}
        onChange={setZoom}
        label={null}
        thumbProps={{ 'aria-labelledby': zoomLabelId }}
      />
    </Stack>
  );
}
