import { Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { CONSUMABLE_KINDS, type ConsumableKind } from '@aed/shared/schemas/device-model';

export interface ConsumableRow {
  kind: ConsumableKind;
  /** As typed (the shared schema coerces it). */
  ratedLifeMonths: string;
}

interface Props {
  rows: readonly ConsumableRow[];
  onChange: (rows: ConsumableRow[]) => void;
  /** Error of the whole list (e.g. a kind listed twice). */
  error?: string;
  /** Error per row index (e.g. a rated life out of range). */
  rowErrors: Readonly<Record<number, string | undefined>>;
}

/**
 * The consumable kinds a model takes, each with its rated life in months. A kind appears once: the kinds other rows
 * use are not offered, and "Add" is off when every kind is listed.
 */
export function ConsumablesEditor({ rows, onChange, error, rowErrors }: Props) {
  const { t } = useTranslation('deviceModel');
  const used = new Set(rows.map((r) => r.kind));
  const free = CONSUMABLE_KINDS.filter((k) => !used.has(k));
  const setRow = (index: number, patch: Partial<ConsumableRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  return (
    <Field.Root invalid={!!error}>
      <Field.Label id="device-model-form-consumables-label">{t('fields.consumables')}</Field.Label>
      <Stack gap="2" width="full" role="group" aria-labelledby="device-model-form-consumables-label" data-testid="device-model-form-consumables">
        {rows.length === 0 && (
          <Text color="fg.muted" fontSize="sm" data-testid="device-model-form-consumables-empty">
            {t('form.noConsumables')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Stack key={index} gap="1">
            <HStack gap="2" align="center">
              <NativeSelect.Root flex="1">
                <NativeSelect.Field
                  aria-label={t('fields.kind')}
                  data-testid={`device-model-form-consumable-kind-${index}`}
                  value={row.kind}
                  onChange={(e) => setRow(index, { kind: e.target.value as ConsumableKind })}
                >
                  {CONSUMABLE_KINDS.filter((k) => k === row.kind || !used.has(k)).map((k) => (
                    <option key={k} value={k}>
                      {t(`kind.${k}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input
                type="number"
                min={1}
                max={240}
                width="28"
                aria-label={t('fields.ratedLifeMonths')}
                aria-invalid={!!rowErrors[index]}
                data-testid={`device-model-form-consumable-life-${index}`}
                value={row.ratedLifeMonths}
                onChange={(e) => setRow(index, { ratedLifeMonths: e.target.value })}
              />
              <Text fontSize="sm" minWidth="12">
                {t('form.months')}
              </Text>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('form.removeConsumable', { kind: t(`kind.${row.kind}`) })}
                data-testid={`device-model-form-consumable-remove-${index}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
            {rowErrors[index] && (
              <Text color="fg.error" fontSize="sm" data-testid={`device-model-form-consumable-error-${index}`}>
                {rowErrors[index]}
              </Text>
            )}
          </Stack>
        ))}
        <HStack>
          <Button
            size="sm"
            variant="outline"
            data-testid="device-model-form-consumable-add"
            disabled={free.length === 0}
            onClick={() => onChange([...rows, { kind: free[0]!, ratedLifeMonths: '' }])}
          >
            <LuPlus /> {t('form.addConsumable')}
          </Button>
        </HStack>
      </Stack>
      <Field.HelperText>{t('form.consumablesHint')}</Field.HelperText>
      <Field.ErrorText data-testid="device-model-form-consumables-error">{error}</Field.ErrorText>
    </Field.Root>
  );
}
