import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, HStack, Input, List, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { IMPORT_LIMITS, type ImportFileBody, type ImportProgress } from '@aed/shared/schemas/import';
import { notifyError, notifySuccess } from '../ui/toaster';
import { errorMessage, translateErrorCode } from '../../lib/error-message';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { importRowText } from './import-messages';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** What the file picker offers: Excel workbooks, current (.xlsx) and 97-2003 (.xls); the server checks the content. */
const SPREADSHEET_ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
const SPREADSHEET_NAME = /\.xlsx?$/i;

interface Props {
  /** Feature namespace holding `import.*` (title, limits, template, ...), `fields.*` and `form.close`. */
  ns: string;
  /** Test ids `<testIdPrefix>-import-dialog`, `-import-file`, `-import-submit`, `-import-row-error`... */
  testIdPrefix: string;
  /** The module's error codes that name the row themselves (`user.import`, `device.import`). */
  selfNamedPrefix: string;
  /** The template download. */
  template: UseMutationResult<unknown, unknown, void>;
  /** The upload: checks the file, answers the row messages, writes nothing. */
  upload: UseMutationResult<ImportProgress, unknown, ImportFileBody>;
  /** Writes the next batch; repeated until done. */
  process: UseMutationResult<ImportProgress, unknown, string>;
  /** The module's file size and row limits when not the common ones (regions take a whole country). */
  limits?: { fileBytes: number; rows: number };
  /** What the module shows of the import's result under the report (users: the one-time passwords). */
  children?: ReactNode;
  /** When set, closing asks first (something shown here would be lost). */
  closeGuard?: { title: string; message: string; confirmLabel: string; cancelLabel: string };
  onClose: () => void;
}

/**
 * The spreadsheet (xlsx or xls) import dialog of every module (users, devices, regions): template download, upload (the server checks every row
 * and answers the ignored duplicates and the errors with their row numbers), then the `process` call repeated until
 * done while a progress bar shows the rows written. It cannot be closed while writing.
 */
export function XlsxImportDialog({ ns, testIdPrefix, selfNamedPrefix, template, upload, process, limits = IMPORT_LIMITS, children, closeGuard, onClose }: Props) {
  const { t } = useTranslation(ns);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const running = upload.isPending || (progress !== null && !progress.done && !failure);
  const maxMb = limits.fileBytes / 1024 / 1024;
  const id = (s: string) => `${testIdPrefix}-import-${s}`;

  const choose = (picked: File | undefined) => {
    setProgress(null);
    setFailure(undefined);
    setFileError(undefined);
    setFile(null);
    if (!picked) return;
    if (!SPREADSHEET_NAME.test(picked.name)) return setFileError(translateErrorCode(t, `${selfNamedPrefix}Format`) ?? t('import.chooseFile'));
    if (picked.size > limits.fileBytes) return setFileError(t('import.tooLarge', { max: maxMb }));
    setFile(picked);
  };

  const processAll = async (start: ImportProgress) => {
    let state = start;
    while (!state.done && alive.current) {
      try {
        state = await process.mutateAsync(state.importId);
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

  const close = () => (closeGuard ? setConfirmingClose(true) : onClose());

  const messages = progress ? [...progress.duplicates.map((m) => ({ m, kind: 'duplicate' as const })), ...progress.errors.map((m) => ({ m, kind: 'error' as const }))].sort((a, b) => a.m.row - b.m.row) : [];

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && !running && close()} closeOnInteractOutside={false} size="lg" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid={id('dialog')}>
              <Dialog.Header>
                <Dialog.Title>{t('import.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted" data-testid={id('limits')}>
                    {t('import.limits', { size: maxMb, rows: limits.rows })}
                  </Text>
                  <HStack gap="3" wrap="wrap">
                    <Button variant="outline" size="sm" data-testid={id('template')} loading={template.isPending} onClick={() => template.mutate(undefined, { onError: (err) => notifyError(errorMessage(t, err)) })}>
                      <LuDownload /> {t('import.template')}
                    </Button>
                    <Input
                      type="file"
                      accept={SPREADSHEET_ACCEPT}
                      aria-label={t('import.chooseFile')}
                      data-testid={id('file')}
                      disabled={running}
                      p="1"
                      flex="1"
                      minW="56"
                      onChange={(e) => choose(e.target.files?.[0])}
                    />
                  </HStack>
                  {fileError && (
                    <Text color="fg.error" fontSize="sm" data-testid={id('file-error')}>
                      {fileError}
                    </Text>
                  )}
                  {failure && (
                    <Alert.Root status="error" data-testid={id('error')}>
                      <Alert.Indicator />
                      <Alert.Title>{failure}</Alert.Title>
                    </Alert.Root>
                  )}
                  {progress && (
                    <Stack gap="3" data-testid={id('report')}>
                      <Progress.Root value={progress.processed} max={Math.max(progress.total, 1)} colorPalette={progress.done ? 'green' : 'brand'} translations={{ value: () => t('import.progress', { processed: progress.processed, total: progress.total }) }} data-testid={id('progress')}>
                        <HStack justify="space-between">
                          <Progress.Label>{progress.done ? t('import.done') : t('import.writing')}</Progress.Label>
                          <Progress.ValueText data-testid={id('progress-text')}>{t('import.progress', { processed: progress.processed, total: progress.total })}</Progress.ValueText>
                        </HStack>
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                      {progress.done && (
                        <Text data-testid={id('summary')}>{t('import.summary', { created: progress.created, duplicates: progress.duplicates.length, errors: progress.errors.length })}</Text>
                      )}
                      {messages.length > 0 && (
                        <Box maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="2">
                          <List.Root gap="1" fontSize="sm" data-testid={id('messages')}>
                            {messages.map(({ m, kind }) => (
                              <List.Item key={`${kind}-${m.row}-${m.errorCode}`} color={kind === 'error' ? 'fg.error' : 'fg.warning'} data-testid={id(`row-${kind}`)}>
                                {importRowText(t, m, selfNamedPrefix)}
                              </List.Item>
                            ))}
                          </List.Root>
                        </Box>
                      )}
                    </Stack>
                  )}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" data-testid={id('close')} disabled={running} onClick={close}>
                  {t('import.close')}
                </Button>
                {!progress?.done && (
                  <Button data-testid={id('submit')} disabled={!file} loading={running} onClick={() => void start()}>
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
      {closeGuard && (
        <ConfirmDialog
          open={confirmingClose}
          title={closeGuard.title}
          message={closeGuard.message}
          confirmLabel={closeGuard.confirmLabel}
          cancelLabel={closeGuard.cancelLabel}
          tone="warning"
          onConfirm={onClose}
          onCancel={() => setConfirmingClose(false)}
          testId={id('leave-dialog')}
          actionTestIdPrefix={id('leave')}
        />
      )}
    </>
  );
}
