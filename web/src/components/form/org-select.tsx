import { NativeSelect } from '@chakra-ui/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import type { TreeNode } from '@aed/shared/schemas/menu';
import { TreeOptions, type TreeOption } from './tree-options';

export interface OrgOption extends TreeOption {
  value: number;
  disabled: boolean;
}

/** An organization tree node as the trees of several calls give it (treeselect's, the role form's). */
type OrgNode = DeptTreeNode | TreeNode;

/** Depth-first options of a tree with their depth (the select indents them), e.g. for an organization select. */
export function flattenDeptTree(nodes: readonly OrgNode[], level = 0): OrgOption[] {
  return nodes.flatMap((n) => [
    { value: n.id, label: n.label, disabled: n.disabled ?? false, level },
    ...flattenDeptTree(n.children ?? [], level + 1),
  ]);
}

interface Props {
  /** The organizations of the caller's scope, depth first (`flattenDeptTree`). */
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
