import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneTimePassword } from '@aed/shared/schemas/user';
import { XlsxImportDialog } from '../../../components/import/xlsx-import-dialog';
import { useDownloadImportTemplate } from '../api/get-import-template';
import { useImportUsers, useProcessUserImport } from '../api/import-users';
import { OneTimePasswords } from './one-time-passwords';

/**
 * Import of users from the xlsx template (components/import/xlsx-import-dialog.tsx): the server checks every row,
 * then `importUser/process` writes them batch by batch while the progress shows. Each batch answers the one-time
 * passwords of the accounts it created, once: they are gathered here and shown at the end, and closing before they
 * were copied or downloaded asks first.
 */
export function UserImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('user');
  const [passwords, setPasswords] = useState<OneTimePassword[]>([]);
  const [kept, setKept] = useState(false);
  const process = useProcessUserImport((batch) => {
    setPasswords((before) => [...before, ...batch]);
    setKept(false);
  });
  const unkept = passwords.length > 0 && !kept;
  return (
    <XlsxImportDialog
      ns="user"
      testIdPrefix="user"
      selfNamedPrefix="user.import"
      template={useDownloadImportTemplate()}
      upload={useImportUsers()}
      process={process}
      onClose={onClose}
      closeGuard={
        unkept
          ? {
              title: t('import.passwords.closeTitle'),
              message: t('import.passwords.closeMessage'),
              confirmLabel: t('import.passwords.closeConfirm'),
              cancelLabel: t('import.passwords.closeCancel'),
            }
          : undefined
      }
    >
      {passwords.length > 0 && <OneTimePasswords passwords={passwords} onKept={() => setKept(true)} />}
    </XlsxImportDialog>
  );
}
