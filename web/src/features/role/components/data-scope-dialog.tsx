import { DataList, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { DATA_SCOPES, roleDataScopeBody, type DataScopeCode, type RoleRecord } from '@aed/shared/schemas/role';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/error-message';
import { useRoleDeptTree } from '../api/get-role-dept-tree';
import { useSetRoleDataScope } from '../api/set-role-data-scope';
import { CheckTree } from './check-tree';

interface Props {
  role: RoleRecord;
  onClose: () => void;
}

interface Values {
  dataScope: DataScopeCode;
  /** The organizations ticked; null until the first tick (the role's own list, once loaded, is shown). */
  ticked: Set<number> | null;
}

/**
 * Data scope of a role; a custom scope names organizations from the caller's own scope (independent checkboxes), at
 * least one (the shared schema's rule, checked here and by the server). The role's name and code are shown, not
 * edited: the role form changes them.
 */
export function DataScopeDialog({ role, onClose }: Props) {
  const { t, values, set, setErrors, errors, save, onSubmit, field } = useZodForm<Values>({
    ns: 'role',
    initial: { dataScope: role.dataScope, ticked: null },
    fieldOf: { 'role.customScopeEmpty': 'deptIds' },
    testIdPrefix: 'role-scope',
    onClose,
  });
  const depts = useRoleDeptTree(role.roleId);
  const saveScope = useSetRoleDataScope();
  const selected = values.ticked ?? new Set(depts.data?.checkedKeys ?? []);

  const submit = onSubmit(() =>
    save(roleDataScopeBody, { roleId: role.roleId, dataScope: values.dataScope, deptIds: values.dataScope === '2' ? [...selected] : [] }, saveScope, t('toast.modified')),
  );
  const clearDepts = () => setErrors((prev) => ({ ...prev, deptIds: undefined }));

  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="role-scope-dialog" testIdPrefix="role-scope" title={t('scope.title')} onSubmit={submit} onClose={onClose} saving={saveScope.isPending}>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.roleName')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="role-scope-name">{role.roleName}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.roleKey')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="role-scope-key">{role.roleKey}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {field(
          'dataScope',
          t('fields.dataScope'),
          <NativeSelect.Root disabled={role.admin}>
            <NativeSelect.Field
              data-testid="role-scope-select"
              value={values.dataScope}
              onChange={(e) => {
                set('dataScope', e.target.value as DataScopeCode);
                clearDepts();
              }}
            >
              {DATA_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t(`dataScope.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {values.dataScope === '2' && (
          <FormFieldset legend={t('scope.organizations')} error={errors.deptIds} errorTestId="role-scope-depts-error">
            {depts.isPending ? (
              <HStack gap="2">
                <Spinner size="sm" /> {t('form.loading')}
              </HStack>
            ) : depts.isError ? (
              <Text color="fg.error">{errorMessage(t, depts.error)}</Text>
            ) : (
              <CheckTree
                nodes={depts.data.depts}
                checked={selected}
                onChange={(next) => {
                  set('ticked', next);
                  clearDepts();
                }}
                strict
                expandAll
                testId="role-dept-tree"
                expandLabel={t('form.expand')}
              />
            )}
          </FormFieldset>
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
