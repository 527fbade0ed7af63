import { useMemo, type ReactNode } from 'react';
import { Input, NativeSelect } from '@chakra-ui/react';
import { useBindingDeviceOptions } from '../../api/get-binding-device-options';
import { useDeptTreeSelect } from '../../api/get-dept-treeselect';
import type { FormFieldOptions } from './form-field';
import { flattenDeptTree, OrgSelect } from './org-select';
import { useDebouncedValue } from './use-debounced-value';

/** The form's names of the three fields (each dialog keeps its own). */
export interface OrgDeviceFieldNames<N extends string> {
  deptId: N;
  keyword: N;
  deviceId: N;
}

interface Props<N extends string> {
  /** The form's field renderer (`useZodForm`'s `field`): label, error and test id per field. */
  field: (name: N, label: ReactNode, control: ReactNode, options?: FormFieldOptions) => ReactNode;
  names: OrgDeviceFieldNames<N>;
  values: Readonly<Record<N, string>>;
  set: (name: N, value: string) => void;
  /** Texts in the dialog's own words (its namespace). */
  labels: { organization: string; chooseOrganization: string; deviceSearch: string; device: string; chooseDevice: string; noDevice: string; hint?: string };
  /** Test ids: `<prefix>-org`, `<prefix>-<keyword name>`, `<prefix>-device`. */
  testIdPrefix: string;
}

/**
 * A device chosen through its organization (work orders, inspection reports): the organization, a keyword over its
 * devices (debounced), then one of the devices that match. Choosing another organization forgets the device.
 */
export function OrgDeviceFields<N extends string>({ field, names, values, set, labels, testIdPrefix }: Props<N>) {
  const tree = useDeptTreeSelect();
  const orgs = useMemo(() => flattenDeptTree(tree.data ?? []), [tree.data]);
  const deptId = values[names.deptId];
  const keyword = useDebouncedValue(values[names.keyword], 300);
  const devices = useBindingDeviceOptions(deptId ? { deptId: Number(deptId), keyword: keyword || undefined } : undefined);
  const hint = deptId && devices.data?.length === 0 ? labels.noDevice : labels.hint;
  return (
    <>
      {field(
        names.deptId,
        labels.organization,
        <OrgSelect
          options={orgs}
          value={deptId}
          onChange={(v) => {
            set(names.deptId, v);
            set(names.deviceId, '');
          }}
          placeholder={labels.chooseOrganization}
          testId={`${testIdPrefix}-org`}
        />,
      )}
      {field(
        names.keyword,
        labels.deviceSearch,
        <Input data-testid={`${testIdPrefix}-${names.keyword}`} value={values[names.keyword]} maxLength={64} disabled={!deptId} onChange={(e) => set(names.keyword, e.target.value)} />,
      )}
      {field(
        names.deviceId,
        labels.device,
        <NativeSelect.Root disabled={!deptId}>
          <NativeSelect.Field data-testid={`${testIdPrefix}-device`} value={values[names.deviceId]} onChange={(e) => set(names.deviceId, e.target.value)}>
            <option value="">{labels.chooseDevice}</option>
            {(devices.data ?? []).map((d) => (
              <option key={d.deviceId} value={String(d.deviceId)}>
                {d.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>,
        { required: true, ...(hint ? { hint } : {}) },
      )}
    </>
  );
}
