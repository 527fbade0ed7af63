import { useState, type FormEvent } from 'react';
import { Button, chakra, Checkbox, CloseButton, Dialog, Field, Fieldset, HStack, Input, NativeSelect, Portal, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
import { TreeOptions } from '../../../components/form/tree-options';
import { PasswordInput } from '../../../components/ui/password-input';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
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
type FieldErrors = Partial<Record<FieldName, string>>;

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

const FIELD_NAMES = Object.keys(emptyForm(0)) as FieldName[];
const asFieldName = (path: string): FieldName | undefined => {
  const last = path.split('.').pop() as FieldName | undefined;
  return last && FIELD_NAMES.includes(last) ? last : undefined;
};
const translateCode = (t: TFunction, code: string, params: Record<string, unknown> = {}) =>
  translateErrorCode(t, code, params) ?? translateErrorCode(t, 'common.validation') ?? code;

/** Server errors shown at a field rather than in a toast. */
const FIELD_ERRORS: Record<string, FieldName> = {
  'dept.nameExists': 'deptName',
  'dept.parentIsSelfOrChild': 'parentId',
  'dept.parentNotFound': 'parentId',
  'dept.parentIsCustomer': 'parentId',
  'dept.typeByParent': 'deptType',
  'dept.customerWithChildren': 'deptType',
};
/** Server errors naming the field in their params (`{ field }`), shown at that field. */
const PARAM_FIELD_ERRORS = new Set(['dept.quotaByParent']);
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
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* One Content element throughout: the modal layer keeps the node it saw first, so a Content swapped in
              after loading would get no pointer events (the form could not be clicked). */}
          <Dialog.Content data-testid="dept-form-dialog">
            {editId !== undefined && !info.data ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {info.isError ? (
                    <Stack color="fg.error">{errorMessage(t, info.error)}</Stack>
                  ) : (
                    <HStack justify="center" py="6" gap="3">
                      <Spinner /> {t('form.loading')}
                    </HStack>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('form.cancel')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <DeptForm
                title={title}
                record={info.data}
                initial={info.data ? toFormValues(info.data) : emptyForm(target.mode === 'add' ? target.parentId : 0)}
                depts={depts}
                onClose={onClose}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
  const { t } = useTranslation('dept');
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddDept();
  const update = useUpdateDept();
  const saving = add.isPending || update.isPending;
  const isRoot = record?.parentId === 0;
  const parents = parentOptions(depts, record);
  // The type and quotas are the parent's to allocate (decision 0022): read-only for the organization's own
  // administrators. The server says whether the caller covers the parent (`canAllocate` of info) and enforces it.
  const allocationLocked = record?.canAllocate === false;

  const set = <K extends FieldName>(key: K, v: FormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: v }));
    setErrors((prev) => (prev[key] ? { ...prev, [key]: undefined } : prev));
  };

  const showServerError = (err: unknown) => {
    const paramField = err instanceof ApiError && PARAM_FIELD_ERRORS.has(err.errorCode) ? asFieldName(String(err.params.field ?? '')) : undefined;
    if (err instanceof ApiError && paramField) {
      setErrors((prev) => ({ ...prev, [paramField]: errorMessage(t, err) }));
      return;
    }
    if (err instanceof ApiError && FIELD_ERRORS[err.errorCode]) {
      setErrors((prev) => ({ ...prev, [FIELD_ERRORS[err.errorCode]]: errorMessage(t, err) }));
      return;
    }
    if (err instanceof ApiError && err.fields.length > 0) {
      const next: FieldErrors = {};
      for (const f of err.fields) {
        const name = asFieldName(f.path);
        if (name && !next[name]) next[name] = translateCode(t, f.errorCode, err.params);
      }
      if (Object.keys(next).length > 0) return setErrors(next);
    }
    notifyError(errorMessage(t, err));
  };

  const showIssues = (issues: readonly { path: PropertyKey[]; code: string; message: string }[]) => {
    const next: FieldErrors = {};
    for (const issue of issues) {
      const name = asFieldName(String(issue.path[0] ?? ''));
      if (name && !next[name]) next[name] = issue.code === 'too_small' && name === 'deptName' ? t('validation.required') : translateCode(t, issue.message);
    }
    setErrors(next);
  };

  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!record) {
      const parsed = addDeptBody.safeParse(toBody(values));
      if (!parsed.success) return showIssues(parsed.error.issues);
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError: showServerError });
    } else {
      const parsed = updateDeptBody.safeParse({ ...toBody(values), deptId: record.deptId });
      if (!parsed.success) return showIssues(parsed.error.issues);
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError: showServerError });
    }
  };

  const text = (name: FieldName, options: { required?: boolean; type?: string; maxLength?: number; disabled?: boolean } = {}) => (
    <Field.Root key={name} required={options.required} invalid={!!errors[name]}>
      <Field.Label>
        {t(`fields.${name}`)} {options.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        data-testid={`dept-form-${name}`}
        type={options.type ?? 'text'}
        value={values[name] as string}
        maxLength={options.maxLength ?? 200}
        disabled={options.disabled}
        autoComplete="off"
        onChange={(e) => set(name, e.target.value)}
      />
      <Field.ErrorText data-testid={`dept-form-${name}-error`}>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  /** A select of the form; options with a `level` (the parent) are indented as a tree. */
  const select = (name: FieldName, options: readonly { value: string; label: string; level?: number }[], withEmpty?: string, disabled?: boolean) => (
    <Field.Root key={name} invalid={!!errors[name]} disabled={disabled}>
      <Field.Label>{t(`fields.${name}`)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} data-testid={`dept-form-${name}`} value={values[name] as string} onChange={(e) => set(name, e.target.value)}>
          {withEmpty !== undefined && <option value="">{withEmpty}</option>}
          <TreeOptions options={options.map((o) => ({ ...o, level: o.level ?? 0 }))} value={values[name] as string} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText data-testid={`dept-form-${name}-error`}>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <chakra.form display="contents" onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
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
              <Field.Root invalid={!!errors.mailPassword}>
                <Field.Label>{t('fields.mailPassword')}</Field.Label>
                <PasswordInput
                  name="mailPassword"
                  data-testid="dept-form-mailPassword"
                  autoComplete="new-password"
                  value={values.mailPassword}
                  maxLength={200}
                  disabled={values.clearMailPassword}
                  placeholder={record?.hasMailPassword ? t('form.passwordKept') : ''}
                  onChange={(e) => set('mailPassword', e.target.value)}
                />
                <Field.ErrorText>{errors.mailPassword}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            {record?.hasMailPassword && (
              <Checkbox.Root
                checked={values.clearMailPassword}
                onCheckedChange={(e) => set('clearMailPassword', e.checked === true)}
                data-testid="dept-form-clearMailPassword"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('form.clearPassword')}</Checkbox.Label>
              </Checkbox.Root>
            )}
            {record && <DeptMailTest deptId={record.deptId} />}
          </Fieldset.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" data-testid="dept-form-cancel" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid="dept-form-submit">
          {t('form.submit')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton aria-label={t('form.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
