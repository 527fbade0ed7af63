import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, HStack, Input, List, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { REGION_IMPORT_LIMITS } from '@aed/shared/schemas/region';
import type { ImportProgress, ImportRowMessage } from '@aed/shared/schemas/user';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { useDownloadRegionImportTemplate, useImportRegions, useProcessRegionImport } from '../api/import-regions';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * One row message as text: `region.import*` codes name the row themselves, the others (a name taken, too deep...)
 * are shown after "Row {row}: ". A `field` parameter is shown by its translated column name.
 */
export function regionImportRowText(t: TFunction, message: ImportRowMessage): string {
  const params: Record<string, string | number> = { ...message.params, row: message.row };
  if (typeof params.field === 'string') params.field = t(`fields.${params.field}`, { defaultValue: params.field });
  const text = translateErrorCode(t, message.errorCode, params) ?? message.errorCode;
  return message.errorCode.startsWith('region.import') ? text : `${t('import.rowPrefix', { row: message.row })}${text}`;
}

/**
 * Import of regions from the xlsx template (or an export): upload (the server checks every row and answers the
 * ignored duplicates and the refused rows), then `import/process` is called until done while a progress bar shows the
 * rows written.
 */
export function RegionImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('region');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const template = useDownloadRegionImportTemplate();
  const upload = useImportRegions();
  const processor = useProcessRegionImport();
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const running = upload.isPending || (progress !== null && !progress.done && !failure);
  const maxMb = REGION_IMPORT_LIMITS.fileBytes / 1024 / 1024;

  const choose = (picked: File | undefined) => {
    setProgress(null);
    setFailure(undefined);
    setFileError(undefined);
    setFile(null);
    if (!picked) return;
    if (!picked.name.toLowerCase().endsWith('.xlsx')) return setFileError(translateErrorCode(t, 'region.importFormat') ?? t('import.chooseFile'));
    if (picked.size > REGION_IMPORT_LIMITS.fileBytes) return setFileError(t('import.tooLarge', { max: maxMb }));
    setFile(picked);
  };

  const processAll = async (start: ImportProgress) => {
    let state = start;
    while (!state.done && alive.current) {
      try {
        state = await processor.mutateAsync(state.importId);
      } catch (err) {
        if (alive.current) setFailure(errorMessage(t, err));
        return;
      }
      if (alive.current) setProgress(state);
    }
    if (state.done && alive.current) notifySuccess(t('import.finished', { count: state.created }));
  };

  const start = async () => {
    if (!file || running) return;
    setFailure(undefined);
    try {
      const report = await upload.mutateAsync({ fileName: file.name, file: await readAsDataUrl(file) });
      if (!alive.current) return;
      setProgress(report);
      await processAll(report);
    } catch (err) {
      if (alive.current) setFailure(errorMessage(t, err));
    }
  };

  const messages = progress
    ? [...progress.duplicates.map((m) => ({ m, kind: 'duplicate' as const })), ...progress.errors.map((m) => ({ m, kind: 'error' as const }))].sort((a, b) => a.m.row - b.m.row)
    : [];

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !running && onClose()} closeOnInteractOutside={false} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="region-import-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('import.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted" data-testid="region-import-limits">
                  {t('import.limits', { size: maxMb, rows: REGION_IMPORT_LIMITS.rows })}
                </Text>
                <HStack gap="3" wrap="wrap">
                  <Button
                    variant="outline"
                    size="sm"
                    data-testid="region-import-template"
                    loading={template.isPending}
                    onClick={() => template.mutate(undefined, { onError: (err) => notifyError(errorMessage(t, err)) })}
                  >
                    <LuDownload /> {t('import.template')}
                  </Button>
                  <Input
                    type="file"
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    aria-label={t('import.chooseFile')}
                    data-testid="region-import-file"
                    disabled={running}
                    p="1"
                    flex="1"
                    minW="56"
                    onChange={(e) => choose(e.target.files?.[0])}
                  />
                </HStack>
                {fileError && (
                  <Text color="fg.error" fontSize="sm" data-testid="region-import-file-error">
                    {fileError}
                  </Text>
                )}
                {failure && (
                  <Alert.Root status="error" data-testid="region-import-error">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                {progress && (
                  <Stack gap="3" data-testid="region-import-report">
                    <Progress.Root value={progress.processed} max={Math.max(progress.total, 1)} colorPalette={progress.done ? 'green' : 'brand'} data-testid="region-import-progress">
                      <HStack justify="space-between">
                        <Progress.Label>{progress.done ? t('import.done') : t('import.writing')}</Progress.Label>
                        <Progress.ValueText data-testid="region-import-progress-text">{t('import.progress', { processed: progress.processed, total: progress.total })}</Progress.ValueText>
                      </HStack>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    {progress.done && (
                      <Text data-testid="region-import-summary">
                        {t('import.summary', { created: progress.created, duplicates: progress.duplicates.length, errors: progress.errors.length })}
                      </Text>
                    )}
                    {messages.length > 0 && (
                      <Box maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="2">
                        <List.Root gap="1" fontSize="sm" data-testid="region-import-messages">
                          {messages.map(({ m, kind }) => (
                            <List.Item key={`${kind}-${m.row}-${m.errorCode}`} color={kind === 'error' ? 'fg.error' : 'fg.warning'} data-testid={`region-import-row-${kind}`}>
                              {regionImportRowText(t, m)}
                            </List.Item>
                          ))}
                        </List.Root>
                      </Box>
                    )}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" data-testid="region-import-close" disabled={running} onClick={onClose}>
                {t('import.close')}
              </Button>
              {!progress?.done && (
                <Button data-testid="region-import-submit" disabled={!file} loading={running} onClick={() => void start()}>
                  <LuUpload /> {t('import.upload')}
                </Button>
              )}
            </Dialog.Footer>
            {!running && (
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('form.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
