import { Box, Button, Group, Input, Text } from '@mantine/core';
import { useEffect, useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePadEngine from 'signature_pad';
import classes from './signature-pad.module.css';

export interface SignaturePadProps {
  label: string;
  description?: string;
  /** The signature as a PNG data URL; empty when nothing is drawn. */
  value: string;
  onChange: (dataUrl: string) => void;
  /** The name typed above, which can be used as the signature (keyboard alternative to drawing). */
  typedName: string;
  error?: string;
  disabled?: boolean;
  /** Receives the keyboard alternative's button, so a form can focus the pad when it has a problem. */
  buttonRef?: Ref<HTMLButtonElement>;
}

const HEIGHT = 160;
const TYPED_FONT = "italic 36px 'Segoe Script', 'Brush Script MT', 'Noto Sans Bengali', cursive";

/** Sizes the canvas for the screen's pixel density; drawing is in CSS pixels. */
function fitCanvas(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = HEIGHT * ratio;
  context.scale(ratio, ratio);
}

/**
 * A drawn signature (mouse, finger or pen, through signature_pad) exported as a PNG
 * on a white background. People who cannot draw use their typed name instead:
 * the button writes it onto the pad, and that image is the signature.
 */
export function SignaturePad({ label, description, value, onChange, typedName, error, disabled, buttonRef }: SignaturePadProps) {
  const { t } = useTranslation();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  // What is on the pad, so a resize (which clears the canvas) can put it back.
  const typedRef = useRef<string | null>(null);
  // A signature the pad opened with (kept on the device from an earlier visit): drawn, so the candidate sees
  // what Submit would send.
  const openedWithRef = useRef<string | null>(value || null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  function writeName(name: string) {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    padRef.current?.clear();
    context.save();
    context.fillStyle = '#1a1b1e';
    context.font = TYPED_FONT;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(name, canvas.offsetWidth / 2, HEIGHT / 2, canvas.offsetWidth - 24);
    context.restore();
  }

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    // No canvas support (e.g. a test DOM): the typed-name alternative still works.
    if (!canvas || !context) return undefined;
    fitCanvas(canvas, context);
    const pad = new SignaturePadEngine(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: '#1a1b1e' });
    padRef.current = pad;
    const onEnd = () => {
      typedRef.current = null;
      openedWithRef.current = null;
      onChangeRef.current(pad.toDataURL('image/png'));
    };
    pad.addEventListener('endStroke', onEnd);
    const drawOpenedWith = () => {
      if (openedWithRef.current) void pad.fromDataURL(openedWithRef.current, { width: canvas.offsetWidth, height: HEIGHT }).catch(() => undefined);
    };
    drawOpenedWith();
    const onResize = () => {
      const strokes = pad.toData();
      fitCanvas(canvas, context);
      pad.clear();
      if (typedRef.current) writeName(typedRef.current);
      else if (strokes.length > 0) pad.fromData(strokes);
      else drawOpenedWith();
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  function clear() {
    typedRef.current = null;
    openedWithRef.current = null;
    padRef.current?.clear();
    onChange('');
  }

  function adoptTypedName() {
    const name = typedName.trim();
    if (!name) return;
    typedRef.current = name;
    openedWithRef.current = null;
    writeName(name);
    onChange(canvasRef.current?.toDataURL('image/png') ?? '');
  }

  const errorId = `${id}-error`;
  return (
    <Input.Wrapper label={label} description={description} error={error} id={id} labelElement="div" errorProps={{ id: errorId }}>
      <Box className={classes.frame} data-invalid={error ? true : undefined} data-disabled={disabled || undefined} mt={4}>
        <canvas
          ref={canvasRef}
          className={classes.canvas}
          style={{ height: HEIGHT }}
          role="img"
          aria-label={t(value ? 'compliance.signature.pad_signed' : 'compliance.signature.pad_label')}
          aria-describedby={error ? errorId : undefined}
        />
      </Box>
      {!disabled && (
        <Group gap="xs" mt="xs">
          <Button variant="default" size="compact-sm" onClick={clear} disabled={!value}>
            {t('compliance.signature.clear')}
          </Button>
          <Button ref={buttonRef} variant="default" size="compact-sm" onClick={adoptTypedName} disabled={!typedName.trim()}>
            {t('compliance.signature.use_typed_name')}
          </Button>
        </Group>
      )}
      {!disabled && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('compliance.signature.keyboard_hint')}
        </Text>
      )}
    </Input.Wrapper>
  );
}
