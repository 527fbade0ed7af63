import { useState } from 'react';
import { Checkbox, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { TreeNode } from '@aed/shared/schemas/menu';
import { addRoleBody, ROLE_STATUSES, updateRoleBody, type RoleRecord } from '@aed/shared/schemas/role';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { flattenDeptTree, OrgSelect } from '../../../components/form/org-select';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/error-message';
import { menuLabel } from '../../../lib/menu-label';
import { useUserInfo } from '../../../lib/session';
import { useMenuTree, useRoleMenuTree } from '../../../api/get-menu-treeselect';
import { useAddRole } from '../api/add-role';
import { useRoleDeptOptions } from '../api/get-role-dept-options';
import { useRoleInfo } from '../api/get-role-info';
import { useUpdateRole } from '../api/update-role';
import { allIds, checkedWithHalf, CheckTree, expandChecked } from './check-tree';

export type RoleFormTarget = { mode: 'add' } | { mode: 'edit'; roleId: number };

interface Values {
  /** The organization a new role belongs to (decision 0025); fixed once created. */
  deptId: string;
  roleName: string;
  roleKey: string;
  roleSort: string;
  status: '0' | '1';
  remark: string;
  /** The menus ticked in the tree (a half-checked parent is added when sending). */
  checked: Set<number>;
}

/** Server refusals shown at their field. */
const FIELD_OF_CODE: Record<string, string> = {
  'role.nameExists': 'roleName',
  'role.keyExists': 'roleKey',
  'role.keyReserved': 'roleKey',
  'role.builtInImmutable': 'roleKey',
  'role.deptNotFound': 'deptId',
  'role.deptNotAllowed': 'deptId',
  'role.tooMany': 'deptId',
};

/** A new role as the form sends it: the server would default the organization, the form always names one. */
const addRoleForm = addRoleBody.and(z.object({ deptId: z.coerce.number().int().positive() }));

interface DialogProps {
  target: RoleFormTarget;
  onClose: () => void;
}

/** Add or modify a role with its menu permissions. Mounted only while open. */
export function RoleFormDialog({ target, onClose }: DialogProps) {
  const { t } = useTranslation('role');
  const editId = target.mode === 'edit' ? target.roleId : undefined;
  const info = useRoleInfo(editId);
  const roleTree = useRoleMenuTree(editId);
  const newTree = useMenuTree(editId === undefined);
  const owners = useRoleDeptOptions(editId === undefined);
  const title = editId === undefined ? t('form.addTitle') : t('form.editTitle');
  const tree = editId === undefined ? newTree.data : roleTree.data?.menus;
  const ready = tree !== undefined && (editId === undefined ? owners.data !== undefined : info.data !== undefined);
  const failure = info.error ?? roleTree.error ?? newTree.error ?? owners.error;

  return (
    <FormDialogShell onClose={onClose} size="lg" content={{ testId: 'role-form-dialog' }}>
      {ready ? (
        <RoleForm
          title={title}
          role={info.data}
          tree={tree}
          owners={owners.data ?? []}
          initialChecked={expandChecked(tree, editId === undefined ? [] : (roleTree.data?.checkedKeys ?? []))}
          onClose={onClose}
        />
      ) : (
        <FormDialogLoading testId="role-form-dialog" title={title} error={failure ? errorMessage(t, failure) : undefined} loadingText={t('form.loading')} onClose={onClose} />
      )}
    </FormDialogShell>
  );
}

interface FormProps {
  title: string;
  role: RoleRecord | undefined;
  tree: TreeNode[];
  /** The organizations a new role may belong to (add only). */
  owners: TreeNode[];
  initialChecked: Set<number>;
  onClose: () => void;
}

function RoleForm({ title, role, tree, owners, initialChecked, onClose }: FormProps) {
  const ownDeptId = useUserInfo().user.deptId;
  const ownerOptions = flattenDeptTree(owners);
  // a new role belongs to the caller's own organization unless another is picked
  const defaultOwner = ownerOptions.find((o) => o.value === ownDeptId) ?? ownerOptions[0];
  const { t, values, set, errors, save, onSubmit, field } = useZodForm<Values>({
    ns: 'role',
    initial: role
      ? { deptId: String(role.deptId), roleName: role.roleName, roleKey: role.roleKey, roleSort: String(role.roleSort), status: role.status, remark: role.remark, checked: initialChecked }
      : { deptId: defaultOwner ? String(defaultOwner.value) : '', roleName: '', roleKey: '', roleSort: '0', status: '0', remark: '', checked: initialChecked },
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'role-form',
    onClose,
  });
  const [expandAll, setExpandAll] = useState(false);
  const add = useAddRole();
  const update = useUpdateRole();
  const everything = allIds(tree);
  const { checked } = values;

  const submit = onSubmit(() => {
    const { deptId, checked: _checked, ...fields } = values;
    const body = { ...fields, menuIds: checkedWithHalf(tree, checked) };
    if (role) save(updateRoleBody, { ...body, roleId: role.roleId }, update, t('toast.modified'));
    else save(addRoleForm, { ...body, deptId }, add, t('toast.added'));
  });

  return (
    <FormDialogForm testId="role-form-dialog" testIdPrefix="role-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
      {role ? (
        <Field.Root>
          <Field.Label>{t('fields.dept')}</Field.Label>
          <Text data-testid="role-form-dept-name">{role.deptName}</Text>
        </Field.Root>
      ) : (
        field(
          'deptId',
          t('fields.dept'),
          <OrgSelect options={ownerOptions} value={values.deptId} onChange={(v) => set('deptId', v)} placeholder={t('form.chooseDept')} testId="role-form-dept" />,
          {
            required: true,
            errorTestId: 'role-form-dept-error',
            hint: ownerOptions.length === 0 ? <span data-testid="role-form-no-dept">{t('form.noDept')}</span> : t('form.deptHint'),
          },
        )
      )}
      {field('roleName', t('fields.roleName'), <Input data-testid="role-form-name" value={values.roleName} maxLength={30} onChange={(e) => set('roleName', e.target.value)} />, {
        required: true,
        errorTestId: 'role-form-name-error',
      })}
      {field(
        'roleKey',
        t('fields.roleKey'),
        <Input
          data-testid="role-form-key"
          value={values.roleKey}
          maxLength={100}
          disabled={role?.admin || role?.builtIn}
          placeholder={t('form.keyPlaceholder')}
          onChange={(e) => set('roleKey', e.target.value)}
        />,
        { required: true, errorTestId: 'role-form-key-error' },
      )}
      <HStack gap="4" align="flex-start">
        <Stack width="40">
          {field('roleSort', t('fields.roleSort'), <Input type="number" min={0} max={9999} data-testid="role-form-sort" value={values.roleSort} onChange={(e) => set('roleSort', e.target.value)} />)}
        </Stack>
        {field(
          'status',
          <span id="role-form-status">{t('fields.status')}</span>,
          <RadioChoices
            value={values.status}
            options={ROLE_STATUSES}
            labelOf={(s) => t(`status.${s}`)}
            onChange={(v) => set('status', v)}
            testIdPrefix="role-form-status"
            labelledBy="role-form-status"
            disabled={role?.admin}
          />,
        )}
      </HStack>
      <FormFieldset
        legend={t('fields.menus')}
        hint={role?.admin ? t('form.adminMenus') : undefined}
        hintTestId="role-form-admin-menus"
        error={errors.menuIds}
        errorTestId="role-form-menuIds-error"
      >
        {!role?.admin && (
          <Stack gap="2" width="full">
            <HStack gap="4">
              <Checkbox.Root size="sm" checked={expandAll} onCheckedChange={(e) => setExpandAll(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('form.expandAll')}</Checkbox.Label>
              </Checkbox.Root>
              <Checkbox.Root
                size="sm"
                data-testid="role-form-check-all"
                checked={everything.length > 0 && everything.every((id) => checked.has(id)) ? true : checked.size > 0 ? 'indeterminate' : false}
                onCheckedChange={(e) => set('checked', e.checked === true ? new Set(everything) : new Set())}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('form.checkAll')}</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            <CheckTree
              nodes={tree}
              checked={checked}
              onChange={(next) => set('checked', next)}
              label={(n) => menuLabel(t, n.code, n.label)}
              expandAll={expandAll}
              testId="role-menu-tree"
              expandLabel={t('form.expand')}
            />
          </Stack>
        )}
      </FormFieldset>
      {field('remark', t('fields.remark'), <Textarea data-testid="role-form-remark" value={values.remark} maxLength={500} onChange={(e) => set('remark', e.target.value)} />)}
    </FormDialogForm>
  );
}
