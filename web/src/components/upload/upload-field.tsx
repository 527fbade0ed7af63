import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Box, Button, CloseButton, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { UPLOAD_PURPOSES, type UploadPurpose, type UploadRecord } from '@aed/shared/schemas/upload';
import { useErrorMessage } from '../../lib/error-message';
import { StorageRefusal, acceptOf, fileProblem, typeNames, uploadFile } from './upload-file';

const MB = 1024 * 1024;

export interface UploadFieldProps {
  purpose: UploadPurpose;
  /** The confirmed upload the field holds (its id goes with the record's save), or null. */
  value: UploadRecord | null;
  onChange: (value: UploadRecord | null) => void;
  /** Test ids `<testId>`, `-input`, `-progress`, `-error`, `-preview`, `-remove`. */
  testId?: string;
  disabled?: boolean;
}

/**
 * One file of a purpose (decision 0040): pick or drop it, checked for type and size before anything is sent, then
 * sent straight to object storage with a progress bar and confirmed; images are previewed. Removing it only empties
 * the field (an upload no record takes expires by itself).
 */
export function UploadField({ purpose, value, onChange, testId = 'upload', disabled }: UploadFieldProps) {
  const { t } = useTranslation('upload');
  const message = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function take(file: File | undefined) {
    if (!file || disabled || progress !== null) return;
    setError(null);
    const problem = fileProblem(purpose, file);
    if (problem) return setError(message(problem));
    abort.current = new AbortController();
    setProgress(0);
    try {
      const record = await uploadFile(purpose, file, { onProgress: (f) => setProgress(Math.round(f * 100)), signal: abort.current.signal });
      setPreview(record.contentType.startsWith('image/') ? URL.createObjectURL(file) : null);
      onChange(record);
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setError(e instanceof StorageRefusal ? t('upload.failed') : message(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files[0]);
  };

  const remove = () => {
    setPreview(null);
    setError(null);
    onChange(null);
  };

  return (
    <Stack gap="2" data-testid={testId}>
      {value ? (
        <HStack borderWidth="1px" borderRadius="md" p="2" gap="3">
          {preview && <Image src={preview} alt={t('upload.preview', { name: value.fileName })} maxH="16" maxW="24" objectFit="contain" data-testid={`${testId}-preview`} />}
          <Stack gap="0" flex="1" minW="0">
            <Text truncate>{value.fileName}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('upload.uploaded')} · {(value.size / MB).toFixed(2)} MB
            </Text>
          </Stack>
          <CloseButton size="sm" aria-label={t('upload.remove')} onClick={remove} disabled={disabled} data-testid={`${testId}-remove`} />
        </HStack>
      ) : (
        <Box
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragging ? 'colorPalette.solid' : 'border'}
          borderRadius="md"
          p="4"
          textAlign="center"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid={`${testId}-drop`}
        >
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptOf(purpose)}
            onChange={(e) => void take(e.target.files?.[0])}
            data-testid={`${testId}-input`}
          />
          <Stack gap="1" align="center">
            <HStack gap="2" justify="center">
              <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled || progress !== null}>
                <LuUpload /> {t('upload.choose')}
              </Button>
              <Text fontSize="sm">{t('upload.drop')}</Text>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {t('upload.accepted', { types: typeNames(purpose), max: UPLOAD_PURPOSES[purpose].maxBytes / MB })}
            </Text>
          </Stack>
        </Box>
      )}
      {progress !== null && (
        <Progress.Root value={progress} size="sm" data-testid={`${testId}-progress`}>
          <Progress.Label fontSize="sm">{t('upload.uploading', { percent: progress })}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
