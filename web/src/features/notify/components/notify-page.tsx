import { Badge, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { NOTIFY_STATUSES, notifyPersonSearch } from '@aed/shared/schemas/notify';
import { useDeleteNotifyPersons } from '../api/delete-notify-persons';
import { useExportNotifyPersons } from '../api/export-notify-persons';
import { useNotifyPage } from '../api/get-notify-page';
import { useResolveNotifyPersons } from '../api/resolve-notify-persons';
import { BindingPage, ResolutionAlert } from '../../../components/binding/binding-page';
import { EventBadges } from './notify-badges';
import { NotifyFormDialog } from './notify-form-dialog';
import { DateTimeCell } from '../../../components/list/cells';

/** Who the organization's devices without persons of their own notify (the nearest organization up the tree). */
function NotifyResolutionHint({ deptId }: { deptId: number }) {
  const { t } = useTranslation('notify');
  const resolution = useResolveNotifyPersons(deptId);
  const r = resolution.data;
  if (!r) return null;
  const count = r.rows.length + r.hidden;
  const text = r.level === 'none' ? t('resolution.none') : r.deptId === deptId ? t('resolution.own', { count }) : t('resolution.inherited', { count, name: r.deptName });
  return (
    <ResolutionAlert testId="notify-resolution" nobody={r.level === 'none'}>
      {text}
    </ResolutionAlert>
  );
}

/**
 * Persons to notify on abnormal events (menu component 'product/notify/index'): the organization tree on the left
 * filters the list; search, cursor paging, add / modify / delete / export by permission (the binding screen scaffold).
 */
export default function NotifyPage() {
  const { t } = useTranslation('notify');
  return (
    <BindingPage
      ns="notify"
      permissions={PERMISSIONS.notify}
      searchSchema={notifyPersonSearch}
      filter={{ key: 'status', label: t('fields.status'), options: NOTIFY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })) }}
      usePage={useNotifyPage}
      remove={useDeleteNotifyPersons()}
      exporter={useExportNotifyPersons()}
      keyOf={(row) => row.notifyId}
      nameOf={(row) => row.personName}
      deleteMessage={(row) => t('delete.messageOne', { name: row.personName })}
      resolution={(deptId) => <NotifyResolutionHint deptId={deptId} />}
      columns={[
        t('fields.personName'),
        t('fields.phone'),
        t('fields.email'),
        t('fields.deptName'),
        t('fields.deviceId'),
        t('fields.channels'),
        t('fields.events'),
        t('fields.status'),
        t('fields.createTime'),
      ]}
      renderCells={(row) => (
        <>
          <Table.Cell>
            <Text fontWeight="medium">{row.personName}</Text>
            {row.remark && (
              <Text fontSize="xs" color="fg.muted" truncate maxW="48">
                {row.remark}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{row.phone}</Table.Cell>
          <Table.Cell>{row.email}</Table.Cell>
          <Table.Cell>{row.deptName}</Table.Cell>
          <Table.Cell>{row.deviceId > 0 ? row.deviceLabel : <Text color="fg.muted">{t('form.wholeOrganization')}</Text>}</Table.Cell>
          <Table.Cell>
            <Wrap gap="1">
              {row.notifyEmail && (
                <Badge size="sm" variant="outline">
                  {t('channels.email')}
                </Badge>
              )}
              {row.notifyPush && (
                <Badge size="sm" variant="outline">
                  {t('channels.push')}
                </Badge>
              )}
            </Wrap>
          </Table.Cell>
          <Table.Cell>
            <EventBadges events={row.events} />
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={row.status === '0' ? 'green' : 'gray'} variant="subtle">
              {t(`status.${row.status}`)}
            </Badge>
          </Table.Cell>
          <DateTimeCell value={row.createTime} />
        </>
      )}
      renderForm={({ record, deptId, onClose }) => <NotifyFormDialog person={record} defaultDeptId={deptId} onClose={onClose} />}
    />
  );
}
