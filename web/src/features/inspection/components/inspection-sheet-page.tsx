import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { XlsxImportDialog } from '../../../components/import/xlsx-import-dialog';
import { AppLink } from '../../../components/ui/app-link';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useDownloadInspectionSheet, useImportInspections, useProcessInspectionImport } from '../api/import-inspections';

/**
 * The inspection record sheet (menu component 'monitoring/inspection/index', decision 0050): the blank sheet in the UI
 * language, and the import of a filled one in the shared import dialog (row errors and ignored duplicates with their
 * row numbers, then the valid rows saved batch by batch while the progress shows).
 */
export default function InspectionSheetPage() {
  const { t } = useTranslation('inspection');
  const { hasPermission } = usePermission();
  const template = useDownloadInspectionSheet();
  const upload = useImportInspections();
  const process = useProcessInspectionImport();
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="4" maxW="3xl" data-testid="inspection-sheet-page">
      <Text>{t('sheet.intro')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" data-testid="inspection-sheet-download" loading={template.isPending} onClick={() => template.mutate(undefined, { onError: (err) => notifyError(errorMessage(t, err)) })}>
          <LuDownload />
          {t('sheet.download')}
        </Button>
        <Button colorPalette="blue" data-testid="inspection-sheet-import" disabled={!hasPermission(PERMISSIONS.inspection.import)} onClick={() => setImporting(true)}>
          <LuUpload />
          {t('sheet.import')}
        </Button>
        {hasPermission(PERMISSIONS.inspection.list) && (
          <AppLink href="/monitoring/records" data-testid="inspection-sheet-records">
            <Text as="span" color="colorPalette.fg" colorPalette="blue" textDecoration="underline">
              {t('sheet.records')}
            </Text>
          </AppLink>
        )}
      </HStack>
      {importing && <XlsxImportDialog ns="inspection" testIdPrefix="inspection" selfNamedPrefix="inspection.import" template={template} upload={upload} process={process} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
