import { useTranslation } from 'react-i18next';
import type { ConfigRecord } from '@aed/shared/schemas/config';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { useDeleteConfigs } from '../api/delete-config';
import { translateError } from '../utils/translate-error';

interface Props {
  /** The parameters to delete: one is named, several are counted. */
  records: readonly ConfigRecord[];
  onClose: () => void;
  onDeleted: (ids: readonly number[]) => void;
}

/** Asks before deleting the parameters `records`; a refusal (e.g. a built-in parameter) is shown translated. */
export function ConfigDeleteDialog({ records, onClose, onDeleted }: Props) {
  const { t } = useTranslation('config');
  const ids = records.map((r) => r.configId);
  const remove = useDeleteConfigs();

  const confirm = () =>
    remove.mutate(ids, {
      onSuccess: () => {
        notifySuccess(t('toast.deleted'));
        onDeleted(ids);
        onClose();
      },
      onError: (err) => {
        notifyError(translateError(t, err));
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      tone="danger"
      title={t('delete.title')}
      message={
        records.length === 1 ? t('delete.messageOne', { name: records[0].configName, key: records[0].configKey }) : t('delete.messageMany', { count: records.length })
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
      testId="config-delete-dialog"
      actionTestIdPrefix="config-delete"
    />
  );
}
