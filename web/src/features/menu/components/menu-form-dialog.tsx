import { useState, type FormEvent } from 'react';
import { Button, chakra, CloseButton, Dialog, Field, HStack, Input, NativeSelect, Portal, RadioGroup, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addMenuBody, MENU_TYPES, updateMenuBody, type MenuRecord, type MenuType } from '@aed/shared/schemas/menu';
import { TreeOptions } from '../../../components/form/tree-options';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
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
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ERRORS: Record<string, FieldName> = { 'menu.nameExists': 'menuName', 'menu.parentInvalid': 'parentId', 'menu.hasChildren': 'menuType' };

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
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* One Content element throughout: the modal layer keeps the node it saw first, so a Content swapped in
              after loading would get no pointer events (the form could not be clicked). */}
          <Dialog.Content data-testid="menu-form-dialog">
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
              <MenuForm
                title={title}
                menuId={editId}
                tree={tree}
                initial={info.data ? fromRecord(info.data) : empty(target.mode === 'add' ? target.parentId : 0, target.mode === 'add' ? (target.menuType ?? 'M') : 'M')}
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
  menuId: number | undefined;
  tree: readonly MenuRow[];
  initial: FormValues;
  onClose: () => void;
}

function MenuForm({ title, menuId, tree, initial, onClose }: FormProps) {
  const { t } = useTranslation('menu');
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddMenu();
  const update = useUpdateMenu();
  const saving = add.isPending || update.isPending;
  const type = values.menuType;
  const parents = parentOptions(tree, type, menuId);

  const set = <K extends FieldName>(key: K, v: FormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: v }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  const showServerError = (err: unknown) => {
    const field = err instanceof ApiError ? FIELD_ERRORS[err.errorCode] : undefined;
    if (field) setErrors((prev) => ({ ...prev, [field]: errorMessage(t, err) }));
    else notifyError(errorMessage(t, err));
  };

  const showIssues = (issues: readonly { path: PropertyKey[]; code: string; message: string }[]) => {
    const next: FieldErrors = {};
    for (const issue of issues) {
      const name = String(issue.path[0]) as FieldName;
      next[name] ??= issue.code === 'too_small' ? t('validation.required') : (translateErrorCode(t, issue.message) ?? t('validation.invalid'));
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
    const body = { ...values, orderNum: Number(values.orderNum) };
    if (menuId === undefined) {
      const parsed = addMenuBody.safeParse(body);
      if (!parsed.success) return showIssues(parsed.error.issues);
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError: showServerError });
    } else {
      const parsed = updateMenuBody.safeParse({ ...body, menuId });
      if (!parsed.success) return showIssues(parsed.error.issues);
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError: showServerError });
    }
  };

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

  const text = (key: 'menuName' | 'code' | 'path' | 'component' | 'query' | 'perms', required = false, placeholder?: string) => (
    <Field.Root required={required} invalid={!!errors[key]}>
      <Field.Label>
        {t(`fields.${key}`)} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input data-testid={`menu-form-${key}`} value={values[key]} placeholder={placeholder} onChange={(e) => set(key, e.target.value)} />
      <Field.ErrorText data-testid={`menu-form-${key}-error`}>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <chakra.form display="contents" onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={!!errors.parentId}>
            <Field.Label>{t('fields.parentId')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="menu-form-parent" value={values.parentId} onChange={(e) => set('parentId', Number(e.target.value))}>
                {type !== 'F' && <option value={0}>{t('form.topLevel')}</option>}
                {type === 'F' && values.parentId === 0 && <option value={0}>{t('form.chooseParent')}</option>}
                <TreeOptions options={parents.map((p) => ({ value: p.id, label: p.name, level: p.depth }))} value={String(values.parentId)} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText data-testid="menu-form-parentId-error">{errors.parentId}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.menuType}>
            <Field.Label>{t('fields.menuType')}</Field.Label>
            {radio('menuType', MENU_TYPES, (o) => t(`type.${o}`))}
            <Field.ErrorText>{errors.menuType}</Field.ErrorText>
          </Field.Root>
          {type !== 'F' && (
            <Field.Root>
              <Field.Label>{t('fields.icon')}</Field.Label>
              <IconPicker value={values.icon} onChange={(icon) => set('icon', icon)} />
            </Field.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('menuName', true)}
            <Field.Root invalid={!!errors.orderNum}>
              <Field.Label>{t('fields.orderNum')}</Field.Label>
              <Input type="number" min={0} max={9999} data-testid="menu-form-orderNum" value={values.orderNum} onChange={(e) => set('orderNum', e.target.value)} />
              <Field.ErrorText>{errors.orderNum}</Field.ErrorText>
            </Field.Root>
            {text('code', false, 'menu.example')}
            {type !== 'F' && (
              <Field.Root>
                <Field.Label>{t('fields.isFrame')}</Field.Label>
                <RadioGroup.Root value={values.isFrame ? 'y' : 'n'} onValueChange={(e) => set('isFrame', e.value === 'y')}>
                  <HStack gap="4">
                    {['y', 'n'].map((o) => (
                      <RadioGroup.Item key={o} value={o}>
                        <RadioGroup.ItemHiddenInput data-testid={`menu-form-isFrame-${o}`} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t(`yesNo.${o}`)}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              </Field.Root>
            )}
            {type !== 'F' && text('path', true, values.isFrame ? 'https://' : undefined)}
            {type === 'C' && !values.isFrame && text('component', true, 'system/user/index')}
            {type !== 'M' && text('perms', type === 'F', 'system:user:list')}
            {type === 'C' && text('query')}
            {type === 'C' && (
              <Field.Root>
                <Field.Label>{t('fields.isCache')}</Field.Label>
                <RadioGroup.Root value={values.isCache ? 'y' : 'n'} onValueChange={(e) => set('isCache', e.value === 'y')}>
                  <HStack gap="4">
                    {['y', 'n'].map((o) => (
                      <RadioGroup.Item key={o} value={o}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t(`cache.${o}`)}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              </Field.Root>
            )}
            {type !== 'F' && (
              <Field.Root>
                <Field.Label>{t('fields.visible')}</Field.Label>
                {radio('visible', ['0', '1'], (o) => t(`visible.${o}`))}
              </Field.Root>
            )}
            <Field.Root>
              <Field.Label>{t('fields.status')}</Field.Label>
              {radio('status', ['0', '1'], (o) => t(`status.${o}`))}
            </Field.Root>
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid="menu-form-submit">
          {t('form.submit')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton aria-label={t('form.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
