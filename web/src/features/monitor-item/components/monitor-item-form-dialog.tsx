import { Badge, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
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
import { schemaCodeText, type FieldErrors } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddMonitorItem } from '../api/add-monitor-item';
import { useUpdateMonitorItem } from '../api/update-monitor-item';
import { LightingRulesEditor, newRuleRow, ruleRowOf, rulesInput, type RuleErrors, type RuleField, type RuleRow } from './lighting-rules-editor';

interface Props {
  /** The preset to modify, or undefined to add one. */
  record?: MonitorItemRecord;
  onClose: () => void;
  /** After a successful add: the record the server answered (the list shows it). */
  onAdded?: (record: MonitorItemRecord) => void;
  /** After a successful change: the record as the server answered. */
  onModified?: (record: MonitorItemRecord) => void;
}

interface Values {
  itemCode: string;
  itemName: string;
  itemType: MonitorItemType;
  redLightMinutes: string;
  yellowLightMinutes: string;
  alarmDelayMinutes: string;
  alarmClearMinutes: string;
  alarmRepeatMinutes: string;
  alarmHysteresis: string;
  status: MonitorItemRecord['status'];
  rules: RuleRow[];
}

/** Server refusals that belong to one field of the item. */
const FIELD_OF_CODE: Record<string, string> = {
  'monitorItem.codeExists': 'itemCode',
  'monitorItem.nameExists': 'itemName',
  'monitorItem.yellowAfterRed': 'yellowLightMinutes',
  'monitorItem.repeatTooShort': 'alarmRepeatMinutes',
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
        alarmDelayMinutes: String(record.alarmDelayMinutes),
        alarmClearMinutes: String(record.alarmClearMinutes),
        alarmRepeatMinutes: String(record.alarmRepeatMinutes),
        alarmHysteresis: String(record.alarmHysteresis),
        status: record.status,
        rules: record.rules.map(ruleRowOf),
      }
    : { itemCode: '', itemName: '', itemType: '1', redLightMinutes: '0', yellowLightMinutes: '0', alarmDelayMinutes: '0', alarmClearMinutes: '0', alarmRepeatMinutes: '0', alarmHysteresis: '0', status: '0', rules: [newRuleRow()] };

/** A rule row's problem keeps its whole path (`rules.2.lowerLimit`), shown under that row; the rest go to their field. */
const RULE_PATH = /^rules\.(\d+)\.(\w+)$/;
const errorKey = (path: string) => (RULE_PATH.test(path) ? path : path.split('.')[0]);

/** The rule rows' messages as the editor takes them (row index -> field -> text). */
function ruleErrorsOf(errors: FieldErrors): RuleErrors {
  const out: RuleErrors = {};
  for (const [key, text] of Object.entries(errors)) {
    const match = RULE_PATH.exec(key);
    if (match && text) (out[Number(match[1])] ??= {})[match[2] as RuleField] ??= text;
  }
  return out;
}

/** Add or modify a monitoring item preset and its lighting rules. Mounted only while open. */
export function MonitorItemFormDialog({ record, onClose, onAdded, onModified }: Props) {
  const { t, values, setValues, errors, setErrors, set, save, onSubmit, field } = useZodForm({
    ns: 'monitorItem',
    initial: initialValues(record),
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'monitor-item-form',
    onClose,
    // codes of the shared schema (gap, overlap, format...) say the same as the server would
    issueMessage: schemaCodeText,
    errorKey,
  });
  const add = useAddMonitorItem();
  const update = useUpdateMonitorItem();
  const reserved = record?.reserved === true;
  // A gap or overlap involves neighbours: any rule edit clears the rule messages until the next check.
  const setRules = (rules: RuleRow[]) => {
    setValues((p) => ({ ...p, rules }));
    setErrors((p) => Object.fromEntries(Object.entries(p).filter(([key]) => key !== 'rules' && !RULE_PATH.test(key))));
  };
  const submit = onSubmit(() => {
    const input = { ...values, rules: rulesInput(values.rules) };
    return record ? save(updateMonitorItemBody, { ...input, itemId: record.itemId }, update, t('toast.modified'), { onDone: onModified }) : save(addMonitorItemBody, input, add, t('toast.added'), { onDone: onAdded });
  });

  return (
    <FormDialogShell onClose={onClose} size="xl">
      <FormDialogForm
        testId="monitor-item-form"
        testIdPrefix="monitor-item-form"
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
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
          {field(
            'itemCode',
            t('fields.itemCode'),
            <Input data-testid="monitor-item-form-code" value={values.itemCode} maxLength={32} autoComplete="off" onChange={(e) => set('itemCode', e.target.value)} />,
            { required: true, disabled: reserved, errorTestId: 'monitor-item-form-code-error' },
          )}
          {field('itemName', t('fields.itemName'), <Input data-testid="monitor-item-form-name" value={values.itemName} maxLength={50} onChange={(e) => set('itemName', e.target.value)} />, {
            required: true,
            errorTestId: 'monitor-item-form-name-error',
          })}
          {field(
            'itemType',
            t('fields.itemType'),
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="monitor-item-form-type" value={values.itemType} onChange={(e) => set('itemType', e.target.value as MonitorItemType)}>
                {MONITOR_ITEM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
            { required: true, disabled: reserved, errorTestId: 'monitor-item-form-type-error' },
          )}
          {field(
            'redLightMinutes',
            t('fields.redLightMinutes'),
            <Input type="number" min={0} step={1} data-testid="monitor-item-form-red" value={values.redLightMinutes} onChange={(e) => set('redLightMinutes', e.target.value)} />,
            { hint: t('form.redHint') },
          )}
          {field(
            'yellowLightMinutes',
            t('fields.yellowLightMinutes'),
            <Input type="number" min={0} step={1} data-testid="monitor-item-form-yellow" value={values.yellowLightMinutes} onChange={(e) => set('yellowLightMinutes', e.target.value)} />,
            { hint: t('form.yellowHint'), errorTestId: 'monitor-item-form-yellow-error' },
          )}
          {(['alarmDelayMinutes', 'alarmClearMinutes', 'alarmRepeatMinutes', 'alarmHysteresis'] as const).map((name) => (
            <Fragment key={name}>
              {field(
                name,
                t(`fields.${name}`),
                <Input type="number" min={0} step={name === 'alarmHysteresis' ? 'any' : 1} data-testid={`monitor-item-form-${name}`} value={values[name]} onChange={(e) => set(name, e.target.value)} />,
                { hint: t(`form.${name}Hint`), errorTestId: `monitor-item-form-${name}-error` },
              )}
            </Fragment>
          ))}
          {field(
            'status',
            <span id="monitor-item-form-status">{t('fields.status')}</span>,
            <RadioChoices value={values.status} options={MONITOR_ITEM_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="monitor-item-form-status" labelledBy="monitor-item-form-status" />,
          )}
        </SimpleGrid>
        {/* A table of rows: its own fieldset (legend, list error), its rows' messages under each row. */}
        <LightingRulesEditor rows={values.rules} errors={ruleErrorsOf(errors)} listError={errors.rules} onChange={setRules} />
      </FormDialogForm>
    </FormDialogShell>
  );
}
