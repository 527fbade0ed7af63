import { useMemo, useState } from 'react';
import { HStack, Input, NativeSelect, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../form/form-field';
import { flattenDeptTree, OrgSelect } from '../form/org-select';
import { useDebouncedValue } from '../form/use-debounced-value';
import { useDeptTreeSelect } from '../../api/get-dept-treeselect';
import { useBindingDeviceOptions } from '../../api/get-binding-device-options';

interface TargetProps {
  /** The form's namespace; test ids `<ns>-form-dept`, `<ns>-form-device`, `<ns>-form-deptId-error`... */
  ns: 'notify' | 'handler';
  /** The organization id as text ('' for none). */
  deptId: string;
  /** 0: the whole organization. */
  deviceId: number;
  /** The record being modified: its organization and device are fixed (its device shown by its label). */
  fixed?: { deviceLabel: string };
  errors: { deptId?: string; deviceId?: string };
  onDeptChange: (deptId: string) => void;
  onDeviceChange: (deviceId: number) => void;
}

/**
 * What a person to notify or a handler is bound to: an organization of the caller's scope and, optionally, one device
 * of it or below it. Chosen when adding, fixed afterwards; another organization clears the device.
 */
export function BindingTargetFields({ ns, deptId, deviceId, fixed, errors, onDeptChange, onDeviceChange }: TargetProps) {
  const { t } = useTranslation(ns);
  const depts = useDeptTreeSelect();
  const deptOptions = useMemo(() => flattenDeptTree(depts.data ?? []), [depts.data]);
  const prefix = `${ns}-form`;
  return (
    <>
      <FormField label={t('fields.deptId')} required hint={fixed ? t('form.targetFixed') : undefined} disabled={!!fixed} error={errors.deptId} errorTestId={`${prefix}-deptId-error`}>
        <OrgSelect
          options={deptOptions}
          value={deptId}
          onChange={(v) => {
            onDeptChange(v);
            onDeviceChange(0);
          }}
          placeholder={t('form.chooseDept')}
          testId={`${prefix}-dept`}
          disabled={!!fixed}
        />
      </FormField>
      <FormField label={t('fields.deviceId')} hint={fixed ? undefined : t('form.deviceHint')} disabled={!!fixed || !deptId} error={errors.deviceId} errorTestId={`${prefix}-deviceId-error`}>
        <BindingDeviceField
          ns={ns}
          testIdPrefix={prefix}
          deptId={deptId ? Number(deptId) : undefined}
          value={deviceId}
          currentLabel={fixed?.deviceLabel}
          disabled={!!fixed}
          invalid={!!errors.deviceId}
          onChange={onDeviceChange}
        />
      </FormField>
    </>
  );
}

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
function BindingDeviceField({ ns, testIdPrefix, deptId, value, currentLabel, disabled, invalid, onChange }: Props) {
  const { t } = useTranslation(ns);
  const [keyword, setKeyword] = useState('');
  const applied = useDebouncedValue(keyword.trim(), 300);
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
