import { useState } from 'react';
import { Field, HStack, Input, NativeSelect, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AccessoryDeviceOption } from '@aed/shared/schemas/accessory';
import { useDebouncedValue } from '../../../components/form/use-debounced-value';
import { useAccessoryDeviceOptions } from '../api/get-accessory-device-options';

interface Props {
  /** Organization of the record: devices of it and below, in the caller's scope. */
  deptId: number | undefined;
  selected: AccessoryDeviceOption | null;
  onChange: (device: AccessoryDeviceOption | null) => void;
  /** Offer "not installed (in stock)". */
  allowNone?: boolean;
  label: string;
  error?: string;
  required?: boolean;
  /** `<testId>-search`, `<testId>` (the select) and `<testId>-error`. */
  testId: string;
}

/** Picks a device for a record: a keyword narrows the organization's devices (product code, name, serial number). */
export function DevicePicker({ deptId, selected, onChange, allowNone = false, label, error, required, testId }: Props) {
  const { t } = useTranslation('accessory');
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 250);
  const options = useAccessoryDeviceOptions(deptId ? { deptId, keyword: keyword || undefined } : undefined);
  const list = [...(options.data ?? [])];
  if (selected && !list.some((d) => d.deviceId === selected.deviceId)) list.unshift(selected);
  const text = (d: AccessoryDeviceOption) => `${d.serialNumber} - ${d.equipmentName}${d.modelName ? ` (${d.brand} ${d.modelName})` : ''}`;

  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <HStack gap="2" width="full">
        <Input
          size="sm"
          width="44"
          flexShrink={0}
          placeholder={t('form.deviceSearch')}
          aria-label={t('form.deviceSearch')}
          value={typed}
          maxLength={64}
          disabled={!deptId}
          data-testid={`${testId}-search`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <NativeSelect.Root size="sm" flex="1" disabled={!deptId}>
          <NativeSelect.Field
            data-testid={testId}
            value={selected ? String(selected.deviceId) : ''}
            onChange={(e) => onChange(list.find((d) => String(d.deviceId) === e.target.value) ?? null)}
          >
            <option value="">{allowNone ? t('form.noDevice') : t('form.chooseDevice')}</option>
            {list.map((d) => (
              <option key={d.deviceId} value={String(d.deviceId)}>
                {text(d)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {options.isFetching && <Spinner size="xs" />}
      </HStack>
      {!deptId && <Field.HelperText>{t('form.chooseDeptFirst')}</Field.HelperText>}
      {deptId && options.isSuccess && options.data.length === 0 && <Field.HelperText data-testid={`${testId}-none`}>{t('form.noDevices')}</Field.HelperText>}
      <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
