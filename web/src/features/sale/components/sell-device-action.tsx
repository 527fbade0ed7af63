import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuHandshake } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { SaleFormDialog, type SaleDevice } from './sale-form-dialog';

/**
 * The device list's "Sell" row action (given to the device screen by web/src/app, which composes features): a stock
 * device, or one its holder may sublet, opens the sale form for it.
 */
export function SellDeviceAction({ device }: { device: SaleDevice & { saleStatus: string } }) {
  const { t } = useTranslation('sale');
  const [open, setOpen] = useState(false);
  // a lease that expired is renewed (or voided) on the sales records screen, not sold again
  if (device.saleStatus === '4') return null;
  return (
    <>
      <RowActionButton kind="other" icon={<LuHandshake />} permission={PERMISSIONS.sale.add} testId={`device-row-sell-${device.serialNumber}`} label={t('toolbar.sell')} onClick={() => setOpen(true)} />
      {open && <SaleFormDialog target={{ kind: 'add', device }} onClose={() => setOpen(false)} />}
    </>
  );
}
