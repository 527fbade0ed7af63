import { useMemo, useState } from 'react';
import { Checkbox, HStack, Input, NativeSelect, Spinner, Text, Textarea } from '@chakra-ui/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { addHandlerBody, updateHandlerBody, type HandlerAssignmentRecord } from '@aed/shared/schemas/handler';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { schemaCodeText } from '../../../components/form/form-errors';
import { useDebouncedValue } from '../../../components/form/use-debounced-value';
import { useZodForm } from '../../../components/form/use-zod-form';
import { flattenDeptTree } from '../../../components/form/org-select';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { BindingTargetFields } from '../../../components/binding/binding-target-fields';
import { useHandleUsers } from '../../../api/get-user-options';
import { useAddHandler } from '../api/add-handler';
import { useUpdateHandler } from '../api/update-handler';

interface Props {
  /** The assignment to modify, or undefined to add one. */
  assignment?: HandlerAssignmentRecord;
  defaultDeptId?: number;
  onClose: () => void;
}

/** Server refusals that belong to one field (spec section 8 for the account ones). */
const FIELD_OF_CODE: Record<string, string> = {
  'handler.userNotFound': 'userId',
  'handler.userDisabled': 'userId',
  'handler.noAccess': 'userId',
  'handler.notHandler': 'userId',
  'handler.userOutsideTree': 'userId',
  'handler.exists': 'userId',
  'handler.tooMany': 'deptId',
  'handler.deviceOutsideDept': 'deviceId',
  'device.notFound': 'deviceId',
  'dept.notFound': 'deptId',
};

interface Values {
  deptId: string;
  deviceId: number;
  userId: string;
  primary: boolean;
  remark: string;
}

const toValues = (a: HandlerAssignmentRecord): Values => ({ deptId: String(a.deptId), deviceId: a.deviceId, userId: String(a.userId), primary: a.primary, remark: a.remark });
const newValues = (deptId: number | undefined): Values => ({ deptId: deptId ? String(deptId) : '', deviceId: 0, userId: '', primary: false, remark: '' });

/** Organization id -> the ids of it and its ancestors. */
function ancestorIndex(nodes: readonly DeptTreeNode[], above: number[] = [], out = new Map<number, number[]>()): Map<number, number[]> {
  for (const n of nodes) {
    const chain = [...above, n.id];
    out.set(n.id, chain);
    ancestorIndex(n.children ?? [], chain, out);
  }
  return out;
}

/** Assign a work-order handler, or change the default flag and remark of an assignment. */
export function HandlerFormDialog({ assignment, defaultDeptId, onClose }: Props) {
  const { t, values, errors, set, save, onSubmit, field } = useZodForm({
    ns: 'handler',
    initial: assignment ? toValues(assignment) : newValues(defaultDeptId),
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'handler-form',
    onClose,
    // the shared schema's codes before the generic texts
    issueMessage: schemaCodeText,
  });
  const [keyword, setKeyword] = useState('');
  const applied = useDebouncedValue(keyword.trim(), 300);
  const depts = useDeptTreeSelect();
  const deptOptions = useMemo(() => flattenDeptTree(depts.data ?? []), [depts.data]);
  const deptNames = useMemo(() => new Map(deptOptions.map((o) => [o.value, o.label])), [deptOptions]);
  const ancestors = useMemo(() => ancestorIndex(depts.data ?? []), [depts.data]);
  // handlers in the caller's scope; only those of the organization or above it may serve it
  const users = useHandleUsers({ keyword: applied || undefined });
  const eligible = useMemo(() => {
    const chain = new Set(ancestors.get(Number(values.deptId)) ?? []);
    return (users.data ?? []).filter((u) => chain.has(u.deptId));
  }, [users.data, ancestors, values.deptId]);
  const add = useAddHandler();
  const update = useUpdateHandler();
  const submit = onSubmit(() =>
    assignment
      ? save(updateHandlerBody, { assignmentId: assignment.assignmentId, primary: values.primary, remark: values.remark }, update, t('toast.modified'))
      : save(addHandlerBody, values, add, t('toast.added')),
  );

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm
        testId="handler-form"
        title={assignment ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
        testIdPrefix="handler-form"
      >
        <BindingTargetFields
          ns="handler"
          deptId={values.deptId}
          deviceId={values.deviceId}
          fixed={assignment}
          errors={errors}
          onDeptChange={(v) => set('deptId', v)}
          onDeviceChange={(id) => set('deviceId', id)}
        />
        {assignment
          ? field(
              'userId',
              t('fields.user'),
              <Text data-testid="handler-form-user-fixed">
                {assignment.nickName} ({assignment.username}) · {assignment.userDeptName}
              </Text>,
            )
          : field(
              'userId',
              t('fields.user'),
              <HStack gap="2" align="stretch" width="full">
                <Input
                  size="sm"
                  width="40"
                  placeholder={t('form.userSearch')}
                  aria-label={t('form.userSearch')}
                  value={keyword}
                  maxLength={64}
                  data-testid="handler-form-user-search"
                  onChange={(e) => setKeyword(e.target.value)}
                />
                <NativeSelect.Root flex="1" size="sm">
                  <NativeSelect.Field aria-label={t('fields.user')} data-testid="handler-form-user" value={values.userId} onChange={(e) => set('userId', e.target.value)}>
                    <option value="">{values.deptId ? (eligible.length ? t('form.chooseUser') : t('form.noUsers')) : t('form.chooseDeptFirst')}</option>
                    {eligible.map((u) => (
                      <option key={u.userId} value={String(u.userId)}>
                        {u.nickName} ({u.username}) · {deptNames.get(u.deptId) ?? ''}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {users.isFetching && <Spinner size="sm" alignSelf="center" />}
              </HStack>,
              { required: true, hint: t('form.userHint'), disabled: !values.deptId },
            )}
        <Checkbox.Root checked={values.primary} onCheckedChange={(e) => set('primary', e.checked === true)} data-testid="handler-form-primary">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('form.primary')}</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted" mt="-2">
          {t('form.primaryHint')}
        </Text>
        {field('remark', t('fields.remark'), <Textarea data-testid="handler-form-remark" value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
