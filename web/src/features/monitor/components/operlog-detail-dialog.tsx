import { Box, Button, CloseButton, Code, DataList, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { useOperLogInfo } from '../api/get-operlog-info';
import { StatusBadge } from './status-badge';
import { operLogModuleName } from './oper-log-module';

interface Props {
  operId: string;
  onClose: () => void;
}

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** One operation log in full: request, parameters (secrets already masked by the server), result, error. */
export function OperLogDetailDialog({ operId, onClose }: Props) {
  const { t } = useTranslation('monitor');
  const info = useOperLogInfo(operId);
  const log = info.data;
  return (
    <Dialog.Root open size="lg" placement="center" scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="operlog-detail-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('operlog.detail.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {info.isPending ? (
                <Spinner />
              ) : info.isError ? (
                <Box color="red.500">{errorMessage(t, info.error)}</Box>
              ) : log ? (
                <DataList.Root orientation="horizontal" size="sm">
                  {[
                    ['module', operLogModuleName(t, log.title)],
                    ['businessType', t(`operlog.types.${log.businessType}`, { defaultValue: log.businessType })],
                    ['operName', log.operName],
                    ['operIp', log.operIp],
                    ['request', `${log.requestMethod} ${log.operUrl}`],
                    ['costTime', t('operlog.costMs', { ms: log.costTime })],
                    ['operTime', formatDateTime(log.operTime)],
                  ].map(([key, value]) => (
                    <DataList.Item key={key}>
                      <DataList.ItemLabel>{t(`operlog.fields.${key}`)}</DataList.ItemLabel>
                      <DataList.ItemValue data-testid={`operlog-detail-${key}`}>{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                  <DataList.Item>
                    <DataList.ItemLabel>{t('operlog.fields.status')}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <StatusBadge status={log.status} />
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('operlog.fields.operParam')}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Code as="pre" whiteSpace="pre-wrap" wordBreak="break-all" width="full" data-testid="operlog-detail-param">
                        {pretty(log.operParam)}
                      </Code>
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('operlog.fields.jsonResult')}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Code as="pre" whiteSpace="pre-wrap" wordBreak="break-all" width="full">
                        {pretty(log.jsonResult)}
                      </Code>
                    </DataList.ItemValue>
                  </DataList.Item>
                  {log.errorMsg && (
                    <DataList.Item>
                      <DataList.ItemLabel>{t('operlog.fields.errorMsg')}</DataList.ItemLabel>
                      <DataList.ItemValue data-testid="operlog-detail-error">{translateErrorCode(t, log.errorMsg) ?? log.errorMsg}</DataList.ItemValue>
                    </DataList.Item>
                  )}
                </DataList.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="operlog-detail-close">
                {t('common.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
