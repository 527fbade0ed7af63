import type { GenField } from '@aed/shared/schemas/gen';
import { type GenDefinition, type GenNames, dictVar, maxLengthOf, nameFieldOf } from './gen-model';
import { genRoutes } from './gen-routes';

/**
 * One file per call, like web/src/features/config/api: each calls its route object through the typed client
 * (`api(route, input)`), so method, path, input and answer come from the shared routes file (no path, no cast here);
 * one `queryOptions` factory per query.
 */
export function webApiFiles(def: GenDefinition, n: GenNames): { file: string; content: string }[] {
  const routes = genRoutes(def, n);
  const keys = `import type { ${n.E}PageQuery } from '@aed/shared/schemas/${n.m}';

/** Query keys of the feature: invalidating \`all\` refreshes every page and info query. */
export const ${n.e}Keys = {
  all: ['${n.m}'] as const,
  pages: () => [...${n.e}Keys.all, 'page'] as const,
  page: (query: ${n.E}PageQuery) => [...${n.e}Keys.pages(), query] as const,
  info: (${n.id}: number) => [...${n.e}Keys.all, 'info', ${n.id}] as const,
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
  queryOptions({
    queryKey: ${n.e}Keys.page(query),
    queryFn: () => get${n.E}Page(query),
    // Keep the previous page on screen while the next one loads (no table flicker on paging).
    placeholderData: keepPreviousData,
  });

export const use${n.E}Page = (query: ${n.E}PageQuery) => useQuery(${n.e}PageOptions(query));
`;
  const info = `import { queryOptions, useQuery } from '@tanstack/react-query';
import { ${routes.info.id} } from '@aed/shared/routes/${n.m}.routes';
import { api } from '../../../lib/api-client';
import { ${n.e}Keys } from './${n.m}-keys';

/** One record, loaded fresh before modifying it. */
export const get${n.E}Info = (${n.id}: number) => api(${routes.info.id}, { query: { ${n.id} } });

export const ${n.e}InfoOptions = (${n.id}: number) =>
  queryOptions({
    queryKey: ${n.e}Keys.info(${n.id}),
    queryFn: () => get${n.E}Info(${n.id}),
    // The form must start from the stored values, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });

export const use${n.E}Info = (${n.id}: number | undefined) => useQuery({ ...${n.e}InfoOptions(${n.id} ?? 0), enabled: ${n.id} !== undefined });
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
  // A download (like features/config/api/export-config.ts): the records matching the applied search as xlsx.
  const exporter = `import { useMutation } from '@tanstack/react-query';
import type { ${n.E}Search } from '@aed/shared/schemas/${n.m}';
import { ${routes.export.id} } from '@aed/shared/routes/${n.m}.routes';
import { download } from '../../../lib/api-client';

/** The records matching the search, downloaded in xlsx. */
export const export${n.E}s = (search: ${n.E}Search) => download(${routes.export.id}, { query: search });

export const useExport${n.E}s = () => useMutation({ mutationFn: export${n.E}s });
`;
  return [
    { file: `${n.m}-keys.ts`, content: keys },
    { file: `get-${n.m}-page.ts`, content: page },
    { file: `get-${n.m}-info.ts`, content: info },
    { file: `add-${n.m}.ts`, content: mutation(`add${n.E}`, `Add${n.E}Body`, routes.add.id) },
    { file: `update-${n.m}.ts`, content: mutation(`update${n.E}`, `Update${n.E}Body`, routes.update.id) },
    { file: `delete-${n.m}.ts`, content: remove },
    { file: `export-${n.m}.ts`, content: exporter },
  ];
}

/** One useDict per dictionary type the given fields show (named dict<i> after the module-wide index). */
const dictHooks = (n: GenNames, fields: readonly GenField[]) =>
  n.dictTypes
    .filter((d) => fields.some((f) => f.type === 'enum' && f.dictType === d))
    .map((d) => `  const dict${n.dictTypes.indexOf(d)} = useDict(${JSON.stringify(d)});\n`)
    .join('');

const dictOptions = (n: GenNames, f: GenField) => `${dictVar(n, f)}.options.map((o) => ({ value: o.dictValue, label: o.dictLabel }))`;

/** One filter of the search bar: the shared search fields; a day through the one date field. */
function searchField(n: GenNames, f: GenField): string {
  const props = [`label={t('fields.${f.name}')}`, `testId="${n.m}-search-${f.name}"`, `value={form.${f.name}}`, `onChange={(v) => setField('${f.name}', v)}`];
  const common = props.join(' ');
  if (f.type === 'enum') return `        <SearchSelectField ${common} allLabel={t('search.all')} options={${dictOptions(n, f)}} />`;
  if (f.type === 'boolean')
    return `        <SearchSelectField
${props.map((p) => `          ${p}\n`).join('')}          allLabel={t('search.all')}
          options={[
            { value: 'true', label: t('boolean.true') },
            { value: 'false', label: t('boolean.false') },
          ]}
        />`;
  if (f.type === 'date')
    return `        <Field.Root width="44">
          <Field.Label>{t('fields.${f.name}')}</Field.Label>
          <DateField testId="${n.m}-search-${f.name}" value={form.${f.name}} onChange={(day) => setField('${f.name}', day)} />
        </Field.Root>`;
  return `        <SearchTextField ${common}${f.type === 'string' ? ` maxLength={${maxLengthOf(f)}}` : ''} />`;
}

/** The text that names a record (`nameFieldOf`), as an expression on `row`. */
const nameOf = (def: GenDefinition, n: GenNames, row: string) => {
  const named = nameFieldOf(def);
  return named ? `${row}.${named.name}` : `String(${row}.${n.id})`;
};

/**
 * The list screen, built like features/config/components/config-page.tsx: the shared search bar, toolbar, list table,
 * row selection, confirmation flow and pagination; the applied search, page and page size live in the URL
 * (decision 0039), the route answering numbered pages (`pageOf`), hence `usePageNumbers`.
 */
export function pageFile(def: GenDefinition, n: GenNames): string {
  const query = def.fields.filter((f) => f.inQuery);
  const searchBar = query.length > 0;
  const search = query.filter((f) => f.type === 'string' || f.type === 'number').length ? ['SearchTextField'] : [];
  if (query.some((f) => f.type === 'enum' || f.type === 'boolean')) search.unshift('SearchSelectField');
  const chakra = [...(query.some((f) => f.type === 'date') ? ['Field'] : []), 'Stack'];
  const imports = [
    `import { useEffect, useMemo, useState } from 'react';`,
    `import { ${chakra.join(', ')} } from '@chakra-ui/react';`,
    `import { useTranslation } from 'react-i18next';`,
    `import { PERMISSIONS } from '@aed/shared/permissions/permissions';`,
    searchBar
      ? `import { ${n.e}Search, type ${n.E}PageQuery, type ${n.E}Record, type ${n.E}Search } from '@aed/shared/schemas/${n.m}';`
      : `import type { ${n.E}PageQuery, ${n.E}Record, ${n.E}Search } from '@aed/shared/schemas/${n.m}';`,
    ...(query.some((f) => f.type === 'enum') ? [`import { useDict } from '../../../api/use-dict';`] : []),
    ...(query.some((f) => f.type === 'date') ? [`import { DateField } from '../../../components/form/date-field';`] : []),
    `import { ListLoadError } from '../../../components/list/list-table';`,
    `import { ExportButton, ListToolbar, ToolbarButton } from '../../../components/list/list-toolbar';`,
    ...(searchBar ? [`import { SearchBar${search.map((s) => `, ${s}`).join('')} } from '../../../components/list/search-bar';`] : []),
    `import { useConfirmAction } from '../../../components/list/use-confirm-action';`,
    `import { ${searchBar ? 'parseWith, useListSearch, ' : ''}usePageNumbers } from '../../../components/list/use-list-search';`,
    `import { useRowSelection } from '../../../components/list/use-row-selection';`,
    `import { ConfirmDialog } from '../../../components/ui/confirm-dialog';`,
    `import { ListPagination } from '../../../components/ui/list-pagination';`,
    ...(searchBar ? [`import { notifyError } from '../../../components/ui/toaster';`] : []),
    `import { errorMessage } from '../../../lib/error-message';`,
    `import { usePermission } from '../../../lib/permission';`,
    `import { useDelete${n.E}s } from '../api/delete-${n.m}';`,
    `import { useExport${n.E}s } from '../api/export-${n.m}';`,
    `import { use${n.E}Page } from '../api/get-${n.m}-page';`,
    `import { ${n.E}FormDialog, type ${n.E}FormTarget } from './${n.m}-form-dialog';`,
    `import { ${n.E}Table } from './${n.m}-table';`,
  ];
  const searchState = searchBar
    ? `
/** The search form as typed: every filter a string ('' = no filter), checked by the shared \`${n.e}Search\` schema. */
type SearchForm = { ${query.map((f) => `${f.name}: string`).join('; ')} };
const EMPTY_SEARCH: SearchForm = { ${query.map((f) => `${f.name}: ''`).join(', ')} };
`
    : `
/** The module has no filter: an export takes every record. */
const NO_SEARCH: ${n.E}Search = {};
`;
  const searching = searchBar
    ? `  const searching = useListSearch<SearchForm, ${n.E}Search>({
    empty: EMPTY_SEARCH,
    parse: parseWith(${n.e}Search),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setField, search } = searching;
`
    : '';
  const searchBarJsx = searchBar
    ? `      <SearchBar label={t('search.label')} testIdPrefix="${n.m}" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
${query.map((f) => searchField(n, f)).join('\n')}
      </SearchBar>

`
    : '';
  return `${imports.join('\n')}
${searchState}
/**
 * ${n.E} screen (generated; menu component 'system/${n.m}/index'): search, list with selection and page numbers, add /
 * modify / delete, export of the search as xlsx, each action shown only with its permission. The list pieces are the
 * shared ones (components/list); the applied search, page and page size live in the URL (decision 0039).
 */
export default function ${n.E}Page() {
  const { t } = useTranslation('${n.m}');
  const { hasPermission } = usePermission();
  const anyAction = hasPermission(PERMISSIONS.${n.m}.edit) || hasPermission(PERMISSIONS.${n.m}.remove);
${dictHooks(n, query)}
  const paging = usePageNumbers();
${searching}  const [formTarget, setFormTarget] = useState<${n.E}FormTarget | null>(null);

  const { page, limit, setPage } = paging;
  const query = useMemo<${n.E}PageQuery>(() => ({ ${searchBar ? '...search, ' : ''}page, limit }), [${searchBar ? 'search, ' : ''}page, limit]);
  const list = use${n.E}Page(query);
  const rows: readonly ${n.E}Record[] = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const selection = useRowSelection(rows, (r: ${n.E}Record) => r.${n.id});
  const selectedRows = selection.selectedRows;
  const remover = useConfirmAction({
    mutation: useDelete${n.E}s(),
    toVariables: (records: readonly ${n.E}Record[]) => records.map((r) => r.${n.id}),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: (records) => selection.forget(records.map((r) => r.${n.id})),
  });
  const exporter = useExport${n.E}s();

  // After deleting the last rows of the last page, show the page that is now the last one.
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / limit));
    if (list.data && !list.isPlaceholderData && rows.length === 0 && page > lastPage) setPage(lastPage, { replace: true });
  }, [list.data, list.isPlaceholderData, rows.length, total, limit, page, setPage]);

  return (
    <Stack gap="4" p="4" data-testid="${n.m}-page">
${searchBarJsx}      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.${n.m}.add} testId="${n.m}-add" label={t('toolbar.add')} onClick={() => setFormTarget({ mode: 'add' })} />
        <ToolbarButton
          kind="edit"
          permission={PERMISSIONS.${n.m}.edit}
          testId="${n.m}-edit"
          disabled={selectedRows.length !== 1}
          onClick={() => setFormTarget({ mode: 'edit', ${n.id}: selectedRows[0].${n.id} })}
        />
        <ToolbarButton kind="delete" permission={PERMISSIONS.${n.m}.remove} testId="${n.m}-delete" label={t('toolbar.delete')} disabled={selectedRows.length === 0} onClick={() => remover.ask(selectedRows)} />
        <ExportButton permission={PERMISSIONS.${n.m}.export} testId="${n.m}-export" label={t('toolbar.export')} exporter={exporter} search={${searchBar ? 'search' : 'NO_SEARCH'}} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {list.isError && <ListLoadError testId="${n.m}-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <${n.E}Table
        rows={rows}
        loading={list.isPending}
        refreshing={list.isFetching && list.isPlaceholderData}
        failed={list.isError && !list.data}
        selection={selection}
        anyAction={anyAction}
        onEdit={(row) => setFormTarget({ mode: 'edit', ${n.id}: row.${n.id} })}
        onDelete={(row) => remover.ask([row])}
      />

      <ListPagination
        testId="${n.m}"
        total={total}
        page={page}
        pageSize={limit}
        onPageChange={(p) => {
          setPage(p);
          selection.clear();
        }}
        onPageSizeChange={(size) => {
          paging.setLimit(size);
          selection.clear();
        }}
      />

      {formTarget && <${n.E}FormDialog target={formTarget} onClose={() => setFormTarget(null)} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          // the record named, or how many are selected
          message={remover.target.length === 1 ? t('delete.messageOne', { name: ${nameOf(def, n, 'remover.target[0]')} }) : t('delete.messageMany', { count: remover.target.length })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="${n.m}-delete-dialog"
          actionTestIdPrefix="${n.m}-delete"
        />
      )}
    </Stack>
  );
}
`;
}

function cell(n: GenNames, f: GenField): string {
  if (f.type === 'string') return `<TruncatedCell text={row.${f.name}} />`;
  if (f.type === 'boolean') return `<Table.Cell>{row.${f.name} ? t('boolean.true') : t('boolean.false')}</Table.Cell>`;
  if (f.type === 'enum') return `<Table.Cell>{${dictVar(n, f)}.label(row.${f.name})}</Table.Cell>`;
  if (f.type === 'date') return `<Table.Cell whiteSpace="nowrap">{row.${f.name}}</Table.Cell>`;
  return `<Table.Cell>{row.${f.name}}</Table.Cell>`;
}

/** The list table of the screen (like config-table.tsx): ListTable with selection, shared cells and row actions. */
export function tableFile(def: GenDefinition, n: GenNames): string {
  const list = def.fields.filter((f) => f.inList);
  const cells = ['DateTimeCell', ...(list.some((f) => f.type === 'string') ? ['TruncatedCell'] : [])];
  return `import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { ${n.E}Record } from '@aed/shared/schemas/${n.m}';
${list.some((f) => f.type === 'enum') ? "import { useDict } from '../../../api/use-dict';\n" : ''}import { ${cells.join(', ')} } from '../../../components/list/cells';
import { ListTable, type SelectionState } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';

interface Props {
  rows: readonly ${n.E}Record[];
  /** First load: nothing to show yet. */
  loading: boolean;
  /** A newer page is on its way while the previous one stays visible. */
  refreshing: boolean;
  /** The list could not be loaded (the page shows why): no empty-state message then. */
  failed: boolean;
  /** The checked rows (\`useRowSelection\`). */
  selection: SelectionState<${n.E}Record, number>;
  /** The user may modify or delete: the rows have an actions column. */
  anyAction: boolean;
  onEdit: (row: ${n.E}Record) => void;
  onDelete: (row: ${n.E}Record) => void;
}

/** The record list with row selection and row actions (each by its permission). */
export function ${n.E}Table({ rows, loading, refreshing, failed, selection, anyAction, onEdit, onDelete }: Props) {
  const { t } = useTranslation('${n.m}');
${dictHooks(n, list)}
  return (
    <ListTable
      testId="${n.m}-table"
      interactive
      columns={[t('columns.id'), ${list.map((f) => `t('fields.${f.name}'), `).join('')}t('columns.createTime')]}
      actionsHeader={t('columns.actions')}
      rows={rows}
      rowKey={(row) => row.${n.id}}
      rowTestId={(row) => \`${n.m}-row-\${row.${n.id}}\`}
      loading={loading}
      loadingText={t('table.loading')}
      loadingTestId="${n.m}-loading"
      refreshing={refreshing}
      failed={failed}
      emptyText={t('table.empty')}
      emptyTestId="${n.m}-empty"
      selection={{
        selection,
        keyOf: (row) => row.${n.id},
        selectAllLabel: t('table.selectAll'),
        selectRowLabel: (row) => t('table.selectRow', { name: ${nameOf(def, n, 'row')} }),
        checkAllTestId: '${n.m}-check-all',
        rowCheckTestId: (row) => \`${n.m}-row-check-\${row.${n.id}}\`,
      }}
      renderCells={(row) => (
        <>
          <Table.Cell>{row.${n.id}}</Table.Cell>
${list.map((f) => `          ${cell(n, f)}\n`).join('')}          <DateTimeCell value={row.createTime} />
        </>
      )}
      renderActions={
        anyAction
          ? (row) => (
              <>
                <RowActionButton kind="edit" permission={PERMISSIONS.${n.m}.edit} testId={\`${n.m}-row-edit-\${row.${n.id}}\`} onClick={() => onEdit(row)} />
                <RowActionButton kind="delete" permission={PERMISSIONS.${n.m}.remove} testId={\`${n.m}-row-delete-\${row.${n.id}}\`} label={t('toolbar.delete')} onClick={() => onDelete(row)} />
              </>
            )
          : undefined
      }
    />
  );
}
`;
}

/** What a field holds in the form: text as typed (a number too, '' for none), a checkbox's boolean. */
const valueType = (f: GenField) => (f.type === 'boolean' ? 'boolean' : 'string');
const initialFrom = (f: GenField) => (f.type === 'number' ? `String(r.${f.name})` : `r.${f.name}`);
const emptyOf = (f: GenField) => (f.type === 'boolean' ? 'false' : "''");

/** One control of the form, through the `field(...)` renderer of useZodForm (a checkbox carries its own label). */
function formControl(n: GenNames, f: GenField): string {
  const tid = `${n.m}-form-${f.name}`;
  const set = `onChange={(e) => set('${f.name}', e.target.value)}`;
  if (f.type === 'boolean')
    return `      <Checkbox.Root checked={values.${f.name}} onCheckedChange={(e) => set('${f.name}', e.checked === true)} data-testid="${tid}">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('fields.${f.name}')}</Checkbox.Label>
      </Checkbox.Root>`;
  let control: string;
  if (f.type === 'enum')
    control = `<NativeSelect.Root>
          <NativeSelect.Field name="${f.name}" data-testid="${tid}" value={values.${f.name}} ${set}>
            <option value="">{t('form.select')}</option>
            {${dictVar(n, f)}.options.map((o) => (
              <option key={o.dictValue} value={o.dictValue}>
                {o.dictLabel}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>`;
  else if (f.type === 'date') control = `<DateField testId="${tid}" value={values.${f.name}} onChange={(day) => set('${f.name}', day)} />`;
  else if (f.type === 'number') control = `<Input name="${f.name}" type="number" data-testid="${tid}" value={values.${f.name}} ${set} />`;
  else if (f.maxLength > 200) control = `<Textarea name="${f.name}" data-testid="${tid}" value={values.${f.name}} maxLength={${f.maxLength}} rows={3} ${set} />`;
  else control = `<Input name="${f.name}" data-testid="${tid}" value={values.${f.name}} maxLength={${f.maxLength}} ${set} />`;
  return `      {field(
        '${f.name}',
        t('fields.${f.name}'),
        ${control},${f.required ? '\n        { required: true },' : ''}
      )}`;
}

/**
 * The add / modify dialog, built like features/config/components/config-form-dialog.tsx: useZodForm (values, errors,
 * save with the shared schema, refusals at their field), FormDialogShell holding FormDialogLoading while the record
 * loads, then FormDialogForm (Save / Cancel).
 */
export function dialogFile(def: GenDefinition, n: GenNames): string {
  const form = def.fields.filter((f) => f.inForm);
  const numbers = form.filter((f) => f.type === 'number');
  const requiredDate = form.some((f) => f.type === 'date' && f.required);
  const chakra = [
    ...(form.some((f) => f.type === 'boolean') ? ['Checkbox'] : []),
    ...(form.some((f) => f.type === 'number' || (f.type === 'string' && f.maxLength <= 200)) ? ['Input'] : []),
    ...(form.some((f) => f.type === 'enum') ? ['NativeSelect'] : []),
    ...(form.some((f) => f.type === 'string' && f.maxLength > 200) ? ['Textarea'] : []),
  ];
  const imports = [
    ...(chakra.length ? [`import { ${chakra.join(', ')} } from '@chakra-ui/react';`] : []),
    `import { useTranslation } from 'react-i18next';`,
    ...(requiredDate ? [`import type { TFunction } from 'i18next';`] : []),
    `import { add${n.E}Body, update${n.E}Body, type ${n.E}Record } from '@aed/shared/schemas/${n.m}';`,
    ...(form.some((f) => f.type === 'enum') ? [`import { useDict } from '../../../api/use-dict';`] : []),
    ...(form.some((f) => f.type === 'date') ? [`import { DateField } from '../../../components/form/date-field';`] : []),
    `import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';`,
    ...(requiredDate ? [`import type { ZodIssue } from '../../../components/form/form-errors';`] : []),
    `import { useZodForm } from '../../../components/form/use-zod-form';`,
    `import { errorMessage } from '../../../lib/error-message';`,
    `import { useAdd${n.E} } from '../api/add-${n.m}';`,
    `import { use${n.E}Info } from '../api/get-${n.m}-info';`,
    `import { useUpdate${n.E} } from '../api/update-${n.m}';`,
  ];
  const toBody = numbers.length
    ? `
/** A number as typed: none when left empty (the schema then says whether it is required). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
/** The values as the request takes them. */
const toBody = (v: FormValues) => ({ ...v, ${numbers.map((f) => `${f.name}: numberOf(v.${f.name})`).join(', ')} });
`
    : `
/** The values as the request takes them. */
const toBody = (v: FormValues) => v;
`;
  const issueMessage = requiredDate
    ? `
/** The date field gives a whole day or nothing: a day the schema refuses was left empty. */
const issueMessage = (t: TFunction, issue: ZodIssue) => (issue.code === 'invalid_format' && issue.format === 'date' ? t('validation.required') : undefined);
`
    : '';
  return `${imports.join('\n')}

/** Which form to show: a new record, or an existing one by id. */
export type ${n.E}FormTarget = { mode: 'add' } | { mode: 'edit'; ${n.id}: number };

/** The values as the fields hold them. */
type FormValues = { ${form.map((f) => `${f.name}: ${valueType(f)}`).join('; ')} };

const EMPTY_FORM: FormValues = { ${form.map((f) => `${f.name}: ${emptyOf(f)}`).join(', ')} };
const toFormValues = (r: ${n.E}Record): FormValues => ({ ${form.map((f) => `${f.name}: ${initialFrom(f)}`).join(', ')} });
${toBody}
/**
 * Server refusals that belong to one field (error code -> field name), shown under it rather than as a toast: a
 * taken unique value goes here (\`'${n.m}.<field>Exists': '<field>'\`). Validation failures naming fields go to them.
 */
const FIELD_OF_ERROR: Record<string, keyof FormValues> = {};
${issueMessage}
interface DialogProps {
  target: ${n.E}FormTarget;
  onClose: () => void;
}

/** Add or modify one record (generated). Mounted only while open, so every opening starts from a fresh form. */
export function ${n.E}FormDialog({ target, onClose }: DialogProps) {
  const { t } = useTranslation('${n.m}');
  const editId = target.mode === 'edit' ? target.${n.id} : undefined;
  const info = use${n.E}Info(editId);
  const title = target.mode === 'add' ? t('form.addTitle') : t('form.editTitle');

  return (
    <FormDialogShell onClose={onClose} size="md" content={{ testId: '${n.m}-form' }}>
      {editId !== undefined && !info.data ? (
        <FormDialogLoading
          testId="${n.m}-form"
          title={title}
          error={info.isError ? errorMessage(t, info.error) : undefined}
          loadingText={t('form.loading')}
          cancelTestId="${n.m}-form-cancel"
          onClose={onClose}
        />
      ) : (
        <${n.E}Form title={title} record={info.data} onClose={onClose} />
      )}
    </FormDialogShell>
  );
}

interface FormProps {
  title: string;
  /** The record being modified; undefined to add one. */
  record: ${n.E}Record | undefined;
  onClose: () => void;
}

function ${n.E}Form({ title, record, onClose }: FormProps) {
  const { t, values, set, save, onSubmit, field } = useZodForm<FormValues>({
    ns: '${n.m}',
    initial: record ? toFormValues(record) : EMPTY_FORM,
    fieldOf: FIELD_OF_ERROR,
    testIdPrefix: '${n.m}-form',
    onClose,${requiredDate ? '\n    issueMessage,' : ''}
  });
${dictHooks(n, form)}  const add = useAdd${n.E}();
  const update = useUpdate${n.E}();
  const submit = onSubmit(() =>
    record ? save(update${n.E}Body, { ...toBody(values), ${n.id}: record.${n.id} }, update, t('toast.modified')) : save(add${n.E}Body, toBody(values), add, t('toast.added')),
  );

  return (
    <FormDialogForm testId="${n.m}-form" testIdPrefix="${n.m}-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
${form.map((f) => formControl(n, f)).join('\n')}
    </FormDialogForm>
  );
}
`;
}

/** A value of a field in the page test's sample records (`i`: 1 or 2), as TypeScript source. */
function sampleValue(f: GenField, i: 1 | 2): string {
  if (f.type === 'number') return String(i * 10);
  if (f.type === 'boolean') return i === 1 ? 'true' : 'false';
  if (f.type === 'date') return i === 1 ? "'2024-05-01'" : "'2024-06-01'";
  if (f.type === 'enum') return i === 1 ? "'0'" : "'1'";
  return `'${f.name.slice(0, Math.max(1, f.maxLength - 2))} ${i}'`;
}

/** What the export test types into a filter of the search bar (a text, a number, a dictionary value or a checkbox state). */
function searchInput(f: GenField): string | undefined {
  if (f.type === 'string') return 'abc';
  if (f.type === 'number') return '5';
  if (f.type === 'enum') return '1';
  if (f.type === 'boolean') return 'true';
  return undefined;
}

/**
 * The page's component test (vitest + jsdom), built like features/config/components/config-page.test.tsx: the API
 * answered by a fetch stub, the module's English texts, the page in a router. It covers what the generator wrote:
 * the list and its empty state, permissions, the export of the applied search, deletion after confirmation, and a
 * required text refused before any call.
 */
export function pageTestFile(def: GenDefinition, n: GenNames): string {
  const list = def.fields.filter((f) => f.inList);
  const filter = def.fields.filter((f) => f.inQuery).find((f) => searchInput(f) !== undefined);
  const required = def.fields.find((f) => f.inForm && f.required && f.type === 'string');
  const named = nameFieldOf(def);
  const API = `/prod-api/upms/system/${n.m}`;
  const record = (i: 1 | 2) => `{ ${n.id}: ${i}, ${def.fields.map((f) => `${f.name}: ${sampleValue(f, i)}`).join(', ')} }`;
  const listed = [
    `    expect(within(row).getAllByText(String(ROWS[0].${n.id})).length).toBeGreaterThan(0);`,
    ...(named && named.inList ? [`    expect(within(row).getByText(ROWS[0].${named.name})).toBeTruthy();`] : []),
    ...list.filter((f) => f.type === 'enum').map((f) => `    expect(within(row).getByText('${f.dictType} 0')).toBeTruthy();`),
    ...list.filter((f) => f.type === 'boolean').map(() => `    expect(within(row).getAllByText(en.boolean.true).length).toBeGreaterThan(0);`),
  ];
  const exportTest = filter
    ? `  it('exports the applied search as xlsx', async () => {
    mockApi(ROWS, exportAnswer);
    await renderPage();
    await screen.findByTestId('${n.m}-row-1');

${filter.type === 'enum' ? `    // the filter offers the dictionary's values once they are loaded\n    await within(screen.getByTestId('${n.m}-search-${filter.name}')).findByText('${filter.dictType} 1');\n` : ''}    fireEvent.change(screen.getByTestId('${n.m}-search-${filter.name}'), { target: { value: '${searchInput(filter)}' } });
    fireEvent.click(screen.getByTestId('${n.m}-search-submit'));
    await waitFor(() => expect(calls().at(-1)?.url).toContain('${filter.name}=${searchInput(filter)}'));
    fireEvent.click(screen.getByTestId('${n.m}-export'));

    await waitFor(() => expect(calls().some((c) => c.url.startsWith('${API}/export?'))).toBe(true));
    const url = new URL(calls().find((c) => c.url.startsWith('${API}/export?'))?.url ?? '', 'http://localhost');
    expect(url.searchParams.get('${filter.name}')).toBe('${searchInput(filter)}');
    expect(saved).toEqual(['${n.m}.xlsx']);
  });`
    : `  it('exports every record as xlsx', async () => {
    mockApi(ROWS, exportAnswer);
    await renderPage();
    await screen.findByTestId('${n.m}-row-1');

    fireEvent.click(screen.getByTestId('${n.m}-export'));

    await waitFor(() => expect(calls().some((c) => c.url === '${API}/export')).toBe(true));
    expect(saved).toEqual(['${n.m}.xlsx']);
  });`;
  const requiredTest = required
    ? `

  it('refuses to add a record without its required text, without calling the API', async () => {
    mockApi(ROWS);
    await renderPage();
    await screen.findByTestId('${n.m}-row-1');

    fireEvent.click(screen.getByTestId('${n.m}-add'));
    fireEvent.click(await screen.findByTestId('${n.m}-form-submit'));

    expect((await screen.findByTestId('${n.m}-form-${required.name}-error')).textContent).toBe(en.validation.required);
    expect(calls().some((c) => c.method !== 'GET')).toBe(false);
  });`
    : '';
  return `import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { englishI18n } from '../../../test/english-i18n';
import { inRouter } from '../../../test/render';
import type { ${n.E}Record } from '@aed/shared/schemas/${n.m}';
import en from '../../../locales/en/${n.m}.json';
import ${n.E}Page from './${n.m}-page';

const system = createSystem(defaultConfig);

const record = (over: Partial<${n.E}Record>): ${n.E}Record => ({
  ...${record(1)},
  createBy: 'admin',
  createTime: '2024-05-24T08:09:10.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});

const ROWS: ${n.E}Record[] = [record({}), record(${record(2)})];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });

type Handler = (url: URL, init: RequestInit) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

/** Answers the page call with \`rows\`, a dictionary with its values ('<type> 0', '<type> 1'), and any other call with \`other\` (or a 404 envelope). */
function mockApi(rows: ${n.E}Record[], other?: Handler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '${API}/page') return ok({ total: rows.length, rows });
    const dictType = /^\\/prod-api\\/upms\\/system\\/dict\\/data\\/dictType\\/(\\w+)$/.exec(url.pathname)?.[1];
    if (dictType) return ok(['0', '1'].map((v, i) => ({ dictCode: i + 1, dictSort: i, dictLabel: \`\${dictType} \${v}\`, dictValue: v, dictType, listClass: '', status: '0' })));
    return other?.(url, init) ?? json({ code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
}

const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET', body: init?.body }));

/** The export answers a workbook; the names of the files handed to the user as downloads. */
let saved: string[] = [];
const exportAnswer: Handler = (url) =>
  url.pathname === '${API}/export'
    ? new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename="${n.m}.xlsx"' } })
    : undefined;

let i18n: I18n;

// The namespaces as the app builds them (common's pagination texts are in common.screens.json).
beforeAll(async () => {
  i18n = await englishI18n(['${n.m}', 'common']);
});

async function renderPage(permissions: string[] = ['*:*:*']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The shell keeps the getInfo answer under ['auth', 'info']; the page reads the permissions from there.
  queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return render((await inRouter(<${n.E}Page />)).element, { wrapper });
}

let click: MockInstance<() => void>;

beforeEach(() => {
  // A download is an object URL clicked as a link: its name is recorded instead.
  saved = [];
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
});

// DOM stubs Chakra needs and cleanup() come from web/src/test/setup.ts.
afterEach(() => {
  vi.unstubAllGlobals();
  click.mockRestore();
});

describe('${n.E}Page (generated)', () => {
  it('lists the records of the first page', async () => {
    mockApi(ROWS);
    await renderPage();
    const row = await screen.findByTestId('${n.m}-row-1');
${listed.join('\n')}
    expect(screen.getByTestId('${n.m}-row-2')).toBeTruthy();
    expect(screen.getByTestId('${n.m}-total').textContent).toContain('2');
    expect(screen.queryByTestId('${n.m}-empty')).toBeNull();
    expect(calls().find((c) => c.url.startsWith('${API}/page?'))?.url).toContain('limit=10');
  });

  it('shows the empty state when no record matches', async () => {
    mockApi([]);
    await renderPage();
    expect((await screen.findByTestId('${n.m}-empty')).textContent).toBe(en.table.empty);
  });

  it('shows each action only with its permission', async () => {
    mockApi(ROWS);
    await renderPage(['system:${n.m}:list', 'system:${n.m}:export']);
    await screen.findByTestId('${n.m}-row-1');
    expect(screen.queryByTestId('${n.m}-add')).toBeNull();
    expect(screen.queryByTestId('${n.m}-edit')).toBeNull();
    expect(screen.queryByTestId('${n.m}-delete')).toBeNull();
    expect(screen.queryByTestId('${n.m}-row-edit-1')).toBeNull();
    expect(screen.getByTestId('${n.m}-export')).toBeTruthy();
  });

  it('hides the export without its permission', async () => {
    mockApi(ROWS);
    await renderPage(['system:${n.m}:list', 'system:${n.m}:add']);
    await screen.findByTestId('${n.m}-row-1');
    expect(screen.getByTestId('${n.m}-add')).toBeTruthy();
    expect(screen.queryByTestId('${n.m}-export')).toBeNull();
  });

${exportTest}

  it('deletes the selected records after confirmation', async () => {
    mockApi(ROWS, (url, init) => (init.method === 'DELETE' ? ok(null) : undefined));
    await renderPage();
    await screen.findByTestId('${n.m}-row-1');

    fireEvent.click(screen.getByTestId('${n.m}-row-check-1'));
    fireEvent.click(screen.getByTestId('${n.m}-row-check-2'));
    await waitFor(() => expect((screen.getByTestId('${n.m}-delete') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('${n.m}-delete'));

    expect((await screen.findByTestId('${n.m}-delete-dialog')).textContent).toContain(i18n.t('delete.messageMany', { count: 2 }));
    fireEvent.click(screen.getByTestId('${n.m}-delete-confirm'));

    await waitFor(() => expect(calls().some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('${API}/delete?ids=1%2C2');
  });${requiredTest}
});
`;
}
