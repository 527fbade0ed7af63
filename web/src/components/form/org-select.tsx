import { NativeSelect } from '@chakra-ui/react';
import { TreeOptions, type TreeOption } from './tree-options';

export interface OrgOption extends TreeOption {
  value: number;
  disabled: boolean;
}

interface Props {
  /** The organizations of the caller's scope, depth first (the dept feature's `flattenDeptTree`). */
  options: readonly OrgOption[];
  /** The organization id as text; '' for none. */
  value: string;
  onChange: (deptId: string) => void;
  /** The empty choice ("Choose an organization"). */
  placeholder: string;
  testId: string;
  disabled?: boolean;
}

/** The organization select of the forms: a disabled organization cannot be chosen, unless it is the record's own. */
export function OrgSelect({ options, value, onChange, placeholder, testId, disabled }: Props) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        <TreeOptions options={options.map((o) => ({ ...o, disabled: o.disabled && String(o.value) !== value }))} value={value} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
