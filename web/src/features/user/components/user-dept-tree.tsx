import { DeptTreePanel } from '../../../components/tree/dept-tree-panel';
import { useDeptTreeSelect } from '../../dept/api/get-dept-treeselect';

interface Props {
  selected: number | undefined;
  /** An organization, or undefined for all of the caller's scope. */
  onSelect: (deptId: number | undefined) => void;
}

/** Left panel of the Users screen: the organizations of the caller's scope; clicking one filters the list. */
export function UserDeptTree({ selected, onSelect }: Props) {
  return <DeptTreePanel selected={selected} onSelect={onSelect} tree={useDeptTreeSelect()} ns="user" testIdPrefix="user" />;
}
