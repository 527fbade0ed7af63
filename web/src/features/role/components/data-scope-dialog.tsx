import { useState } from 'react';
import { Button, CloseButton, DataList, Dialog, Field, Fieldset, HStack, NativeSelect, Portal, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPES, roleDataScopeBody, type DataScopeCode, type RoleRecord } from '@aed/shared/schemas/role';
import { issueText } from '../../../components/form/form-errors';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useRoleDeptTree } from '../api/get-role-dept-tree';
import { useSetRoleDataScope } from '../api/set-role-data-scope';
import { CheckTree } from './check-tree';

interface Props {
  role: RoleRecord;
  onClose: () => void;
}

/**
 * Data scope of a role; a custom scope names organizations from the caller's own scope (independent checkboxes), at
 * least one (the shared schema's rule, checked here and by the server). The role's name and code are shown, not
 * edited: the role form changes them.
 */
export function DataScopeDialog({ role, onClose }: Props) {
  const { t } = useTranslation('role');
  const depts = useRoleDeptTree(role.roleId);
  const [dataScope, setDataScope] = useState<DataScopeCode>(role.dataScope);
  const [checked, setChecked] = useState<Set<number> | null>(null);
  const [deptsError, setDeptsError] = useState<string | undefined>();
  const save = useSetRoleDataScope();
  const selected = checked ?? new Set(depts.data?.checkedKeys ?? []);

  const submit = () => {
    const parsed = roleDataScopeBody.safeParse({ roleId: role.roleId, dataScope, deptIds: dataScope === '2' ? [...selected] : [] });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'deptIds') ?? parsed.error.issues[0]!;
      return issue.path[0] === 'deptIds' ? setDeptsError(issueText(t, issue)) : notifyError(issueText(t, issue));
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('toast.modified'));
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errorCode === 'role.customScopeEmpty') setDeptsError(errorMessage(t, err));
        else notifyError(errorMessage(t, err));
      },
    });
  };
  const tick = (next: Set<number>) => {
    setChecked(next);
    setDeptsError(undefined);
  };

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
                <DataList.Root orientation="horizontal">
                  <DataList.Item>
                    <DataList.ItemLabel>{t('fields.roleName')}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="role-scope-name">{role.roleName}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('fields.roleKey')}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="role-scope-key">{role.roleKey}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
                <Field.Root>
                  <Field.Label>{t('fields.dataScope')}</Field.Label>
                  <NativeSelect.Root disabled={role.admin}>
                    <NativeSelect.Field
                      data-testid="role-scope-select"
                      value={dataScope}
                      onChange={(e) => {
                        setDataScope(e.target.value as DataScopeCode);
                        setDeptsError(undefined);
                      }}
                    >
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
                  <Fieldset.Root invalid={!!deptsError}>
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
                        onChange={tick}
                        strict
                        expandAll
                        testId="role-dept-tree"
                        expandLabel={t('form.expand')}
                      />
                    )}
                    <Fieldset.ErrorText data-testid="role-scope-depts-error">{deptsError}</Fieldset.ErrorText>
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
