import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Code, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { tokenOfScan } from '@aed/shared/schemas/qr';
import { usePermission } from '../../../lib/permission';
import { useErrorMessage } from '../../../lib/error-message';
import { toaster } from '../../../components/ui/toaster';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { QrBindingHistory } from './qr-binding-history';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { qrHistoryQuery, useBindQr, useDeviceQr, useUnbindQr } from '../api/device-qr';
import { CameraScan } from './camera-scan';

/**
 * The device details' QR tab (decision 0042): the code bound to the device, and binding a printed one by scanning it
 * (a USB scanner types the URL or the bare token into the field and presses Enter; a camera where the browser has
 * BarcodeDetector). Unbinding, after a confirmation, frees the device for another code. Under it, the bound code's
 * binding history (who bound it to which device, when).
 */
export function DeviceQrTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('qr');
  const canBind = usePermission().hasPermission(PERMISSIONS.qr.bind);
  const current = useDeviceQr(deviceId);
  const bind = useBindQr(deviceId);
  const message = useErrorMessage();
  const unbind = useConfirmAction({
    mutation: useUnbindQr(),
    toVariables: (code: string) => code,
    successText: () => t('bind.unbound'),
    errorText: (e) => message(e),
  });
  const [scanned, setScanned] = useState('');
  const [error, setError] = useState('');

  const submit = (text: string) => {
    const token = tokenOfScan(text);
    if (!token) return setError(t('bind.invalid'));
    setError('');
    bind.mutate(token, {
      onSuccess: () => {
        setScanned('');
        toaster.create({ type: 'success', title: t('bind.bound') });
      },
      onError: (e) => setError(message(e)),
    });
  };

  const code = current.data?.code;
  const history = useQuery({ ...qrHistoryQuery(code ?? ''), enabled: !!code });
  return (
    <Stack gap="3" data-testid="device-qr-tab">
      {current.isSuccess && !code && <Text data-testid="device-qr-none">{t('bind.none')}</Text>}
      {code && (
        <Table.Root size="sm">
          <Table.Body>
            <Table.Row>
              <Table.Cell>{t('bind.current')}</Table.Cell>
              <Table.Cell>
                <Code data-testid="device-qr-code">{code}</Code>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Flex gap="2" justify="end">
                  <Button size="xs" variant="outline" asChild>
                    <a href={`/deviceInfo?code=${code}`} target="_blank" rel="noreferrer">
                      {t('bind.open')}
                    </a>
                  </Button>
                  {canBind && (
                    <Button size="xs" variant="outline" colorPalette="red" loading={unbind.dialog.busy} data-testid="device-qr-unbind" onClick={() => unbind.ask(code)}>
                      {t('bind.unbind')}
                    </Button>
                  )}
                </Flex>
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      )}
      {canBind && !code && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit(scanned);
          }}
        >
          <Flex gap="2" wrap="wrap">
            <Input flex="1" minW="16rem" value={scanned} placeholder={t('bind.scan')} aria-label={t('bind.scan')} data-testid="device-qr-input" onChange={(e) => setScanned(e.currentTarget.value)} autoComplete="off" />
            <Button type="submit" loading={bind.isPending} data-testid="device-qr-bind">
              {t('bind.submit')}
            </Button>
            <CameraScan onScanned={submit} />
          </Flex>
        </form>
      )}
      {error && (
        <Text color="fg.error" data-testid="device-qr-error">
          {error}
        </Text>
      )}
      {code && history.data && (
        <Stack gap="1" data-testid="device-qr-history">
          <Text fontWeight="medium">{t('bind.history')}</Text>
          {history.data.length === 0 ? (
            <Text color="fg.muted">{t('bind.noHistory')}</Text>
          ) : (
            <QrBindingHistory rows={history.data} rowTestId="device-qr-history-row" />
          )}
        </Stack>
      )}
      <ConfirmDialog
        {...unbind.dialog}
        tone="warning"
        title={t('bind.confirmUnbind')}
        message={t('bind.confirmUnbindText')}
        confirmLabel={t('bind.unbind')}
        cancelLabel={t('common:actions.cancel')}
        testId="device-qr-unbind-dialog"
        actionTestIdPrefix="device-qr-unbind"
      />
    </Stack>
  );
}
