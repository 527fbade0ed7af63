import { useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, Grid, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import type { GenTableRow } from '@aed/shared/schemas/gen';
import { errorMessage } from '../../../lib/error-message';
import { useGenPreview } from '../api/get-gen-preview';

interface Props {
  row: GenTableRow;
  canDownload: boolean;
  downloading: boolean;
  onDownload: () => void;
  onClose: () => void;
}

/** The generated files of a definition: the list on the left, the selected file's code on the right. */
export function GenPreviewDialog({ row, canDownload, downloading, onDownload, onClose }: Props) {
  const { t } = useTranslation('gen');
  const preview = useGenPreview(row.tableId);
  const [selected, setSelected] = useState<string | null>(null);
  const files = preview.data ?? [];
  const current = files.find((f) => f.path === selected) ?? files[0];

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="cover" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="gen-preview">
            <Dialog.Header>
              <Dialog.Title>{t('preview.title', { name: row.moduleName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {preview.isPending ? (
                <HStack justify="center" py="10">
                  <Spinner />
                </HStack>
              ) : preview.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{errorMessage(t, preview.error)}</Alert.Title>
                </Alert.Root>
              ) : (
                <Grid templateColumns={{ base: '1fr', md: '22rem 1fr' }} gap="4" minHeight="60vh">
                  <Stack gap="0" borderWidth="1px" rounded="md" overflowY="auto" maxHeight="70vh" role="listbox" aria-label={t('preview.files')} data-testid="gen-preview-files">
                    {files.map((f) => (
                      <Box
                        key={f.path}
                        as="button"
                        role="option"
                        aria-selected={f.path === current?.path}
                        textAlign="left"
                        px="3"
                        py="1.5"
                        fontFamily="mono"
                        fontSize="xs"
                        bg={f.path === current?.path ? 'colorPalette.subtle' : undefined}
                        colorPalette="brand"
                        _hover={{ bg: 'bg.muted' }}
                        data-testid={`gen-preview-file-${f.path}`}
                        onClick={() => setSelected(f.path)}
                      >
                        {f.path}
                      </Box>
                    ))}
                  </Stack>
                  <Stack gap="2" minWidth="0">
                    <Text fontFamily="mono" fontSize="sm" fontWeight="semibold" data-testid="gen-preview-path">
                      {current?.path ?? t('preview.empty')}
                    </Text>
                    <Box as="pre" borderWidth="1px" rounded="md" bg="bg.subtle" p="3" fontSize="xs" overflow="auto" maxHeight="65vh" whiteSpace="pre" data-testid="gen-preview-code">
                      <code>{current?.content ?? ''}</code>
                    </Box>
                  </Stack>
                </Grid>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {canDownload && (
                <Button colorPalette="orange" variant="subtle" loading={downloading} data-testid="gen-preview-download" onClick={onDownload}>
                  <LuDownload /> {t('preview.download')}
                </Button>
              )}
              <Button variant="outline" onClick={onClose}>
                {t('preview.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('preview.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
