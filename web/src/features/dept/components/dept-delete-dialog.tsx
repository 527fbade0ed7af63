import { useTranslation } from 'react-i18next';
import type { DeptRecord } from '@aed/shared/schemas/dept';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteDept } from '../api/delete-dept';

interface Props {
  dept: DeptRecord;
  onClose: () => void;
}

/** Asks before deleting an organization; a refusal (children, users) is shown translated. */
export function DeptDeleteDialog({ dept, onClose }: Props) {
  const { t } = useTranslation('dept');
  const remove = useDeleteDept();
  const confirm = () =>
    remove.mutate(dept.deptId, {
      onSuccess: () => {
        notifySuccess(t('toast.deleted'));
        onClose();
      },
      onError: (err) => {
        notifyError(errorMessage(t, err));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      tone="danger"
      title={t('delete.title')}
      message={t('delete.message', { name: dept.deptName })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
      testId="dept-delete-dialog"
      actionTestIdPrefix="dept-delete"
    />
  );
}
