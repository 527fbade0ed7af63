import { Input } from '@chakra-ui/react';
import { LICENCE_UNIT_MAX, mintLicenceBody } from '@aed/shared/schemas/licence';
import { DateField } from '../../../components/form/date-field';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useMintLicence } from '../api/mint-licence';

interface FormValues {
  amount: string;
  expireTime: string;
  lifetimeDays: string;
  sellingUnit: string;
  buyingUnit: string;
}

const FIELD_OF_ERROR: Record<string, keyof FormValues> = { 'licence.expiryInPast': 'expireTime', 'licence.expiryAndLifetime': 'lifetimeDays' };

/** Mint a batch at the root (platform operator): an expiry date, a lifetime in days, or neither (never expires). */
export function MintDialog({ onClose }: { onClose: () => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm<FormValues>({
    ns: 'licence',
    initial: { amount: '', expireTime: '', lifetimeDays: '', sellingUnit: '', buyingUnit: '' },
    fieldOf: FIELD_OF_ERROR,
    testIdPrefix: 'licence-mint',
    onClose,
  });
  const mint = useMintLicence();
  const submit = onSubmit(() => save(mintLicenceBody, { ...values, lifetimeDays: values.lifetimeDays === '' ? null : values.lifetimeDays }, mint, t('toast.minted')));

  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="licence-mint-dialog" testIdPrefix="licence-mint" title={t('mint.title')} onSubmit={submit} onClose={onClose} saving={mint.isPending}>
        {field('amount', t('fields.amount'), <Input name="amount" inputMode="numeric" data-testid="licence-mint-amount" value={values.amount} onChange={(e) => set('amount', e.target.value)} />, {
          required: true,
          errorTestId: 'licence-mint-amount-error',
        })}
        {field('expireTime', t('fields.expireTime'), <DateField value={values.expireTime} onChange={(v) => set('expireTime', v)} testId="licence-mint-expire" />, {
          errorTestId: 'licence-mint-expire-error',
          hint: t('mint.expiryHelp'),
        })}
        {field('lifetimeDays', t('fields.lifetimeDays'), <Input name="lifetimeDays" inputMode="numeric" data-testid="licence-mint-lifetime" value={values.lifetimeDays} onChange={(e) => set('lifetimeDays', e.target.value)} />, {
          errorTestId: 'licence-mint-lifetime-error',
        })}
        {field('sellingUnit', t('fields.sellingUnit'), <Input name="sellingUnit" data-testid="licence-mint-selling-unit" maxLength={LICENCE_UNIT_MAX} value={values.sellingUnit} onChange={(e) => set('sellingUnit', e.target.value)} />, {
          required: true,
          errorTestId: 'licence-mint-selling-unit-error',
        })}
        {field('buyingUnit', t('fields.buyingUnit'), <Input name="buyingUnit" data-testid="licence-mint-buying-unit" maxLength={LICENCE_UNIT_MAX} value={values.buyingUnit} onChange={(e) => set('buyingUnit', e.target.value)} />, {
          required: true,
          errorTestId: 'licence-mint-buying-unit-error',
        })}
      </FormDialogForm>
    </FormDialogShell>
  );
}
