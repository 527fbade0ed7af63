import { Box, Button, CloseButton, Dialog, Portal, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDeviceMovements } from '../api/get-device-movements';
import { MovementCells, movementColumns } from './movement-parts';

interface Props {
  deviceId: number;
  serialNumber: string;
  onClose: () => void;
}

/** One device's movement lines, as far as the caller sees them (its organizations' lines), newest first. */
export function DeviceHistoryDialog({ deviceId, serialNumber, onClose }: Props) {
  const { t } = useTranslation('inventory');
  const history = useDeviceMovements(deviceId);
  const rows = history.data?.rows ?? [];
  return (
    <Dialog.Root open size="xl" placement="center" scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="inventory-history-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('movements.history', { serial: serialNumber })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="3">
                {t('movements.historyHint')}
              </Text>
              {history.isPending ? (
                <Spinner />
              ) : history.isError ? (
                <Box color="fg.error" data-testid="inventory-history-error">
                  {errorMessage(t, history.error)}
                </Box>
              ) : (
                <Table.ScrollArea borderWidth="1px" rounded="md">
                  <Table.Root size="sm" data-testid="inventory-history-table">
                    <Table.Header>
                      <Table.Row>
                        {movementColumns(t, false).map((c) => (
                          <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((row) => (
                        <Table.Row key={row.movementId} data-testid={`inventory-history-row-${row.movementId}`}>
                          <MovementCells row={row} prefix="inventory-history" />
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-testid="inventory-history-close">
                  {t('movements.close')}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('movements.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
