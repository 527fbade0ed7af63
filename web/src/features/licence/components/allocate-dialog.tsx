import { Input, NativeSelect, Text } from '@chakra-ui/react';
import { allocateLicenceBody, LICENCE_UNIT_MAX, type LicenceBatchRecord } from '@aed/shared/schemas/licence';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAllocateLicence } from '../api/allocate-licence';

export interface ChildOrg {
  id: number;
  label: string;
}

interface FormValues {
  deptId: string;
  amount: string;
  sellingUnit: string;
  buyingUnit: string;
}

/** Server refusals shown at their field. */
const FIELD_OF_ERROR: Record<string, keyof FormValues> = {
  'licence.amountExceedsAvailable': 'amount',
  'licence.notDirectChild': 'deptId',
  'dept.notFound': 'deptId',
  'licence.notEnough': 'amount',
};

/** Sell part of a batch to a direct child organization: amount up to the batch's available, units. */
export function AllocateDialog({ batch, childOrgs, onClose }: { batch: LicenceBatchRecord; childOrgs: ChildOrg[]; onClose: () => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm<FormValues>({
    ns: 'licence',
    initial: { deptId: childOrgs.length === 1 ? String(childOrgs[0]!.id) : '', amount: '', sellingUnit: batch.sellingUnit, buyingUnit: batch.buyingUnit },
    fieldOf: FIELD_OF_ERROR,
    testIdPrefix: 'licence-allocate',
    onClose,
  });
  const allocate = useAllocateLicence();
  const submit = onSubmit(() => save(allocateLicenceBody, { ...values, sourceBatchId: batch.batchId }, allocate, t('toast.allocated')));

  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="licence-allocate-dialog" testIdPrefix="licence-allocate" title={t('allocate.title')} onSubmit={submit} onClose={onClose} saving={allocate.isPending}>
        <Text fontSize="sm" color="fg.muted" data-testid="licence-allocate-available">
          {t('allocate.available', { n: batch.available, batch: batch.batchId })}
        </Text>
        {field(
          'deptId',
          t('fields.child'),
          <NativeSelect.Root>
            <NativeSelect.Field name="deptId" data-testid="licence-allocate-dept" value={values.deptId} onChange={(e) => set('deptId', e.target.value)}>
              <option value="">{t('allocate.pickChild')}</option>
              {childOrgs.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          { required: true, errorTestId: 'licence-allocate-dept-error' },
        )}
        {field(
          'amount',
          t('fields.amount'),
          <Input name="amount" inputMode="numeric" data-testid="licence-allocate-amount" value={values.amount} onChange={(e) => set('amount', e.target.value)} />,
          { required: true, errorTestId: 'licence-allocate-amount-error', hint: t('allocate.amountHelp', { n: batch.available }) },
        )}
        {field(
          'sellingUnit',
          t('fields.sellingUnit'),
          <Input name="sellingUnit" data-testid="licence-allocate-selling-unit" maxLength={LICENCE_UNIT_MAX} value={values.sellingUnit} onChange={(e) => set('sellingUnit', e.target.value)} />,
          { required: true, errorTestId: 'licence-allocate-selling-unit-error' },
        )}
        {field(
          'buyingUnit',
          t('fields.buyingUnit'),
          <Input name="buyingUnit" data-testid="licence-allocate-buying-unit" maxLength={LICENCE_UNIT_MAX} value={values.buyingUnit} onChange={(e) => set('buyingUnit', e.target.value)} />,
          { required: true, errorTestId: 'licence-allocate-buying-unit-error' },
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
