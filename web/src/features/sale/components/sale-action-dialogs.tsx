import { Grid, Input, Textarea } from '@chakra-ui/react';
import { reletSaleBody, relocateSaleBody, SALE_LIMITS, type SaleRecord } from '@aed/shared/schemas/sale';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { coordinate } from './coordinate';
import { RegionCascadeSelect } from '../../../components/region/region-cascade-select';
import { useReletSale, useRelocateSale } from '../api/change-sale';

const dayAfter = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Renew a lease: a new period for the same buyer, starting the day after the lease ends (by default). */
export function SaleReletDialog({ sale, onClose }: { sale: SaleRecord; onClose: () => void }) {
  const start = sale.endDate ? dayAfter(sale.endDate) : new Date().toISOString().slice(0, 10);
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'sale',
    initial: { startDate: start, endDate: '', rentDueDate: '', remark: '' },
    fieldOf: { 'sale.reletTooEarly': 'startDate', 'sale.subletOutsideParent': 'endDate' },
    testIdPrefix: 'sale-relet',
    onClose,
  });
  const relet = useReletSale();
  const submit = onSubmit(() => save(reletSaleBody, { ...values, saleId: sale.saleId }, relet, t('toast.relet')));
  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="sale-relet-dialog" testIdPrefix="sale-relet" title={t('relet.title', { serial: sale.serialNumber })} onSubmit={submit} onClose={onClose} saving={relet.isPending}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {field('startDate', t('fields.startDate'), <DateField testId="sale-relet-startDate" value={values.startDate} onChange={(d) => set('startDate', d)} />, { required: true, hint: t('relet.after', { date: sale.endDate }) })}
          {field('endDate', t('fields.endDate'), <DateField testId="sale-relet-endDate" value={values.endDate} onChange={(d) => set('endDate', d)} />, { required: true })}
          {field('rentDueDate', t('fields.rentDueDate'), <DateField testId="sale-relet-rentDueDate" value={values.rentDueDate} onChange={(d) => set('rentDueDate', d)} />)}
        </Grid>
        {field('remark', t('fields.remark'), <Textarea data-testid="sale-relet-remark" value={values.remark} maxLength={SALE_LIMITS.remark} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}

/** Move the device of a running sale to another place; the old and new place are kept in the location change records. */
export function SaleRelocateDialog({ sale, onClose }: { sale: SaleRecord; onClose: () => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'sale',
    initial: {
      regionId: (sale.location.regionId || null) as number | null,
      address: sale.location.address,
      locationDesc: sale.location.locationDesc,
      latitude: sale.location.latitude === null ? '' : String(sale.location.latitude),
      longitude: sale.location.longitude === null ? '' : String(sale.location.longitude),
      remark: '',
    },
    fieldOf: { 'sale.regionUnavailable': 'regionId' },
    testIdPrefix: 'sale-relocate',
    onClose,
  });
  const relocate = useRelocateSale();
  const submit = onSubmit(() =>
    save(relocateSaleBody, { ...values, saleId: sale.saleId, regionId: values.regionId ?? 0, latitude: coordinate(values.latitude), longitude: coordinate(values.longitude) }, relocate, t('toast.relocated')),
  );
  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm testId="sale-relocate-dialog" testIdPrefix="sale-relocate" title={t('relocate.title', { serial: sale.serialNumber })} onSubmit={submit} onClose={onClose} saving={relocate.isPending}>
        {field('regionId', t('fields.region'), <RegionCascadeSelect value={values.regionId} onChange={(id) => set('regionId', id)} testId="sale-relocate-region" label={t('fields.region')} />)}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {field('address', t('fields.address'), <Input data-testid="sale-relocate-address" value={values.address} maxLength={SALE_LIMITS.address} onChange={(e) => set('address', e.target.value)} />)}
          {field('locationDesc', t('fields.locationDesc'), <Input data-testid="sale-relocate-locationDesc" value={values.locationDesc} maxLength={SALE_LIMITS.address} onChange={(e) => set('locationDesc', e.target.value)} />)}
          {field('latitude', t('fields.latitude'), <Input inputMode="decimal" data-testid="sale-relocate-latitude" value={values.latitude} maxLength={20} onChange={(e) => set('latitude', e.target.value)} />)}
          {field('longitude', t('fields.longitude'), <Input inputMode="decimal" data-testid="sale-relocate-longitude" value={values.longitude} maxLength={20} onChange={(e) => set('longitude', e.target.value)} />)}
        </Grid>
        {field('remark', t('fields.remark'), <Textarea data-testid="sale-relocate-remark" value={values.remark} maxLength={SALE_LIMITS.remark} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
