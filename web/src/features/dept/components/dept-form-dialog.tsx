import { Fragment } from 'react';
import { Checkbox, Fieldset, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@aed/shared/constants/limits';
import {
  addDeptBody,
  DEPT_STATUSES,
  DEPT_TYPES,
  MAIL_ENCRYPTIONS,
  MAIL_PROTOCOLS,
  updateDeptBody,
  type DeptRecord,
} from '@aed/shared/schemas/dept';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { TreeOptions } from '../../../components/form/tree-options';
import { useZodForm } from '../../../components/form/use-zod-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/error-message';
import { useAddDept } from '../api/add-dept';
import { useDeptInfo } from '../api/get-dept-info';
import { useUpdateDept } from '../api/update-dept';
import { DeptImageField } from './dept-image-field';
import { DeptMailTest } from './dept-mail-test';
import { parentOptions } from './dept-tree';

/** A new organization under `parent`, or an existing one by id. */
export type DeptFormTarget = { mode: 'add'; parentId: number } | { mode: 'edit'; deptId: number };

const TEXT_FIELDS = ['deptName', 'companyName', 'deptCode', 'leader', 'phone', 'email', 'address', 'detailAddress', 'reportTitle', 'reportTimeZone'] as const;
const NUMBER_FIELDS = ['orderNum', 'equipmentQuota', 'userQuota', 'operationAccountCount', 'viewAccountCount'] as const;
const MAIL_TEXT_FIELDS = ['mailHost', 'mailPort', 'mailAccount'] as const;

interface FormValues {
  parentId: string;
  deptName: string;
  companyName: string;
  deptType: string;
  orderNum: string;
  leader: string;
  phone: string;
  email: string;
  address: string;
  detailAddress: string;
  equipmentQuota: string;
  userQuota: string;
  operationAccountCount: string;
  viewAccountCount: string;
  reportLanguage: string;
  reportTitle: string;
  reportTimeZone: string;
  deptCode: string;
  status: string;
  mailProtocol: string;
  mailHost: string;
  mailPort: string;
  mailAccount: string;
  mailPassword: string;
  clearMailPassword: boolean;
  mailEncryption: string;
}
type FieldName = keyof FormValues;

const emptyForm = (parentId: number): FormValues => ({
  parentId: String(parentId),
  deptName: '',
  companyName: '',
  deptType: '2',
  orderNum: '0',
  leader: '',
  phone: '',
  email: '',
  address: '',
  detailAddress: '',
  equipmentQuota: '0',
  userQuota: '0',
  operationAccountCount: '0',
  viewAccountCount: '0',
  reportLanguage: '',
  reportTitle: '',
  reportTimeZone: '',
  deptCode: '',
  status: '0',
  mailProtocol: '',
  mailHost: '',
  mailPort: '',
  mailAccount: '',
  mailPassword: '',
  clearMailPassword: false,
  mailEncryption: 'none',
});

const toFormValues = (d: DeptRecord): FormValues => ({
  ...emptyForm(d.parentId),
  ...Object.fromEntries([...TEXT_FIELDS, 'deptType', 'reportLanguage', 'status', 'mailProtocol', 'mailAccount', 'mailHost', 'mailEncryption'].map((k) => [k, String(d[k as keyof DeptRecord] ?? '')])),
  ...Object.fromEntries(NUMBER_FIELDS.map((k) => [k, String(d[k])])),
  mailPort: d.mailPort === null ? '' : String(d.mailPort),
  // No encryption is stored as '' or 'none' (the server reads both the same way): one choice, "None".
  mailEncryption: d.mailEncryption || 'none',
});

/** The form as the shared schema's input: empty numbers are 0, an empty port is "none", an empty password "unchanged". */
const toBody = (v: FormValues) => ({
  ...v,
  mailPort: v.mailPort.trim() === '' ? null : v.mailPort,
  mailPassword: v.mailPassword === '' ? undefined : v.mailPassword,
});

/** Server errors shown at a field rather than in a toast. */
const FIELD_OF_CODE: Record<string, string> = {
  'dept.nameExists': 'deptName',
  'dept.parentIsSelfOrChild': 'parentId',
  'dept.parentNotFound': 'parentId',
  'dept.parentIsCustomer': 'parentId',
  'dept.typeByParent': 'deptType',
  'dept.customerWithChildren': 'deptType',
};
/** Server errors naming the field in their params (`{ field }`), shown at that field. */
const FIELD_IN_PARAMS = ['dept.quotaByParent'];
const QUOTA_FIELDS = ['equipmentQuota', 'userQuota', 'operationAccountCount', 'viewAccountCount'] as const;

interface DialogProps {
  target: DeptFormTarget;
  /** The organizations of the tree (parent choices). */
  depts: readonly DeptRecord[];
  onClose: () => void;
}

/** Add or modify one organization. Mounted only while open, so every opening starts from a fresh form. */
export function DeptFormDialog({ target, depts, onClose }: DialogProps) {
  const { t } = useTranslation('dept');
  const editId = target.mode === 'edit' ? target.deptId : undefined;
  const info = useDeptInfo(editId);
  const title = target.mode === 'add' ? t('form.addTitle') : t('form.editTitle');

  return (
    <FormDialogShell onClose={onClose} size="xl" scrollBehavior="inside" content={{ testId: 'dept-form-dialog' }}>
      {editId !== undefined && !info.data ? (
        <FormDialogLoading
          testId="dept-form-dialog"
          title={title}
          error={info.isError ? errorMessage(t, info.error) : undefined}
          loadingText={t('form.loading')}
          cancelTestId="dept-form-cancel"
          onClose={onClose}
        />
      ) : (
        <DeptForm
          title={title}
          record={info.data}
          initial={info.data ? toFormValues(info.data) : emptyForm(target.mode === 'add' ? target.parentId : 0)}
          depts={depts}
          onClose={onClose}
        />
      )}
    </FormDialogShell>
  );
}

interface FormProps {
  title: string;
  record: DeptRecord | undefined;
  initial: FormValues;
  depts: readonly DeptRecord[];
  onClose: () => void;
}

function DeptForm({ title, record, initial, depts, onClose }: FormProps) {
  const { t, values, set, save, onSubmit, field } = useZodForm<FormValues>({
    ns: 'dept',
    initial,
    fieldOf: FIELD_OF_CODE,
    fieldInParams: FIELD_IN_PARAMS,
    testIdPrefix: 'dept-form',
    onClose,
  });
  const add = useAddDept();
  const update = useUpdateDept();
  const isRoot = record?.parentId === 0;
  const parents = parentOptions(depts, record);
  // The type and quotas are the parent's to allocate (decision 0022): read-only for the organization's own
  // administrators. The server says whether the caller covers the parent (`canAllocate` of info) and enforces it.
  const allocationLocked = record?.canAllocate === false;

  const submit = onSubmit(() =>
    record ? save(updateDeptBody, { ...toBody(values), deptId: record.deptId }, update, t('toast.modified')) : save(addDeptBody, toBody(values), add, t('toast.added')),
  );

  const text = (name: FieldName, options: { required?: boolean; type?: string; maxLength?: number; disabled?: boolean } = {}) => (
    <Fragment key={name}>
      {field(
        name,
        t(`fields.${name}`),
        <Input
          name={name}
          data-testid={`dept-form-${name}`}
          type={options.type ?? 'text'}
          value={values[name] as string}
          maxLength={options.maxLength ?? 200}
          disabled={options.disabled}
          autoComplete="off"
          onChange={(e) => set(name, e.target.value)}
        />,
        { required: options.required },
      )}
    </Fragment>
  );

  /** A select of the form; options with a `level` (the parent) are indented as a tree. */
  const select = (name: FieldName, options: readonly { value: string; label: string; level?: number }[], withEmpty?: string, disabled?: boolean) =>
    field(
      name,
      t(`fields.${name}`),
      <NativeSelect.Root>
        <NativeSelect.Field name={name} data-testid={`dept-form-${name}`} value={values[name] as string} onChange={(e) => set(name, e.target.value)}>
          {withEmpty !== undefined && <option value="">{withEmpty}</option>}
          <TreeOptions options={options.map((o) => ({ ...o, level: o.level ?? 0 }))} value={values[name] as string} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
      { disabled },
    );

  return (
    <FormDialogForm testId="dept-form-dialog" testIdPrefix="dept-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
      {!isRoot && parents.some((p) => String(p.value) === values.parentId) && select('parentId', parents.map((p) => ({ ...p, value: String(p.value) })))}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('deptName', { required: true, maxLength: 30 })}
        {text('companyName', { maxLength: 100 })}
        {select('deptType', DEPT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })), undefined, allocationLocked || isRoot)}
        {select('status', DEPT_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })))}
        {text('deptCode', { maxLength: 30 })}
        {text('orderNum', { type: 'number' })}
        {text('leader', { maxLength: 30 })}
        {text('phone', { type: 'tel', maxLength: 20 })}
        {text('email', { type: 'email', maxLength: 50 })}
        {text('address')}
        {text('detailAddress')}
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend>{t('form.quotas')}</Fieldset.Legend>
        <Fieldset.HelperText data-testid="dept-form-quotas-help">{allocationLocked ? t('form.quotasByParent') : t('form.quotasHelp')}</Fieldset.HelperText>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {QUOTA_FIELDS.map((n) => text(n, { type: 'number', disabled: allocationLocked }))}
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t('form.report')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {select('reportLanguage', LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) })), t('form.none'))}
          {text('reportTitle', { maxLength: 100 })}
          {text('reportTimeZone', { maxLength: 64 })}
        </SimpleGrid>
        {record && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DeptImageField deptId={record.deptId} kind="logo" url={record.logoUrl} />
            <DeptImageField deptId={record.deptId} kind="seal" url={record.sealUrl} />
          </SimpleGrid>
        )}
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t('form.mail')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {select('mailProtocol', MAIL_PROTOCOLS.map((p) => ({ value: p, label: p })), t('form.none'))}
          {select('mailEncryption', MAIL_ENCRYPTIONS.map((p) => ({ value: p, label: t(`encryption.${p}`) })))}
          {MAIL_TEXT_FIELDS.map((n) => text(n, { type: n === 'mailPort' ? 'number' : 'text', maxLength: n === 'mailHost' ? 255 : 100 }))}
          {field(
            'mailPassword',
            t('fields.mailPassword'),
            <PasswordInput
              name="mailPassword"
              data-testid="dept-form-mailPassword"
              autoComplete="new-password"
              value={values.mailPassword}
              maxLength={200}
              disabled={values.clearMailPassword}
              placeholder={record?.hasMailPassword ? t('form.passwordKept') : ''}
              onChange={(e) => set('mailPassword', e.target.value)}
            />,
          )}
        </SimpleGrid>
        {record?.hasMailPassword && (
          <Checkbox.Root checked={values.clearMailPassword} onCheckedChange={(e) => set('clearMailPassword', e.checked === true)} data-testid="dept-form-clearMailPassword">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('form.clearPassword')}</Checkbox.Label>
          </Checkbox.Root>
        )}
        {record && <DeptMailTest deptId={record.deptId} />}
      </Fieldset.Root>
    </FormDialogForm>
  );
}
