import { Alert, Button, CloseButton, DataList, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { versionQueryOptions } from '../../../api/get-version';

/** About: the product, its version and build time (user menu). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const version = useQuery({ ...versionQueryOptions(), enabled: open });
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="about-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('version.aboutTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {version.isPending && <Spinner data-testid="about-loading" />}
              {version.isError && (
                <Alert.Root status="error" data-testid="about-error">
                  <Alert.Indicator />
                  <Alert.Title>{errorMessage(t, version.error)}</Alert.Title>
                </Alert.Root>
              )}
              {version.data && (
                <DataList.Root orientation="horizontal">
                  <DataList.Item>
                    <DataList.ItemLabel>{t('version.product')}</DataList.ItemLabel>
                    <DataList.ItemValue>{t('appTitle')}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('version.number')}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="about-version">{version.data.version}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('version.buildTime')}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="about-build-time">{version.data.buildTime ? formatDateTime(version.data.buildTime) : t('version.buildTimeUnknown')}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose} data-testid="about-close">
                {t('actions.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
