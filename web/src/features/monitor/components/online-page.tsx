import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, HStack, Input, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuRotateCcw, LuSearch } from 'react-icons/lu';
import type { OnlineUser } from '@aed/shared/schemas/auth';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { ActionsCell, ActionsHeader, TableFrame } from '../../../components/list/table-frame';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useForceLogout } from '../api/force-logout';
import { useOnlineList, type OnlineFilter } from '../api/get-online-list';

const COLUMNS = 8;
const EMPTY = { ipaddr: '', userName: '' };

/** Online users screen, menu component 'monitor/online/index': live sessions in scope, filters, force logout. */
export default function OnlinePage() {
  const { t } = useTranslation('monitor');
  const canForce = usePermission().hasPermission(PERMISSIONS.online.forceLogout);
  const [form, setForm] = useState(EMPTY);
  const [filter, setFilter] = useState<OnlineFilter>({});
  const [target, setTarget] = useState<OnlineUser | null>(null);
  const list = useOnlineList(filter);
  const forcer = useForceLogout();
  const rows = list.data ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { ipaddr: form.ipaddr.trim() || undefined, userName: form.userName.trim() || undefined };
    // Sessions change all the time: searching again with the same filters fetches a fresh list (not the cached one).
    if (next.ipaddr === filter.ipaddr && next.userName === filter.userName) void list.refetch();
    else setFilter(next);
  };

  return (
    <Stack gap="4" p="4" data-testid="online-page">
      <form onSubmit={submit} role="search" aria-label={t('common.searchLabel')}>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="44">
            <Field.Label>{t('online.fields.ipaddr')}</Field.Label>
            <Input data-testid="online-search-ipaddr" value={form.ipaddr} maxLength={64} onChange={(e) => setForm((f) => ({ ...f, ipaddr: e.target.value }))} />
          </Field.Root>
          <Field.Root width="44">
            <Field.Label>{t('online.fields.userName')}</Field.Label>
            <Input data-testid="online-search-userName" value={form.userName} maxLength={30} onChange={(e) => setForm((f) => ({ ...f, userName: e.target.value }))} />
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" data-testid="online-search-submit">
              <LuSearch /> {t('common.search')}
            </Button>
            <Button
              type="button"
              variant="outline"
              data-testid="online-search-reset"
              onClick={() => {
                setForm(EMPTY);
                setFilter({});
              }}
            >
              <LuRotateCcw /> {t('common.reset')}
            </Button>
          </HStack>
        </Wrap>
      </form>

      {list.isError && (
        <Alert.Root status="error" data-testid="online-load-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{errorMessage(t, list.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      )}

      <TableFrame striped size="sm" data-testid="online-table" aria-busy={list.isFetching}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('online.fields.tokenId')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('online.fields.userName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('online.fields.deptName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('online.fields.ipaddr')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('online.fields.browser')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('online.fields.os')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('online.fields.loginTime')}</Table.ColumnHeader>
            <ActionsHeader>{canForce ? t('common.actions') : null}</ActionsHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.isPending ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS}>
                <HStack justify="center" py="8" gap="3">
                  <Spinner />
                  <Text>{t('common.loading')}</Text>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS}>
                {list.isError ? (
                  <Box py="8" />
                ) : (
                  <Text textAlign="center" py="8" color="fg.muted" data-testid="online-empty">
                    {t('online.empty')}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.tokenId} data-testid={`online-row-${row.userName}`}>
                <Table.Cell>
                  <Text as="code" fontFamily="mono" fontSize="xs" title={row.tokenId}>
                    {row.tokenId.slice(0, 8)}
                  </Text>
                </Table.Cell>
                <Table.Cell>{row.userName}</Table.Cell>
                <Table.Cell>{row.deptName}</Table.Cell>
                <Table.Cell>{row.ipaddr}</Table.Cell>
                <Table.Cell>{row.browser}</Table.Cell>
                <Table.Cell>{row.os}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(row.loginTime)}</Table.Cell>
                <ActionsCell>
                  {canForce && (
                    <Button size="xs" variant="ghost" colorPalette="red" data-testid={`online-row-force-${row.userName}`} onClick={() => setTarget(row)}>
                      <LuLogOut /> {t('online.forceLogout')}
                    </Button>
                  )}
                </ActionsCell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </TableFrame>
      <Text fontSize="sm" color="fg.muted" textAlign="right" data-testid="online-total">
        {t('common.total', { total: rows.length })}
      </Text>

      <ConfirmDialog
        open={target !== null}
        title={t('online.forceLogout')}
        message={t('online.forceConfirm', { userName: target?.userName ?? '' })}
        confirmLabel={t('online.forceLogout')}
        cancelLabel={t('common.cancel')}
        tone="warning"
        busy={forcer.isPending}
        onConfirm={() =>
          target &&
          forcer.mutate(target.tokenId, {
            onSuccess: () => {
              notifySuccess(t('online.forced', { userName: target.userName }));
              setTarget(null);
            },
            onError: (err) => {
              notifyError(errorMessage(t, err));
              setTarget(null);
            },
          })
        }
        onCancel={() => setTarget(null)}
        testId="online-force-dialog"
        actionTestIdPrefix="online-force"
      />
    </Stack>
  );
}
