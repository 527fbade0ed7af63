import { useState } from 'react';
import { Button, Code, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { tokenOfScan } from '@aed/shared/schemas/qr';
import { usePermission } from '../../../lib/permission';
import { useErrorMessage } from '../../../lib/error-message';
import { toaster } from '../../../components/ui/toaster';
import { useBindQr, useDeviceQr, useUnbindQr } from '../api/device-qr';
import { CameraScan } from './camera-scan';

/**
 * The device details' QR tab (decision 0042): the code bound to the device, and binding a printed one by scanning it
 * (a USB scanner types the URL or the bare token into the field and presses Enter; a camera where the browser has
 * BarcodeDetector). Unbinding frees the device for another code.
 */
export function DeviceQrTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('qr');
  const canBind = usePermission().hasPermission(PERMISSIONS.qr.bind);
  const current = useDeviceQr(deviceId);
  const bind = useBindQr(deviceId);
  const unbind = useUnbindQr();
  const message = useErrorMessage();
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
                    <Button size="xs" variant="outline" colorPalette="red" loading={unbind.isPending} data-testid="device-qr-unbind" onClick={() => unbind.mutate(code, { onSuccess: () => toaster.create({ type: 'success', title: t('bind.unbound') }), onError: (e) => setError(message(e)) })}>
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
    </Stack>
  );
}
