import { useEffect, useState } from 'react';
import { HStack, Input, NativeSelect, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBindingDeviceOptions } from '../api/get-binding-device-options';

interface Props {
  ns: 'notify' | 'handler';
  /** Test ids `<testIdPrefix>-device` (the select) and `<testIdPrefix>-device-search`. */
  testIdPrefix: string;
  /** The organization chosen in the form: its devices and those below it are offered. */
  deptId: number | undefined;
  /** 0: the whole organization. */
  value: number;
  /** Shown for the current device when it is not among the options (a record being modified). */
  currentLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  onChange: (deviceId: number) => void;
}

/**
 * The device a person or a handler is bound to: "whole organization" or one device of the organization or below it,
 * narrowed by a keyword (product code, name, serial number, IoT code).
 */
export function BindingDeviceField({ ns, testIdPrefix, deptId, value, currentLabel, disabled, invalid, onChange }: Props) {
  const { t } = useTranslation(ns);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setApplied(keyword.trim()), 300);
    return () => clearTimeout(timer);
  }, [keyword]);
  const options = useBindingDeviceOptions(deptId && !disabled ? { deptId, keyword: applied || undefined } : undefined);
  const devices = options.data ?? [];
  const missing = value > 0 && !devices.some((d) => d.deviceId === value);

  return (
    <HStack gap="2" align="stretch">
      {!disabled && (
        <Input
          size="sm"
          width="40"
          placeholder={t('form.deviceSearch')}
          aria-label={t('form.deviceSearch')}
          value={keyword}
          maxLength={64}
          disabled={!deptId}
          data-testid={`${testIdPrefix}-device-search`}
          onChange={(e) => setKeyword(e.target.value)}
        />
      )}
      <NativeSelect.Root flex="1" size="sm" disabled={disabled || !deptId}>
        <NativeSelect.Field aria-label={t('fields.deviceId')} aria-invalid={invalid} data-testid={`${testIdPrefix}-device`} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          <option value="0">{t('form.wholeOrganization')}</option>
          {missing && <option value={String(value)}>{currentLabel || `#${value}`}</option>}
          {devices.map((d) => (
            <option key={d.deviceId} value={String(d.deviceId)}>
              {d.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {options.isFetching && <Spinner size="sm" alignSelf="center" />}
    </HStack>
  );
}
