import type { GenField } from '@aed/shared/schemas/gen';
import { type GenDefinition, type GenNames, dictVar, maxLengthOf } from './gen-model';
import { genRoutes } from './gen-routes';

/**
 * One file per call, like web/src/features/config/api: each calls its route object through the typed client
 * (`api(route, input)`), so method, path, input and answer come from the shared routes file (no path, no cast here).
 */
export function webApiFiles(def: GenDefinition, n: GenNames): { file: string; content: string }[] {
  const routes = genRoutes(def, n);
  const keys = `import type { ${n.E}PageQuery } from '@aed/shared/schemas/${n.m}';

/** Query keys of the feature: invalidating \`all\` refreshes every page. */
export const ${n.e}Keys = {
  all: ['${n.m}'] as const,
  page: (query: ${n.E}PageQuery) => [...${n.e}Keys.all, 'page', query] as const,
};
`;
  const page = `import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ${routes.page.id} } from '@aed/shared/routes/${n.m}.routes';
import type { ${n.E}PageQuery } from '@aed/shared/schemas/${n.m}';
import { api } from '../../../lib/api-client';
import { ${n.e}Keys } from './${n.m}-keys';

/** One page of the records matching the search, newest first. */
export const get${n.E}Page = (query: ${n.E}PageQuery) => api(${routes.page.id}, { query });

export const ${n.e}PageOptions = (query: ${n.E}PageQuery) =>
  queryOptions({ queryKey: ${n.e}Keys.page(query), queryFn: () => get${n.E}Page(query), placeholderData: keepPreviousData });

export const use${n.E}Page = (query: ${n.E}PageQuery) => useQuery(${n.e}PageOptions(query));
`;
  const mutation = (name: string, type: string, routeId: string) => `import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ${routeId} } from '@aed/shared/routes/${n.m}.routes';
import type { ${type} } from '@aed/shared/schemas/${n.m}';
import { api } from '../../../lib/api-client';
import { ${n.e}Keys } from './${n.m}-keys';

export const ${name} = (body: ${type}) => api(${routeId}, { body });

export const use${name[0].toUpperCase()}${name.slice(1)} = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ${name}, onSuccess: () => queryClient.invalidateQueries({ queryKey: ${n.e}Keys.all }) });
};
`;
  const remove = `import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ${routes.remove.id} } from '@aed/shared/routes/${n.m}.routes';
import { api } from '../../../lib/api-client';
import { ${n.e}Keys } from './${n.m}-keys';

export const delete${n.E}s = (ids: readonly number[]) => api(${routes.remove.id}, { query: { ids: ids.join(',') } });

export const useDelete${n.E}s = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: delete${n.E}s, onSuccess: () => queryClient.invalidateQueries({ queryKey: ${n.e}Keys.all }) });
};
`;
  return [
    { file: `${n.m}-keys.ts`, content: keys },
    { file: `get-${n.m}-page.ts`, content: page },
    { file: `add-${n.m}.ts`, content: mutation(`add${n.E}`, `Add${n.E}Body`, routes.add.id) },
    { file: `update-${n.m}.ts`, content: mutation(`update${n.E}`, `Update${n.E}Body`, routes.update.id) },
    { file: `delete-${n.m}.ts`, content: remove },
  ];
}

/** One useDict per dictionary type the given fields show (named dict<i> after the module-wide index). */
const dictHooks = (n: GenNames, fields: readonly GenField[]) =>
  n.dictTypes
    .filter((d) => fields.some((f) => f.type === 'enum' && f.dictType === d))
    .map((d) => `  const dict${n.dictTypes.indexOf(d)} = useDict(${JSON.stringify(d)});`)
    .join('\n');

function searchInput(n: GenNames, f: GenField): string {
  const tid = `${n.m}-search-${f.name}`;
  const set = `onChange={(e) => setForm({ ...form, ${f.name}: e.target.value })}`;
  const select = (options: string) => `            <NativeSelect.Root>
              <NativeSelect.Field data-testid="${tid}" value={form.${f.name}} ${set}>
                <option value="">{t('search.all')}</option>
${options}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>`;
  let control: string;
  if (f.type === 'enum')
    control = select(`                {${dictVar(n, f)}.options.map((o) => (
                  <option key={o.dictValue} value={o.dictValue}>
                    {o.dictLabel}
                  </option>
                ))}`);
  else if (f.type === 'boolean')
    control = select(`                <option value="true">{t('boolean.true')}</option>
                <option value="false">{t('boolean.false')}</option>`);
  else {
    const type = f.type === 'number' ? ' type="number"' : f.type === 'date' ? ' type="date"' : '';
    control = `            <Input data-testid="${tid}"${type} value={form.${f.name}}${f.type === 'string' ? ` maxLength={${maxLengthOf(f)}}` : ''} ${set} />`;
  }
  return `          <Field.Root width="44">
            <Field.Label>{t('fields.${f.name}')}</Field.Label>
${control}
          </Field.Root>`;
}

function cell(n: GenNames, f: GenField): string {
  if (f.type === 'boolean') return `<Table.Cell>{row.${f.name} ? t('boolean.true') : t('boolean.false')}</Table.Cell>`;
  if (f.type === 'enum') return `<Table.Cell>{${dictVar(n, f)}.label(row.${f.name})}</Table.Cell>`;
  if (f.type === 'string')
    return `<Table.Cell>
                    <Box maxWidth="48" truncate title={row.${f.name}}>
                      {row.${f.name}}
                    </Box>
                  </Table.Cell>`;
  return `<Table.Cell>{row.${f.name}}</Table.Cell>`;
}

export function pageFile(def: GenDefinition, n: GenNames): string {
  const query = def.fields.filter((f) => f.inQuery);
  const list = def.fields.filter((f) => f.inList);
  const columns = list.length + 3;
  const chakra = ['Alert', ...(list.some((f) => f.type === 'string') ? ['Box'] : []), 'Button', ...(query.length ? ['Field'] : []), 'HStack'];
  if (query.some((f) => f.type === 'string' || f.type === 'number' || f.type === 'date')) chakra.push('Input');
  if (query.some((f) => f.type === 'enum' || f.type === 'boolean')) chakra.push('NativeSelect');
  chakra.push('Spinner', 'Stack', 'Table', 'Text', 'Wrap');
  return `import { useMemo, useState, type FormEvent } from 'react';
import { ${chakra.join(', ')} } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { ${n.e}Search, type ${n.E}Record, type ${n.E}Search } from '@aed/shared/schemas/${n.m}';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListPagination } from '../../../components/ui/list-pagination';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
${[...query, ...list].some((f) => f.type === 'enum') ? "import { useDict } from '../../../api/use-dict';\n" : ''}import { useDelete${n.E}s } from '../api/delete-${n.m}';
import { use${n.E}Page } from '../api/get-${n.m}-page';
import { ${n.E}FormDialog } from './${n.m}-form-dialog';

type SearchForm = ${query.length ? `{ ${query.map((f) => `${f.name}: string`).join('; ')} }` : 'Record<string, never>'};
const EMPTY: SearchForm = { ${query.map((f) => `${f.name}: ''`).join(', ')} };

/** ${n.E} screen (generated; menu component 'system/${n.m}/index'): search, list, add, modify, delete by permission. */
export default function ${n.E}Page() {
  const { t } = useTranslation('${n.m}');
  const { hasPermission } = usePermission();
  const canAdd = hasPermission(PERMISSIONS.${n.m}.add);
  const canEdit = hasPermission(PERMISSIONS.${n.m}.edit);
  const canRemove = hasPermission(PERMISSIONS.${n.m}.remove);
${dictHooks(n, [...query, ...list])}

  const [form, setForm] = useState<SearchForm>(EMPTY);
  const [search, setSearch] = useState<${n.E}Search>(() => ${n.e}Search.parse(EMPTY));
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<${n.E}Record | 'new' | null>(null);
  const [deleting, setDeleting] = useState<${n.E}Record | null>(null);
  const query = useMemo(() => ({ ...search, page, limit }), [search, page, limit]);
  const list = use${n.E}Page(query);
  const remove = useDelete${n.E}s();
  const rows = list.data?.rows ?? [];

  const apply = (values: SearchForm) => {
    const parsed = ${n.e}Search.safeParse(values);
    if (!parsed.success) return notifyError(t('validation.invalid'));
    setSearch(parsed.data);
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(form);
  };
  const confirmDelete = () =>
    deleting &&
    remove.mutate([deleting.${n.id}], {
      onSuccess: () => notifySuccess(t('toast.deleted')),
      onError: (err) => notifyError(errorMessage(t, err)),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="4" p="4" data-testid="${n.m}-page">
      <form onSubmit={submit} role="search" aria-label={t('search.label')}>
        <Wrap gap="4" align="flex-end">
${query.map((f) => searchInput(n, f)).join('\n')}
          <HStack gap="2">
            <Button type="submit" data-testid="${n.m}-search-submit">
              <LuSearch /> {t('search.submit')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setForm(EMPTY);
                apply(EMPTY);
              }}
            >
              <LuRotateCcw /> {t('search.reset')}
            </Button>
          </HStack>
        </Wrap>
      </form>

      <HStack gap="2" role="toolbar" aria-label={t('toolbar.label')}>
        {canAdd && (
          <Button variant="subtle" data-testid="${n.m}-add" onClick={() => setEditing('new')}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
      </HStack>

      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, list.error)}</Alert.Title>
        </Alert.Root>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root striped data-testid="${n.m}-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
${list.map((f) => `              <Table.ColumnHeader>{t('fields.${f.name}')}</Table.ColumnHeader>`).join('\n')}
              <Table.ColumnHeader>{t('columns.createTime')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={${columns}}>
                  <HStack justify="center" py="6">
                    <Spinner />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={${columns}}>
                  <Text textAlign="center" py="6" color="fg.muted" data-testid="${n.m}-empty">
                    {t('table.empty')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.${n.id}} data-testid={\`${n.m}-row-\${row.${n.id}}\`}>
                  <Table.Cell>{row.${n.id}}</Table.Cell>
${list.map((f) => `                  ${cell(n, f)}`).join('\n')}
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      {canEdit && (
                        <Button size="xs" variant="ghost" data-testid={\`${n.m}-row-edit-\${row.${n.id}}\`} onClick={() => setEditing(row)}>
                          <LuPencil /> {t('toolbar.edit')}
                        </Button>
                      )}
                      {canRemove && (
                        <Button size="xs" variant="ghost" colorPalette="red" data-testid={\`${n.m}-row-delete-\${row.${n.id}}\`} onClick={() => setDeleting(row)}>
                          <LuTrash2 /> {t('toolbar.delete')}
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <ListPagination
        testId="${n.m}"
        total={list.data?.total ?? 0}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />

      {editing && <${n.E}FormDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { id: deleting.${n.id} })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          busy={remove.isPending}
          testId="${n.m}-delete-dialog"
          actionTestIdPrefix="${n.m}-delete"
        />
      )}
    </Stack>
  );
}
`;
}

const valueType = (f: GenField) => (f.type === 'boolean' ? 'boolean' : 'string');
const initialFrom = (f: GenField) => (f.type === 'number' ? `String(record.${f.name})` : `record.${f.name}`);
const emptyOf = (f: GenField) => (f.type === 'boolean' ? 'false' : "''");
const bodyOf = (f: GenField) =>
  f.type === 'number' ? `${f.name}: v.${f.name}.trim() === '' ? undefined : Number(v.${f.name})` : f.type === 'string' || f.type === 'enum' ? `${f.name}: v.${f.name}.trim()` : `${f.name}: v.${f.name}`;

function formControl(n: GenNames, f: GenField): string {
  const tid = `${n.m}-form-${f.name}`;
  if (f.type === 'boolean')
    return `                  <Field.Root invalid={!!errors.${f.name}}>
                    <Checkbox.Root checked={values.${f.name}} onCheckedChange={(e) => set('${f.name}', e.checked === true)} data-testid="${tid}">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('fields.${f.name}')}</Checkbox.Label>
                    </Checkbox.Root>
                    <Field.ErrorText>{errors.${f.name}}</Field.ErrorText>
                  </Field.Root>`;
  let control: string;
  if (f.type === 'enum')
    control = `                    <NativeSelect.Root>
                      <NativeSelect.Field data-testid="${tid}" value={values.${f.name}} onChange={(e) => set('${f.name}', e.target.value)}>
                        <option value="">{t('form.select')}</option>
                        {${dictVar(n, f)}.options.map((o) => (
                          <option key={o.dictValue} value={o.dictValue}>
                            {o.dictLabel}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>`;
  else if (f.type === 'string' && f.maxLength > 200)
    control = `                    <Textarea data-testid="${tid}" value={values.${f.name}} maxLength={${f.maxLength}} rows={3} onChange={(e) => set('${f.name}', e.target.value)} />`;
  else {
    const type = f.type === 'number' ? ' type="number"' : f.type === 'date' ? ' type="date"' : '';
    control = `                    <Input data-testid="${tid}"${type} value={values.${f.name}}${f.type === 'string' ? ` maxLength={${f.maxLength}}` : ''} onChange={(e) => set('${f.name}', e.target.value)} />`;
  }
  return `                  <Field.Root${f.required ? ' required' : ''} invalid={!!errors.${f.name}}>
                    <Field.Label>
                      {t('fields.${f.name}')}${f.required ? ' <Field.RequiredIndicator />' : ''}
                    </Field.Label>
${control}
                    <Field.ErrorText data-testid="${tid}-error">{errors.${f.name}}</Field.ErrorText>
                  </Field.Root>`;
}

export function dialogFile(def: GenDefinition, n: GenNames): string {
  const form = def.fields.filter((f) => f.inForm);
  const formDicts = [...new Set(form.filter((f) => f.type === 'enum').map((f) => f.dictType))];
  const chakra = ['Button', ...(form.some((f) => f.type === 'boolean') ? ['Checkbox'] : []), 'CloseButton', 'Dialog', 'Field'];
  if (form.some((f) => f.type === 'number' || f.type === 'date' || (f.type === 'string' && f.maxLength <= 200))) chakra.push('Input');
  if (form.some((f) => f.type === 'enum')) chakra.push('NativeSelect');
  chakra.push('Portal', 'Stack');
  if (form.some((f) => f.type === 'string' && f.maxLength > 200)) chakra.push('Textarea');
  return `import { useState, type FormEvent } from 'react';
import { ${chakra.join(', ')} } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ZodError } from 'zod';
import { add${n.E}Body, update${n.E}Body, type ${n.E}Record } from '@aed/shared/schemas/${n.m}';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
${formDicts.length ? "import { useDict } from '../../../api/use-dict';\n" : ''}import { useAdd${n.E} } from '../api/add-${n.m}';
import { useUpdate${n.E} } from '../api/update-${n.m}';

interface Props {
  /** The record to modify, or undefined to add one. */
  record?: ${n.E}Record;
  onClose: () => void;
}

type Values = { ${form.map((f) => `${f.name}: ${valueType(f)}`).join('; ')} };
type FieldErrors = Partial<Record<keyof Values, string>>;

const toBody = (v: Values) => ({ ${form.map(bodyOf).join(', ')} });

/** Add or modify a record (generated). Mounted only while open. */
export function ${n.E}FormDialog({ record, onClose }: Props) {
  const { t } = useTranslation('${n.m}');
${dictHooks(n, form)}
  const [values, setValues] = useState<Values>(
    record ? { ${form.map((f) => `${f.name}: ${initialFrom(f)}`).join(', ')} } : { ${form.map((f) => `${f.name}: ${emptyOf(f)}`).join(', ')} },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAdd${n.E}();
  const update = useUpdate${n.E}();
  const saving = add.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };
  const fieldErrors = (error: ZodError): FieldErrors => {
    const out: FieldErrors = {};
    for (const issue of error.issues) {
      const name = String(issue.path[0] ?? '') as keyof Values;
      if (!(name in values) || out[name]) continue;
      if (issue.code === 'too_big') out[name] = t('validation.maxLength', { max: Number(issue.maximum) });
      else out[name] = String(values[name]) === '' ? t('validation.required') : t('validation.invalid');
    }
    return out;
  };
  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };
  const onError = (err: unknown) => notifyError(errorMessage(t, err));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!record) {
      const parsed = add${n.E}Body.safeParse(toBody(values));
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const parsed = update${n.E}Body.safeParse({ ...toBody(values), ${n.id}: record.${n.id} });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="${n.m}-form">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{record ? t('form.editTitle') : t('form.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
${form.map((f) => formControl(n, f)).join('\n')}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" loading={saving} data-testid="${n.m}-form-submit">
                  {t('form.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('form.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
`;
}
