import type { ReactNode } from 'react';
import { Button, CloseButton, DataList, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { INSPECTION_ITEMS, type InspectionRecord } from '@aed/shared/schemas/inspection';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useInspectionInfo } from '../api/get-inspection-records';
import { ResultBadge } from './inspection-labels';

/** Everything a record holds, read-only: shown at once from the row, then refreshed from its info call. */
export function RecordDetailsDialog({ record, onClose }: { record: InspectionRecord; onClose: () => void }) {
  const { t } = useTranslation('inspection');
  const info = useInspectionInfo(record.recordId);
  const r = info.data ?? record;
  const item = (key: string, label: string, value: ReactNode) => (
    <DataList.Item key={key}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={`inspection-details-${key}`}>{value === '' ? '—' : value}</DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="md" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="inspection-details">
            <Dialog.Header>
              <Dialog.Title>
                <HStack gap="3">
                  <Text>{t('details.title')}</Text>
                  {info.isFetching && <Spinner size="xs" aria-label={t('details.loading')} />}
                </HStack>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {info.isError && (
                <Text color="fg.error" mb="3" data-testid="inspection-details-error">
                  {errorMessage(t, info.error)}
                </Text>
              )}
              <DataList.Root orientation="horizontal" size="sm">
                {item('device', t('details.device'), r.serialNumber)}
                {item('organization', t('details.organization'), r.deptName)}
                {item('source', t('details.source'), t(`source.${r.source}`))}
                {item('date', t('details.date'), r.inspectionDate)}
                {r.inspectedAt && item('deviceTime', t('details.deviceTime'), formatDateTime(r.inspectedAt))}
                {item('result', t('details.result'), <ResultBadge result={r.result} />)}
                {item('inspector', t('details.inspector'), r.inspectorName)}
                {INSPECTION_ITEMS.map((i) => item(`item-${i}`, t(`items.${i}`), r.items[i] ? <ResultBadge result={r.items[i]} /> : t('items.notChecked')))}
                {item('remark', t('details.remark'), r.remark)}
                {item('importedBy', t('details.importedBy'), r.importedBy)}
                {item('createTime', t('details.createTime'), formatDateTime(r.createTime))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="inspection-details-close">
                {t('details.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('details.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
