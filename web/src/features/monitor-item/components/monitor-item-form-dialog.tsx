import { useState, type FormEvent } from 'react';
import { Badge, Field, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  addMonitorItemBody,
  MONITOR_ITEM_STATUSES,
  MONITOR_ITEM_TYPES,
  updateMonitorItemBody,
  type MonitorItemRecord,
  type MonitorItemType,
} from '@aed/shared/schemas/monitor-item';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { issueText, type FieldErrors, type ZodIssue } from '../../../components/form/form-errors';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { useAddMonitorItem } from '../api/add-monitor-item';
import { useUpdateMonitorItem } from '../api/update-monitor-item';
import { LightingRulesEditor, newRuleRow, ruleRowOf, rulesInput, type RuleErrors, type RuleField, type RuleRow } from './lighting-rules-editor';

interface Props {
  /** The preset to modify, or undefined to add one. */
  record?: MonitorItemRecord;
  onClose: () => void;
}

interface Values {
  itemCode: string;
  itemName: string;
  itemType: MonitorItemType;
  redLightMinutes: string;
  yellowLightMinutes: string;
  status: MonitorItemRecord['status'];
  rules: RuleRow[];
}

/** Server refusals that belong to one field of the item. */
const FIELD_OF_CODE: Record<string, string> = {
  'monitorItem.codeExists': 'itemCode',
  'monitorItem.nameExists': 'itemName',
  'monitorItem.yellowAfterRed': 'yellowLightMinutes',
  'monitorItem.typeInUse': 'itemType',
};

const initialValues = (record?: MonitorItemRecord): Values =>
  record
    ? {
        itemCode: record.itemCode,
        itemName: record.itemName,
        itemType: record.itemType,
        redLightMinutes: String(record.redLightMinutes),
        yellowLightMinutes: String(record.yellowLightMinutes),
        status: record.status,
        rules: record.rules.map(ruleRowOf),
      }
    : { itemCode: '', itemName: '', itemType: '1', redLightMinutes: '0', yellowLightMinutes: '0', status: '0', rules: [newRuleRow()] };

interface Errors {
  fields: FieldErrors;
  rules: RuleErrors;
}
const NO_ERRORS: Errors = { fields: {}, rules: {} };

/** One problem (a zod issue here, a field of a server refusal) placed on the item field or the rule row it names. */
function place(errors: Errors, path: readonly (string | number)[], text: string): void {
  const [head, index, field] = path;
  if (head === 'rules' && typeof index === 'number' && field) {
    const row = (errors.rules[index] ??= {});
    row[field as RuleField] ??= text;
  } else if (head !== undefined) {
    errors.fields[String(head)] ??= text;
  }
}

/** Client-side issues: codes of the shared schema (gap, overlap, format...) say the same as the server would. */
function issuesToFormErrors(t: TFunction, issues: readonly ZodIssue[]): Errors {
  const errors: Errors = { fields: {}, rules: {} };
  for (const issue of issues) {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    const ownCode = issue.message.startsWith('monitorItem.') ? translateErrorCode(t, issue.message) : undefined;
    place(errors, path, ownCode ?? issueText(t, issue));
  }
  return errors;
}

/** A server refusal on its field or rule row (`rules.2.lowerLimit`), or undefined to show it as a toast. */
function serverErrors(t: TFunction, err: unknown): Errors | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const field = FIELD_OF_CODE[err.errorCode];
  if (field) return { fields: { [field]: errorMessage(t, err) }, rules: {} };
  if (!err.fields.length) return undefined;
  const errors: Errors = { fields: {}, rules: {} };
  for (const f of err.fields) {
    const path = f.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    place(errors, path, translateErrorCode(t, f.errorCode, err.params) ?? t('validation.invalid'));
  }
  return errors;
}

/** Add or modify a monitoring item preset and its lighting rules. Mounted only while open. */
export function MonitorItemFormDialog({ record, onClose }: Props) {
  const { t } = useTranslation('monitorItem');
  const [values, setValues] = useState<Values>(() => initialValues(record));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const add = useAddMonitorItem();
  const update = useUpdateMonitorItem();
  const saving = add.isPending || update.isPending;
  const reserved = record?.reserved === true;
  const set = <K extends keyof Omit<Values, 'rules'>>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, fields: { ...p.fields, [key]: undefined } }));
  };
  // A gap or overlap involves neighbours: any rule edit clears the rule messages until the next check.
  const setRules = (rules: RuleRow[]) => {
    setValues((p) => ({ ...p, rules }));
    setErrors((p) => ({ fields: { ...p.fields, rules: undefined }, rules: {} }));
  };
  const onError = (err: unknown) => {
    const placed = serverErrors(t, err);
    if (placed) setErrors(placed);
    else notifyError(errorMessage(t, err));
  };
  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const input = { ...values, rules: rulesInput(values.rules) };
    if (!record) {
      const parsed = addMonitorItemBody.safeParse(input);
      if (!parsed.success) return setErrors(issuesToFormErrors(t, parsed.error.issues));
      setErrors(NO_ERRORS);
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const parsed = updateMonitorItemBody.safeParse({ ...input, itemId: record.itemId });
      if (!parsed.success) return setErrors(issuesToFormErrors(t, parsed.error.issues));
      setErrors(NO_ERRORS);
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };
  const fieldErrors = errors.fields;

  return (
    <FormDialogShell onClose={onClose} size="xl">
      <FormDialogForm
        testId="monitor-item-form"
        testIdPrefix="monitor-item-form"
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={saving}
        submitLabel={t('form.submit')}
        cancelLabel={t('form.cancel')}
        closeLabel={t('form.close')}
        maxW="76rem"
      >
        {reserved && (
          <HStack gap="2" data-testid="monitor-item-form-reserved">
            <Badge colorPalette="purple">{t('reservedBadge')}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {t('form.reservedHint')}
            </Text>
          </HStack>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Field.Root required invalid={!!fieldErrors.itemCode} disabled={reserved}>
            <Field.Label>
              {t('fields.itemCode')} <Field.RequiredIndicator />
            </Field.Label>
            <Input data-testid="monitor-item-form-code" value={values.itemCode} maxLength={32} autoComplete="off" onChange={(e) => set('itemCode', e.target.value)} />
            <Field.ErrorText data-testid="monitor-item-form-code-error">{fieldErrors.itemCode}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!fieldErrors.itemName}>
            <Field.Label>
              {t('fields.itemName')} <Field.RequiredIndicator />
            </Field.Label>
            <Input data-testid="monitor-item-form-name" value={values.itemName} maxLength={50} onChange={(e) => set('itemName', e.target.value)} />
            <Field.ErrorText data-testid="monitor-item-form-name-error">{fieldErrors.itemName}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!fieldErrors.itemType} disabled={reserved}>
            <Field.Label>
              {t('fields.itemType')} <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="monitor-item-form-type" value={values.itemType} onChange={(e) => set('itemType', e.target.value as MonitorItemType)}>
                {MONITOR_ITEM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText data-testid="monitor-item-form-type-error">{fieldErrors.itemType}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!fieldErrors.redLightMinutes}>
            <Field.Label>{t('fields.redLightMinutes')}</Field.Label>
            <Input type="number" min={0} step={1} data-testid="monitor-item-form-red" value={values.redLightMinutes} onChange={(e) => set('redLightMinutes', e.target.value)} />
            <Field.HelperText>{t('form.redHint')}</Field.HelperText>
            <Field.ErrorText>{fieldErrors.redLightMinutes}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!fieldErrors.yellowLightMinutes}>
            <Field.Label>{t('fields.yellowLightMinutes')}</Field.Label>
            <Input type="number" min={0} step={1} data-testid="monitor-item-form-yellow" value={values.yellowLightMinutes} onChange={(e) => set('yellowLightMinutes', e.target.value)} />
            <Field.HelperText>{t('form.yellowHint')}</Field.HelperText>
            <Field.ErrorText data-testid="monitor-item-form-yellow-error">{fieldErrors.yellowLightMinutes}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label id="monitor-item-form-status">{t('fields.status')}</Field.Label>
            <RadioChoices value={values.status} options={MONITOR_ITEM_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="monitor-item-form-status" labelledBy="monitor-item-form-status" />
          </Field.Root>
        </SimpleGrid>
        <LightingRulesEditor rows={values.rules} errors={errors.rules} listError={fieldErrors.rules} onChange={setRules} />
      </FormDialogForm>
    </FormDialogShell>
  );
}
