import { Fragment } from 'react';
import { Button, Checkbox, Field, Heading, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { LANGUAGES } from '@aed/shared/constants/limits';
import {
  GEN_FIELD_TYPES,
  GEN_LIMITS,
  GEN_QUERY_MODES,
  addGenTableBody,
  updateGenTableBody,
  type GenFieldType,
  type GenLabels,
  type GenQueryMode,
  type GenTableRecord,
} from '@aed/shared/schemas/gen';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/error-message';
import { useDictTypeOptions } from '../../../api/get-dict-type-options';
import { useAddGen } from '../api/add-gen';
import { useGenInfo } from '../api/get-gen-info';
import { useUpdateGen } from '../api/update-gen';

interface Props {
  /** The definition to modify, or undefined to add one. */
  tableId?: number;
  onClose: () => void;
}

type FieldRow = {
  /** React key only, never sent. */
  key: number;
  name: string;
  type: GenFieldType;
  label: GenLabels;
  required: boolean;
  maxLength: string;
  dictType: string;
  inList: boolean;
  inQuery: boolean;
  inForm: boolean;
  queryMode: GenQueryMode;
};
type Values = { moduleName: string; entityName: string; businessName: GenLabels; parentMenuId: string; menuId: string; remark: string; fields: FieldRow[] };

const NO_LABELS: GenLabels = { en: '', fr: '', 'zh-CN': '', 'zh-TW': '' };
let nextKey = 1;
const newField = (): FieldRow => ({ key: nextKey++, name: '', type: 'string', label: { ...NO_LABELS }, required: false, maxLength: String(GEN_LIMITS.defaultMaxLength), dictType: '', inList: true, inQuery: false, inForm: true, queryMode: 'eq' });

function initialValues(record?: GenTableRecord): Values {
  if (!record) return { moduleName: '', entityName: '', businessName: { ...NO_LABELS }, parentMenuId: '1', menuId: '', remark: '', fields: [newField()] };
  return {
    moduleName: record.moduleName,
    entityName: record.entityName,
    businessName: { ...record.businessName },
    parentMenuId: String(record.parentMenuId),
    menuId: String(record.menuId),
    remark: record.remark,
    fields: record.fields.map((f) => ({ ...f, key: nextKey++, label: { ...f.label }, maxLength: String(f.maxLength) })),
  };
}

const toBody = (v: Values) => ({ ...v, fields: v.fields.map(({ key: _key, ...f }) => f) });

/** Errors are kept by their whole path (`moduleName`, `fields.2.name`, `businessName.en`): each cell of the grid has its own. */
const wholePath = (path: string) => path;

/** Add or modify a generator definition: module names, labels in four languages and the field grid. */
export function GenFormDialog({ tableId, onClose }: Props) {
  const { t } = useTranslation('gen');
  const info = useGenInfo(tableId);
  return (
    <FormDialogShell onClose={onClose} size="cover" scrollBehavior="inside" content={{ testId: 'gen-form' }}>
      {tableId !== undefined && !info.data ? (
        <FormDialogLoading
          testId="gen-form"
          title={t('form.editTitle')}
          error={info.isError ? errorMessage(t, info.error) : undefined}
          loadingText={t('form.loading')}
          onClose={onClose}
        />
      ) : (
        <GenForm record={info.data} onClose={onClose} />
      )}
    </FormDialogShell>
  );
}

function GenForm({ record, onClose }: { record?: GenTableRecord; onClose: () => void }) {
  const { t, values, setValues, errors, setErrors, save, onSubmit, field } = useZodForm<Values>({
    ns: 'gen',
    initial: initialValues(record),
    fieldOf: { 'gen.moduleExists': 'moduleName', 'gen.moduleReserved': 'moduleName' },
    testIdPrefix: 'gen-form',
    onClose,
    errorKey: wholePath,
  });
  const dictTypes = useDictTypeOptions();
  const add = useAddGen();
  const update = useUpdateGen();

  /** An edited value's error goes; in the grid, the grid's own error too. */
  const clear = (path: string) => setErrors((p) => ({ ...p, [path]: undefined, fields: path.startsWith('fields') ? undefined : p.fields }));
  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    clear(key);
  };
  const setLabel = (lng: keyof GenLabels, text: string) => {
    setValues((p) => ({ ...p, businessName: { ...p.businessName, [lng]: text } }));
    clear(`businessName.${lng}`);
  };
  const setField = (index: number, change: Partial<FieldRow>, path: string) => {
    setValues((p) => ({ ...p, fields: p.fields.map((f, i) => (i === index ? { ...f, ...change } : f)) }));
    clear(`fields.${index}.${path}`);
  };
  const removeField = (index: number) => {
    setValues((p) => ({ ...p, fields: p.fields.filter((_, i) => i !== index) }));
    setErrors({});
  };

  const submit = onSubmit(() =>
    record ? save(updateGenTableBody, { ...toBody(values), tableId: record.tableId }, update, t('toast.modified')) : save(addGenTableBody, toBody(values), add, t('toast.added')),
  );

  const text = (path: string, label: string, value: string, onChange: (v: string) => void, options: { max?: number; required?: boolean; hint?: string; type?: string } = {}) =>
    field(
      path,
      label,
      <Input data-testid={`gen-form-${path.replace('.', '-')}`} type={options.type} value={value} maxLength={options.max} autoComplete="off" onChange={(e) => onChange(e.target.value)} />,
      // the hint gives way to the error
      { required: options.required, hint: errors[path] ? undefined : options.hint },
    );
  const flag = (index: number, key: 'required' | 'inList' | 'inQuery' | 'inForm', f: FieldRow) => (
    <Checkbox.Root checked={f[key]} onCheckedChange={(e) => setField(index, { [key]: e.checked === true }, key)} data-testid={`gen-field-${index}-${key}`}>
      <Checkbox.HiddenInput aria-label={`${t(`grid.${key}`)} ${index + 1}`} />
      <Checkbox.Control />
    </Checkbox.Root>
  );

  return (
    <FormDialogForm
      testId="gen-form"
      testIdPrefix="gen-form"
      title={record ? t('form.editTitle') : t('form.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      saving={add.isPending || update.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        {text('moduleName', t('fields.moduleName'), values.moduleName, (v) => set('moduleName', v), { max: 30, required: true, hint: t('hints.moduleName') })}
        {text('entityName', t('fields.entityName'), values.entityName, (v) => set('entityName', v), { max: 40, required: true, hint: t('hints.entityName') })}
        {text('parentMenuId', t('fields.parentMenuId'), values.parentMenuId, (v) => set('parentMenuId', v), { type: 'number' })}
        {text('menuId', t('fields.menuId'), values.menuId, (v) => set('menuId', v), { type: 'number', required: true, hint: t('hints.menuId') })}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        {LANGUAGES.map((lng) => (
          <Fragment key={lng}>
            {text(`businessName.${lng}`, `${t('fields.businessName')} (${t(`languages.${lng}`)})`, values.businessName[lng], (v) => setLabel(lng, v), { max: GEN_LIMITS.labelMaxLength, required: lng === 'en' })}
          </Fragment>
        ))}
      </SimpleGrid>

      <Stack gap="2">
        <HStack justify="space-between">
          <Heading size="sm">{t('grid.title')}</Heading>
          <Button size="sm" variant="subtle" data-testid="gen-field-add" disabled={values.fields.length >= GEN_LIMITS.maxFields} onClick={() => setValues((p) => ({ ...p, fields: [...p.fields, newField()] }))}>
            <LuPlus /> {t('grid.add')}
          </Button>
        </HStack>
        {errors.fields && (
          <Text color="fg.error" fontSize="sm" data-testid="gen-fields-error">
            {errors.fields}
          </Text>
        )}
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="gen-field-grid">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader minWidth="36">{t('grid.name')}</Table.ColumnHeader>
                <Table.ColumnHeader minWidth="32">{t('grid.type')}</Table.ColumnHeader>
                {LANGUAGES.map((lng) => (
                  <Table.ColumnHeader key={lng} minWidth="32">
                    {t('grid.label')} ({lng})
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>{t('grid.required')}</Table.ColumnHeader>
                <Table.ColumnHeader minWidth="24">{t('grid.maxLength')}</Table.ColumnHeader>
                <Table.ColumnHeader minWidth="40">{t('grid.dictType')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('grid.inList')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('grid.inQuery')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('grid.inForm')}</Table.ColumnHeader>
                <Table.ColumnHeader minWidth="28">{t('grid.queryMode')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {values.fields.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={14}>
                    <Text textAlign="center" color="fg.muted" py="3">
                      {t('grid.empty')}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              )}
              {values.fields.map((f, i) => {
                const err = (key: string) => errors[`fields.${i}.${key}`];
                return (
                  <Table.Row key={f.key} data-testid={`gen-field-${i}`}>
                    <Table.Cell>{i + 1}</Table.Cell>
                    <Table.Cell>
                      <Field.Root invalid={!!err('name')}>
                        <Input size="sm" aria-label={`${t('grid.name')} ${i + 1}`} data-testid={`gen-field-${i}-name`} value={f.name} maxLength={40} autoComplete="off" onChange={(e) => setField(i, { name: e.target.value }, 'name')} />
                        <Field.ErrorText data-testid={`gen-field-${i}-name-error`}>{err('name')}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          aria-label={`${t('grid.type')} ${i + 1}`}
                          data-testid={`gen-field-${i}-type`}
                          value={f.type}
                          onChange={(e) => {
                            const type = e.target.value as GenFieldType;
                            setField(i, { type, dictType: type === 'enum' ? f.dictType : '', queryMode: type === 'string' ? f.queryMode : 'eq' }, 'dictType');
                          }}
                        >
                          {GEN_FIELD_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {t(`types.${type}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                    {LANGUAGES.map((lng) => (
                      <Table.Cell key={lng}>
                        <Field.Root invalid={!!err(`label.${lng}`)}>
                          <Input
                            size="sm"
                            aria-label={`${t('grid.label')} (${lng}) ${i + 1}`}
                            data-testid={`gen-field-${i}-label-${lng}`}
                            value={f.label[lng]}
                            maxLength={GEN_LIMITS.labelMaxLength}
                            onChange={(e) => setField(i, { label: { ...f.label, [lng]: e.target.value } }, `label.${lng}`)}
                          />
                          <Field.ErrorText>{err(`label.${lng}`)}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                    ))}
                    <Table.Cell>{flag(i, 'required', f)}</Table.Cell>
                    <Table.Cell>
                      <Input size="sm" type="number" aria-label={`${t('grid.maxLength')} ${i + 1}`} disabled={f.type !== 'string'} value={f.maxLength} onChange={(e) => setField(i, { maxLength: e.target.value }, 'maxLength')} />
                    </Table.Cell>
                    <Table.Cell>
                      <Field.Root invalid={!!err('dictType')}>
                        <NativeSelect.Root size="sm" disabled={f.type !== 'enum'}>
                          <NativeSelect.Field aria-label={`${t('grid.dictType')} ${i + 1}`} data-testid={`gen-field-${i}-dict`} value={f.dictType} onChange={(e) => setField(i, { dictType: e.target.value }, 'dictType')}>
                            <option value="">{t('grid.noDict')}</option>
                            {(dictTypes.data ?? []).map((d) => (
                              <option key={d.dictId} value={d.dictType}>
                                {d.dictName} ({d.dictType})
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Field.ErrorText data-testid={`gen-field-${i}-dict-error`}>{err('dictType')}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell>{flag(i, 'inList', f)}</Table.Cell>
                    <Table.Cell>{flag(i, 'inQuery', f)}</Table.Cell>
                    <Table.Cell>
                      {flag(i, 'inForm', f)}
                      {err('inForm') && (
                        <Text color="fg.error" fontSize="xs">
                          {err('inForm')}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm" disabled={f.type !== 'string'}>
                        <NativeSelect.Field aria-label={`${t('grid.queryMode')} ${i + 1}`} value={f.queryMode} onChange={(e) => setField(i, { queryMode: e.target.value as GenQueryMode }, 'queryMode')}>
                          {GEN_QUERY_MODES.map((mode) => (
                            <option key={mode} value={mode}>
                              {t(`queryModes.${mode}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('grid.remove', { index: i + 1 })} data-testid={`gen-field-${i}-remove`} onClick={() => removeField(i)}>
                        <LuTrash2 />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      {field('remark', t('fields.remark'), <Textarea value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />)}
    </FormDialogForm>
  );
}
