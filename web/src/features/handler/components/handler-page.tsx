import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { handlerSearch } from '@aed/shared/schemas/handler';
import { DateTimeCell } from '../../../components/list/cells';
import { BindingPage, ResolutionAlert } from '../../../components/binding/binding-page';
import { useDeleteHandlers } from '../api/delete-handlers';
import { useExportHandlers } from '../api/export-handlers';
import { useHandlerPage } from '../api/get-handler-page';
import { useResolveHandlers } from '../api/resolve-handlers';
import { EligibilityBadge } from './handler-badges';
import { HandlerFormDialog } from './handler-form-dialog';

/** Who handles the orders of the organization's devices without handlers of their own (the nearest organization up the tree). */
function HandlerResolutionHint({ deptId }: { deptId: number }) {
  const { t } = useTranslation('handler');
  const resolution = useResolveHandlers(deptId);
  const r = resolution.data;
  if (!r) return null;
  const count = r.rows.length + r.hidden;
  const first = r.rows.find((x) => x.assignmentId === r.defaultAssignmentId);
  const text = r.level === 'none' ? t('resolution.none') : r.deptId === deptId ? t('resolution.own', { count }) : t('resolution.inherited', { count, name: r.deptName });
  return (
    <ResolutionAlert testId="handler-resolution" nobody={r.level === 'none'}>
      {text}
      {first && ` ${t('resolution.default', { name: first.nickName || first.username })}`}
    </ResolutionAlert>
  );
}

/**
 * Work-order handlers (menu component 'product/handler/index'): who handles the orders of an organization or one of its
 * devices. The organization tree on the left filters the list; each row says whether the user can handle orders now
 * (the binding screen scaffold shared with persons to notify).
 */
export default function HandlerPage() {
  const { t } = useTranslation('handler');
  return (
    <BindingPage
      ns="handler"
      permissions={PERMISSIONS.handler}
      searchSchema={handlerSearch}
      filter={{
        key: 'primary',
        label: t('fields.primary'),
        options: [
          { value: 'true', label: t('primary.true') },
          { value: 'false', label: t('primary.false') },
        ],
      }}
      usePage={useHandlerPage}
      remove={useDeleteHandlers()}
      exporter={useExportHandlers()}
      keyOf={(row) => row.assignmentId}
      nameOf={(row) => row.nickName || row.username}
      deleteMessage={(row) => t('delete.messageOne', { name: row.nickName || row.username, dept: row.deptName })}
      resolution={(deptId) => <HandlerResolutionHint deptId={deptId} />}
      columns={[t('fields.user'), t('fields.userDeptName'), t('fields.deptName'), t('fields.deviceId'), t('fields.primary'), t('fields.eligibility'), t('fields.remark'), t('fields.createTime')]}
      renderCells={(row) => (
        <>
          <Table.Cell>
            <Text fontWeight="medium">{row.nickName || row.username}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.username}
            </Text>
          </Table.Cell>
          <Table.Cell>{row.userDeptName}</Table.Cell>
          <Table.Cell>{row.deptName}</Table.Cell>
          <Table.Cell>{row.deviceId > 0 ? row.deviceLabel : <Text color="fg.muted">{t('form.wholeOrganization')}</Text>}</Table.Cell>
          <Table.Cell>
            {row.primary && (
              <Badge colorPalette="blue" variant="solid" size="sm" data-testid={`handler-primary-${row.assignmentId}`}>
                {t('primary.true')}
              </Badge>
            )}
          </Table.Cell>
          <Table.Cell>
            <HStack>
              <EligibilityBadge eligibility={row.eligibility} testId={`handler-eligibility-${row.assignmentId}`} />
            </HStack>
          </Table.Cell>
          <Table.Cell>
            <Text fontSize="sm" truncate maxW="48" title={row.remark}>
              {row.remark}
            </Text>
          </Table.Cell>
          <DateTimeCell value={row.createTime} />
        </>
      )}
      renderForm={({ record, deptId, onClose }) => <HandlerFormDialog assignment={record} defaultDeptId={deptId} onClose={onClose} />}
    />
  );
}
