import { HStack, Input, NativeSelect, RadioGroup, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addMenuBody, MENU_TYPES, updateMenuBody, type MenuRecord, type MenuType } from '@aed/shared/schemas/menu';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { TreeOptions } from '../../../components/form/tree-options';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/error-message';
import { menuLabel } from '../../../lib/menu-label';
import { useAddMenu } from '../api/add-menu';
import { useMenuInfo } from '../api/get-menu-info';
import { useUpdateMenu } from '../api/update-menu';
import { IconPicker } from './icon-picker';
import { parentOptions, type MenuRow } from './menu-tree';

/** A new menu (optionally under a parent) or an existing one by id. */
export type MenuFormTarget = { mode: 'add'; parentId: number; menuType?: MenuType } | { mode: 'edit'; menuId: number };

interface FormValues {
  parentId: number;
  menuType: MenuType;
  menuName: string;
  code: string;
  orderNum: string;
  path: string;
  component: string;
  query: string;
  perms: string;
  icon: string;
  isFrame: boolean;
  isCache: boolean;
  visible: '0' | '1';
  status: '0' | '1';
}
type FieldName = keyof FormValues;

/** Server refusals that belong to one field. */
const FIELD_OF_ERROR: Record<string, FieldName> = { 'menu.nameExists': 'menuName', 'menu.parentInvalid': 'parentId', 'menu.hasChildren': 'menuType' };

const fromRecord = (m: MenuRecord): FormValues => ({ ...m, orderNum: String(m.orderNum) });
const empty = (parentId: number, menuType: MenuType): FormValues => ({
  parentId,
  menuType,
  menuName: '',
  code: '',
  orderNum: '0',
  path: '',
  component: '',
  query: '',
  perms: '',
  icon: '',
  isFrame: false,
  isCache: true,
  visible: '0',
  status: '0',
});

interface DialogProps {
  target: MenuFormTarget;
  tree: readonly MenuRow[];
  onClose: () => void;
}

/** Add or modify a menu; the fields shown follow its type. Mounted only while open. */
export function MenuFormDialog({ target, tree, onClose }: DialogProps) {
  const { t } = useTranslation('menu');
  const editId = target.mode === 'edit' ? target.menuId : undefined;
  const info = useMenuInfo(editId);
  const title = editId === undefined ? t('form.addTitle') : t('form.editTitle');

  return (
    <FormDialogShell onClose={onClose} size="lg">
      {editId !== undefined && !info.data ? (
        <FormDialogLoading
          testId="menu-form-dialog"
          title={title}
          error={info.isError ? errorMessage(t, info.error) : undefined}
          loadingText={t('form.loading')}
          cancelTestId="menu-form-cancel"
          onClose={onClose}
        />
      ) : (
        <MenuForm
          title={title}
          menuId={editId}
          tree={tree}
          initial={info.data ? fromRecord(info.data) : empty(target.mode === 'add' ? target.parentId : 0, target.mode === 'add' ? (target.menuType ?? 'M') : 'M')}
          onClose={onClose}
        />
      )}
    </FormDialogShell>
  );
}

interface FormProps {
  title: string;
  menuId: number | undefined;
  tree: readonly MenuRow[];
  initial: FormValues;
  onClose: () => void;
}

function MenuForm({ title, menuId, tree, initial, onClose }: FormProps) {
  const { t, values, set, save, onSubmit, field } = useZodForm({ ns: 'menu', initial, fieldOf: FIELD_OF_ERROR, testIdPrefix: 'menu-form', onClose });
  const add = useAddMenu();
  const update = useUpdateMenu();
  const type = values.menuType;
  const parents = parentOptions(tree, type, menuId);
  const submit = onSubmit(() =>
    menuId === undefined ? save(addMenuBody, values, add, t('toast.added')) : save(updateMenuBody, { ...values, menuId }, update, t('toast.modified')),
  );

  const radio = <K extends 'menuType' | 'visible' | 'status'>(key: K, options: readonly string[], label: (o: string) => string) => (
    <RadioGroup.Root value={values[key]} onValueChange={(e) => set(key, e.value as FormValues[K])} data-testid={`menu-form-${key}`}>
      <HStack gap="4">
        {options.map((o) => (
          <RadioGroup.Item key={o} value={o}>
            <RadioGroup.ItemHiddenInput data-testid={`menu-form-${key}-${o}`} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{label(o)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
  /** A yes / no choice held as a boolean; `testIdPrefix` names its hidden inputs (`<prefix>-y`, `<prefix>-n`). */
  const yesNo = (key: 'isFrame' | 'isCache', labels: 'yesNo' | 'cache', testIdPrefix?: string) => (
    <RadioGroup.Root value={values[key] ? 'y' : 'n'} onValueChange={(e) => set(key, e.value === 'y')}>
      <HStack gap="4">
        {['y', 'n'].map((o) => (
          <RadioGroup.Item key={o} value={o}>
            <RadioGroup.ItemHiddenInput data-testid={testIdPrefix && `${testIdPrefix}-${o}`} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(`${labels}.${o}`)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );

  const text = (key: 'menuName' | 'code' | 'path' | 'component' | 'query' | 'perms', required = false, placeholder?: string) =>
    field(key, t(`fields.${key}`), <Input data-testid={`menu-form-${key}`} value={values[key]} placeholder={placeholder} onChange={(e) => set(key, e.target.value)} />, { required });

  return (
    <FormDialogForm testId="menu-form-dialog" testIdPrefix="menu-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
      {field(
        'parentId',
        t('fields.parentId'),
        <NativeSelect.Root>
          <NativeSelect.Field data-testid="menu-form-parent" value={values.parentId} onChange={(e) => set('parentId', Number(e.target.value))}>
            {type !== 'F' && <option value={0}>{t('form.topLevel')}</option>}
            {type === 'F' && values.parentId === 0 && <option value={0}>{t('form.chooseParent')}</option>}
            <TreeOptions options={parents.map((p) => ({ value: p.id, label: menuLabel(t, p.code, p.name), level: p.depth }))} value={String(values.parentId)} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>,
      )}
      {field(
        'menuType',
        t('fields.menuType'),
        radio('menuType', MENU_TYPES, (o) => t(`type.${o}`)),
      )}
      {type !== 'F' && field('icon', t('fields.icon'), <IconPicker value={values.icon} onChange={(icon) => set('icon', icon)} />)}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('menuName', true)}
        {field(
          'orderNum',
          t('fields.orderNum'),
          <Input type="number" min={0} max={9999} data-testid="menu-form-orderNum" value={values.orderNum} onChange={(e) => set('orderNum', e.target.value)} />,
        )}
        {text('code', false, 'menu.example')}
        {type !== 'F' && field('isFrame', t('fields.isFrame'), yesNo('isFrame', 'yesNo', 'menu-form-isFrame'))}
        {type !== 'F' && text('path', true, values.isFrame ? 'https://' : undefined)}
        {type === 'C' && !values.isFrame && text('component', true, 'system/user/index')}
        {type !== 'M' && text('perms', type === 'F', 'system:user:list')}
        {type === 'C' && text('query')}
        {type === 'C' && field('isCache', t('fields.isCache'), yesNo('isCache', 'cache'))}
        {type !== 'F' && field('visible', t('fields.visible'), radio('visible', ['0', '1'], (o) => t(`visible.${o}`)))}
        {field('status', t('fields.status'), radio('status', ['0', '1'], (o) => t(`status.${o}`)))}
      </SimpleGrid>
    </FormDialogForm>
  );
}
