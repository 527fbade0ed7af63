import { REGION_IMPORT_LIMITS } from '@aed/shared/schemas/region';
import { XlsxImportDialog } from '../../../components/import/xlsx-import-dialog';
import { useDownloadRegionImportTemplate, useImportRegions, useProcessRegionImport } from '../api/import-regions';

/**
 * Import of regions from the xlsx template or an export (components/import/xlsx-import-dialog.tsx, with the larger
 * limits of a whole country): the server checks every row and reports the ignored duplicates and the refused rows,
 * then `import/process` writes them batch by batch (parents first) while the progress shows.
 */
export function RegionImportDialog({ onClose }: { onClose: () => void }) {
  return (
    <XlsxImportDialog
      ns="region"
      testIdPrefix="region"
      selfNamedPrefix="region.import"
      limits={REGION_IMPORT_LIMITS}
      template={useDownloadRegionImportTemplate()}
      upload={useImportRegions()}
      process={useProcessRegionImport()}
      onClose={onClose}
    />
  );
}
