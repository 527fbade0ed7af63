import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import SignaturePadLib from 'signature_pad';
import type { UploadRecord } from '@aed/shared/schemas/upload';
import { useErrorMessage } from '../../lib/error-message';
import { StorageRefusal, uploadFile } from './upload-file';

export interface SignaturePadProps {
  /** The confirmed signature upload (its id goes with the record's save), or null once cleared. */
  onChange: (value: UploadRecord | null) => void;
  width?: number;
  height?: number;
  /** Test ids `<testId>`, `-canvas`, `-clear`, `-undo`, `-save`, `-error`, `-saved`. */
  testId?: string;
}

const canvasToPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'));

/**
 * Draw a signature (signature_pad), clear it or undo the last stroke, and save it: a PNG sent through the one upload
 * path (purpose `signature`, decision 0040), as any other file.
 */
export function SignaturePad({ onChange, width = 480, height = 180, testId = 'signature' }: SignaturePadProps) {
  const { t } = useTranslation('upload');
  const message = useErrorMessage();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    let instance: SignaturePadLib;
    try {
      instance = new SignaturePadLib(canvas.current, { backgroundColor: 'rgba(255,255,255,0)' });
    } catch {
      // no 2D canvas (an engine without one): nothing to draw on, the pad stays inert instead of breaking its form
      return;
    }
    const changed = () => {
      setSaved(false);
      setError(null);
    };
    instance.addEventListener('endStroke', changed);
    pad.current = instance;
    return () => {
      instance.removeEventListener('endStroke', changed);
      instance.off();
      pad.current = null;
    };
  }, []);

  const reset = () => {
    setSaved(false);
    setError(null);
    onChange(null);
  };

  const clear = () => {
    pad.current?.clear();
    reset();
  };

  const undo = () => {
    const p = pad.current;
    if (!p) return;
    const strokes = p.toData();
    strokes.pop();
    p.fromData(strokes);
    reset();
  };

  async function save() {
    const p = pad.current;
    if (!p || !canvas.current) return;
    if (p.isEmpty()) return setError(t('signature.empty'));
    setBusy(true);
    setError(null);
    try {
      const png = await canvasToPng(canvas.current);
      const record = await uploadFile('signature', new File([png], 'signature.png', { type: 'image/png' }));
      setSaved(true);
      onChange(record);
    } catch (e) {
      setError(e instanceof StorageRefusal ? t('upload.failed') : message(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {t('signature.hint')}
      </Text>
      <Box borderWidth="1px" borderRadius="md" w="fit-content" maxW="full" bg="white">
        <canvas ref={canvas} width={width} height={height} aria-label={t('signature.pad')} style={{ touchAction: 'none', display: 'block', maxWidth: '100%' }} data-testid={`${testId}-canvas`} />
      </Box>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={undo} disabled={busy} data-testid={`${testId}-undo`}>
          {t('signature.undo')}
        </Button>
        <Button size="sm" variant="outline" onClick={clear} disabled={busy} data-testid={`${testId}-clear`}>
          {t('signature.clear')}
        </Button>
        <Button size="sm" onClick={() => void save()} loading={busy} data-testid={`${testId}-save`}>
          {t('signature.save')}
        </Button>
        {saved && (
          <Text fontSize="sm" color="fg.success" data-testid={`${testId}-saved`}>
            {t('signature.saved')}
          </Text>
        )}
      </HStack>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
