import { XlsxImportDialog } from '../../../components/import/xlsx-import-dialog';
import { useDownloadImportTemplate } from '../api/get-import-template';
import { useImportUsers, useProcessUserImport } from '../api/import-users';

/**
 * Import of users from the xlsx template (components/import/xlsx-import-dialog.tsx): the server checks every row,
 * then `importUser/process` writes them batch by batch while the progress shows.
 */
export function UserImportDialog({ onClose }: { onClose: () => void }) {
  return (
    <XlsxImportDialog
      ns="user"
      testIdPrefix="user"
      selfNamedPrefix="user.import"
      template={useDownloadImportTemplate()}
      upload={useImportUsers()}
      process={useProcessUserImport()}
      onClose={onClose}
    />
  );
}
