import { Button, Checkbox, Fieldset, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { MAX_LIGHTING_RULES, type LightColour, type LightingRule } from '@aed/shared/schemas/monitor-item';
import { limitText } from '@aed/shared/schemas/monitor-item-limits';
import { ActionsCell, ActionsHeader } from '../../../components/list/table-frame';
import { LightColourPicker } from './light-colour';

/** One rule as the form holds it: limits as typed ("3,5"), `key` keeps React rows stable while rows come and go. */
export interface RuleRow {
  key: number;
  ruleCode: string;
  ruleName: string;
  lowerLimit: string;
  upperLimit: string;
  lightColour: LightColour;
  emailNotify: boolean;
  pushNotify: boolean;
  autoAlarmOrder: boolean;
  description: string;
}
export type RuleField = Exclude<keyof RuleRow, 'key'>;
/** Messages per row index and field. */
export type RuleErrors = Record<number, Partial<Record<RuleField, string>>>;

let nextKey = 1;
export const ruleRowOf = (rule: LightingRule): RuleRow => ({ ...rule, key: nextKey++, lowerLimit: limitText(rule.lowerLimit), upperLimit: limitText(rule.upperLimit) });
export const newRuleRow = (lowerLimit = ''): RuleRow => ({
  key: nextKey++,
  ruleCode: '',
  ruleName: '',
  lowerLimit,
  upperLimit: '',
  lightColour: 'green',
  emailNotify: false,
  pushNotify: false,
  autoAlarmOrder: false,
  description: '',
});
/** The request form of the rows (the shared schema parses the limits). */
export const rulesInput = (rows: readonly RuleRow[]) => rows.map(({ key: _key, ...rule }) => rule);

const FLAGS = ['emailNotify', 'pushNotify', 'autoAlarmOrder'] as const;

interface Props {
  rows: readonly RuleRow[];
  errors: RuleErrors;
  /** A problem of the whole list (no rules, too many). */
  listError?: string;
  onChange: (rows: RuleRow[]) => void;
}

/**
 * The editable rules table of the preset form: light (swatches), code, name, limits, notification checkboxes and
 * description per row; a refusal of a row (gap, overlap, format...) is shown under that row.
 */
export function LightingRulesEditor({ rows, errors, listError, onChange }: Props) {
  const { t } = useTranslation('monitorItem');
  // Controls may report a value they already hold (a checkbox re-syncing): only real changes count as edits.
  const set = (index: number, change: Partial<RuleRow>) => {
    if (Object.entries(change).every(([k, v]) => rows[index][k as keyof RuleRow] === v)) return;
    onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  };
  const fieldLabel = (field: RuleField, index: number) => t('rules.fieldOf', { field: t(`rules.${field}`), index: index + 1 });
  const text = (index: number, field: 'ruleCode' | 'ruleName' | 'lowerLimit' | 'upperLimit' | 'description', width: string, maxLength: number, placeholder?: string) => (
    <Input
      size="sm"
      width={width}
      value={rows[index][field]}
      maxLength={maxLength}
      placeholder={placeholder}
      inputMode={field === 'lowerLimit' || field === 'upperLimit' ? 'decimal' : undefined}
      autoComplete="off"
      aria-label={fieldLabel(field, index)}
      aria-invalid={errors[index]?.[field] ? true : undefined}
      data-testid={`monitor-item-rule-${index}-${field}`}
      onChange={(e) => set(index, { [field]: e.target.value })}
    />
  );
  const addRow = () => onChange([...rows, newRuleRow(rows.at(-1)?.upperLimit ?? '')]);

  return (
    <Fieldset.Root invalid={!!listError} minWidth="0" width="full">
      <Fieldset.Legend>{t('rules.title')}</Fieldset.Legend>
      <Stack gap="2" width="full" minWidth="0">
        <Text fontSize="sm" color="fg.muted">
          {t('rules.hint')}
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="md" width="full" maxWidth="full">
          <Table.Root size="sm" data-testid="monitor-item-rules">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('rules.index')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('rules.lightColour')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('rules.ruleCode')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('rules.ruleName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('rules.lowerLimit')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('rules.upperLimit')}</Table.ColumnHeader>
                {FLAGS.map((flag) => (
                  <Table.ColumnHeader key={flag}>{t(`rules.${flag}`)}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>{t('rules.description')}</Table.ColumnHeader>
                <ActionsHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => {
                const messages = [...new Set(Object.values(errors[index] ?? {}).filter(Boolean))];
                return [
                  <Table.Row key={row.key} data-testid={`monitor-item-rule-${index}`} aria-invalid={messages.length > 0 || undefined}>
                    <Table.Cell>{index + 1}</Table.Cell>
                    <Table.Cell>
                      <LightColourPicker value={row.lightColour} onChange={(lightColour) => set(index, { lightColour })} label={t('rules.colourOf', { index: index + 1 })} testIdPrefix={`monitor-item-rule-${index}-colour`} />
                    </Table.Cell>
                    <Table.Cell>{text(index, 'ruleCode', '28', 32)}</Table.Cell>
                    <Table.Cell>{text(index, 'ruleName', '40', 50)}</Table.Cell>
                    <Table.Cell>{text(index, 'lowerLimit', '24', 20, '−∞')}</Table.Cell>
                    <Table.Cell>{text(index, 'upperLimit', '24', 20, '+∞')}</Table.Cell>
                    {FLAGS.map((flag) => (
                      <Table.Cell key={flag} textAlign="center">
                        <Checkbox.Root size="sm" checked={row[flag]} onCheckedChange={(e) => set(index, { [flag]: e.checked === true })} data-testid={`monitor-item-rule-${index}-${flag}`}>
                          <Checkbox.HiddenInput aria-label={fieldLabel(flag, index)} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    ))}
                    <Table.Cell>{text(index, 'description', '40', 200)}</Table.Cell>
                    <ActionsCell>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('rules.remove', { index: index + 1 })}
                        disabled={rows.length <= 1}
                        data-testid={`monitor-item-rule-${index}-remove`}
                        onClick={() => onChange(rows.filter((_, i) => i !== index))}
                      >
                        <LuTrash2 />
                      </IconButton>
                    </ActionsCell>
                  </Table.Row>,
                  messages.length > 0 && (
                    <Table.Row key={`${row.key}-error`}>
                      <Table.Cell colSpan={12} pt="0" borderTopWidth="0">
                        <Text color="fg.error" fontSize="sm" role="alert" data-testid={`monitor-item-rule-${index}-error`}>
                          {messages.join(' ')}
                        </Text>
                      </Table.Cell>
                    </Table.Row>
                  ),
                ];
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <HStack justify="space-between">
          <Button size="sm" variant="outline" onClick={addRow} disabled={rows.length >= MAX_LIGHTING_RULES} data-testid="monitor-item-rule-add">
            <LuPlus /> {t('rules.add')}
          </Button>
        </HStack>
        <Fieldset.ErrorText data-testid="monitor-item-form-rules-error">{listError}</Fieldset.ErrorText>
      </Stack>
    </Fieldset.Root>
  );
}
