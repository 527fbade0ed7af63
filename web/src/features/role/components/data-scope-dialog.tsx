import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Fieldset, HStack, Input, NativeSelect, Portal, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPES, type DataScopeCode, type RoleRecord } from '@aed/shared/schemas/role';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useRoleDeptTree } from '../api/get-role-dept-tree';
import { useSetRoleDataScope } from '../api/set-role-data-scope';
import { CheckTree } from './check-tree';

interface Props {
  role: RoleRecord;
  onClose: () => void;
}

/** Data scope of a role; a custom scope names organizations from the caller's own scope (independent checkboxes). */
export function DataScopeDialog({ role, onClose }: Props) {
  const { t } = useTranslation('role');
  const depts = useRoleDeptTree(role.roleId);
  const [dataScope, setDataScope] = useState<DataScopeCode>(role.dataScope);
  const [checked, setChecked] = useState<Set<number> | null>(null);
  const save = useSetRoleDataScope();
  const selected = checked ?? new Set(depts.data?.checkedKeys ?? []);

  const submit = () =>
    save.mutate(
      { roleId: role.roleId, dataScope, deptIds: dataScope === '2' ? [...selected] : [] },
      {
        onSuccess: () => {
          notifySuccess(t('toast.modified'));
          onClose();
        },
        onError: (err) => notifyError(errorMessage(t, err)),
      },
    );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="role-scope-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('scope.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{t('fields.roleName')}</Field.Label>
                  <Input value={role.roleName} readOnly />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('fields.roleKey')}</Field.Label>
                  <Input value={role.roleKey} readOnly />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('fields.dataScope')}</Field.Label>
                  <NativeSelect.Root disabled={role.admin}>
                    <NativeSelect.Field data-testid="role-scope-select" value={dataScope} onChange={(e) => setDataScope(e.target.value as DataScopeCode)}>
                      {DATA_SCOPES.map((s) => (
                        <option key={s} value={s}>
                          {t(`dataScope.${s}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {dataScope === '2' && (
                  // A fieldset, not a Field: checkboxes inside a Field share its input id (each label would toggle the first).
                  <Fieldset.Root>
                    <Fieldset.Legend>{t('scope.organizations')}</Fieldset.Legend>
                    {depts.isPending ? (
                      <HStack gap="2">
                        <Spinner size="sm" /> {t('form.loading')}
                      </HStack>
                    ) : depts.isError ? (
                      <Fieldset.HelperText color="fg.error">{errorMessage(t, depts.error)}</Fieldset.HelperText>
                    ) : (
                      <CheckTree
                        nodes={depts.data.depts}
                        checked={selected}
                        onChange={setChecked}
                        strict
                        expandAll
                        testId="role-dept-tree"
                        expandLabel={t('form.expand')}
                      />
                    )}
                  </Fieldset.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={save.isPending}>
                {t('form.cancel')}
              </Button>
              <Button onClick={submit} loading={save.isPending} data-testid="role-scope-submit">
                {t('form.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
