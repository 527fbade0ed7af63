import { useState } from 'react';
import { Badge, Heading, HStack, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeftRight, LuUnplug } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { AccessoryRecord } from '@aed/shared/schemas/accessory';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { errorMessage } from '../../../lib/error-message';
import { useDeviceAccessories } from '../api/get-device-accessories';
import { ExpiryStateBadge } from './expiry-state-badge';
import { RemoveDialog } from './remove-dialog';
import { ReplaceDialog } from './replace-dialog';

type Dialog = { kind: 'remove' | 'replace'; record: AccessoryRecord } | null;

/**
 * The "Accessories and consumables" tab of the device details screen: the rated life the device's model gives each
 * consumable kind, what is installed on the device (soonest expiry first, with its state), and what was replaced
 * there. Holders of the install permission can replace or remove an installed record from here.
 */
export function DeviceAccessoriesTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('accessory');
  const held = useDeviceAccessories(deviceId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const code = (r: AccessoryRecord) => r.code.replace(/[^A-Za-z0-9_-]/g, '_');

  if (held.isPending) return <Spinner data-testid="device-accessories-loading" />;
  if (held.isError) return <ListLoadError testId="device-accessories-error" message={errorMessage(t, held.error)} onRetry={() => void held.refetch()} retryLabel={t('table.retry')} />;
  const { consumables, installed, replaced, warnDays } = held.data;

  const columns = [t('fields.kind'), t('fields.code'), t('fields.name'), t('fields.brandModel'), t('fields.startDate'), t('fields.expiryDate'), t('fields.state')];
  const cells = (r: AccessoryRecord) => (
    <>
      <Table.Cell>{t(`kind.${r.kind}`)}</Table.Cell>
      <Table.Cell>{r.code}</Table.Cell>
      <Table.Cell>{r.name}</Table.Cell>
      <Table.Cell>{[r.brand, r.model].filter(Boolean).join(' ')}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{r.startDate}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {r.expiryDate || '-'}
        {r.maxExpiryDate && (
          <Text fontSize="xs" color="fg.muted">
            {t('device.max', { max: r.maxExpiryDate })}
          </Text>
        )}
      </Table.Cell>
    </>
  );

  return (
    <Stack gap="4" data-testid="device-accessories">
      <Wrap gap="2" align="center" data-testid="device-accessories-life">
        <Text fontSize="sm" fontWeight="medium">
          {t('device.modelLife', { model: held.data.device.modelName })}
        </Text>
        {consumables.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('device.noLife')}
          </Text>
        ) : (
          consumables.map((c) => (
            <Badge key={c.kind} variant="outline">
              {t('form.kindLife', { kind: t(`kind.${c.kind}`), count: c.ratedLifeMonths })}
            </Badge>
          ))
        )}
        <Text fontSize="xs" color="fg.muted">
          {t('device.warnDays', { count: warnDays })}
        </Text>
      </Wrap>

      <Heading size="sm">{t('device.installed', { count: installed.length })}</Heading>
      <ListTable
        testId="device-accessories-installed"
        size="sm"
        columns={columns}
        actionsHeader={t('fields.actions')}
        rows={installed}
        rowKey={(r) => r.accessoryId}
        rowTestId={(r) => `device-accessory-${code(r)}`}
        loading={false}
        emptyText={t('device.emptyInstalled')}
        emptyTestId="device-accessories-empty"
        renderCells={(r) => (
          <>
            {cells(r)}
            <Table.Cell>
              <ExpiryStateBadge state={r.state} daysLeft={r.daysLeft} testId={`device-accessory-state-${code(r)}`} />
            </Table.Cell>
          </>
        )}
        renderActions={(r) => (
          <>
            <RowActionButton
              kind="other"
              icon={<LuArrowLeftRight />}
              permission={PERMISSIONS.accessory.install}
              testId={`device-accessory-replace-${code(r)}`}
              label={t('toolbar.replace')}
              onClick={() => setDialog({ kind: 'replace', record: r })}
            />
            <RowActionButton
              kind="other"
              icon={<LuUnplug />}
              permission={PERMISSIONS.accessory.install}
              testId={`device-accessory-remove-${code(r)}`}
              label={t('toolbar.remove')}
              onClick={() => setDialog({ kind: 'remove', record: r })}
            />
          </>
        )}
      />

      {replaced.length > 0 && (
        <Stack gap="2" data-testid="device-accessories-history">
          <HStack>
            <Heading size="sm">{t('device.history', { count: replaced.length })}</Heading>
          </HStack>
          <ListTable
            testId="device-accessories-replaced"
            size="sm"
            columns={[...columns.slice(0, -1), t('fields.removeDate')]}
            rows={replaced}
            rowKey={(r) => r.accessoryId}
            rowTestId={(r) => `device-accessory-replaced-${code(r)}`}
            loading={false}
            emptyText=""
            emptyTestId="device-accessories-history-empty"
            renderCells={(r) => (
              <>
                {cells(r)}
                <Table.Cell whiteSpace="nowrap">{r.removeDate}</Table.Cell>
              </>
            )}
          />
        </Stack>
      )}

      {dialog?.kind === 'remove' && <RemoveDialog record={dialog.record} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'replace' && <ReplaceDialog record={dialog.record} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
