import { XlsxImportDialog } from '../../../components/import/xlsx-import-dialog';
import { useDownloadDeviceImportTemplate, useImportDevices, useProcessDeviceImport } from '../api/import-devices';

/**
 * Import of devices from the xlsx template (components/import/xlsx-import-dialog.tsx): the server checks every row
 * (missing model, department, brand or working principle, every field rule), reports row errors and ignored
 * duplicates, then writes the valid rows batch by batch while the progress shows.
 */
export function DeviceImportDialog({ onClose }: { onClose: () => void }) {
  return (
    <XlsxImportDialog
      ns="device"
      testIdPrefix="device"
      selfNamedPrefix="device.import"
      template={useDownloadDeviceImportTemplate()}
      upload={useImportDevices()}
      process={useProcessDeviceImport()}
      onClose={onClose}
    />
  );
}
