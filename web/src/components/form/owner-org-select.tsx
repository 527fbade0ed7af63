import { useEffect, useMemo } from 'react';
import { Input } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { flattenDeptTree, OrgSelect } from './org-select';
import { userInfoQueryOptions } from '../../lib/session';
import { useDeptTreeSelect } from '../../api/get-dept-treeselect';

interface Props {
  /** The chosen organization id as text; '' until one is chosen. */
  value: string;
  onChange: (deptId: string) => void;
  /** The record's organization once it exists: shown, not changeable. */
  fixed?: { deptId: number; deptName: string };
  /** The empty choice ("Choose an organization"). */
  placeholder: string;
  testId: string;
}

/**
 * The organization that owns a record reaching its whole subtree (a notice is published to it, a parameter belongs to
 * it: decision 0026). Only organizations whose whole subtree the caller's scope holds can be chosen (the others are
 * listed disabled, as the server would refuse them); a new record starts with the caller's own organization when it
 * can, else the first that can. An existing record keeps its organization.
 */
export function OwnerOrgSelect({ value, onChange, fixed, placeholder, testId }: Props) {
  const tree = useDeptTreeSelect({ wholeSubtree: '1' });
  const { data: info } = useQuery({ ...userInfoQueryOptions(), enabled: false });
  const options = useMemo(() => flattenDeptTree(tree.data ?? []), [tree.data]);
  const ownDeptId = info?.user?.deptId;
  const defaultValue = useMemo(() => {
    const own = options.find((o) => o.value === ownDeptId && !o.disabled);
    const first = options.find((o) => !o.disabled);
    return String((own ?? first)?.value ?? '');
  }, [options, ownDeptId]);

  useEffect(() => {
    if (!fixed && value === '' && defaultValue !== '') onChange(defaultValue);
  }, [fixed, value, defaultValue, onChange]);

  if (fixed) return <Input data-testid={testId} value={fixed.deptName} readOnly disabled />;
  return <OrgSelect options={options} value={value} onChange={onChange} placeholder={placeholder} testId={testId} disabled={tree.isPending} />;
}

interface FieldProps extends Omit<Props, 'placeholder'> {
  /**
   * The form's namespace, which holds `fields.deptName` (label), `form.chooseDept` (empty choice), `form.deptHint`
   * (what owning means, on add) and `form.deptFixed` (on modify).
   */
  ns: 'notice' | 'config';
  /** The field's error (client check or server refusal), already translated; shown with test id `<testId>-error`. */
  error?: string;
}

/** The owner organization as a required form field: label, select (or the fixed organization), hint and error. */
export function OwnerOrgField({ ns, error, ...select }: FieldProps) {
  const { t } = useTranslation(ns);
  return (
    <FormField label={t('fields.deptName')} required hint={select.fixed ? t('form.deptFixed') : t('form.deptHint')} error={error} errorTestId={`${select.testId}-error`}>
      <OwnerOrgSelect {...select} placeholder={t('form.chooseDept')} />
    </FormField>
  );
}
