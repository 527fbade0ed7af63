import { Badge, Box, Button, Checkbox, HStack, Spinner, Switch, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFileText, LuPencil, LuPlay, LuTrash2 } from 'react-icons/lu';
import type { JobRecord } from '@aed/shared/schemas/job';
import { formatDateTime } from '../../../lib/format';

interface Props {
  rows: readonly JobRecord[];
  loading: boolean;
  refreshing: boolean;
  failed: boolean;
  selected: ReadonlySet<number>;
  onSelect: (jobId: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  can: { edit: boolean; remove: boolean; changeStatus: boolean; list: boolean };
  onEdit: (row: JobRecord) => void;
  onDelete: (row: JobRecord) => void;
  onToggleStatus: (row: JobRecord) => void;
  onRun: (row: JobRecord) => void;
  onLog: (row: JobRecord) => void;
}

const COLUMN_COUNT = 9;

/** The job list: selection, status switch (pause/resume) and row actions. */
export function JobTable({ rows, loading, refreshing, failed, selected, onSelect, onSelectAll, can, onEdit, onDelete, onToggleStatus, onRun, onLog }: Props) {
  const { t } = useTranslation('job');
  const selectedOnPage = rows.filter((r) => selected.has(r.jobId)).length;
  const headerChecked = rows.length > 0 && selectedOnPage === rows.length ? true : selectedOnPage > 0 ? 'indeterminate' : false;

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root striped interactive data-testid="job-table" aria-busy={loading || refreshing} opacity={refreshing ? 0.6 : 1}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <Checkbox.Root checked={headerChecked} disabled={rows.length === 0} onCheckedChange={(e) => onSelectAll(e.checked === true)}>
                <Checkbox.HiddenInput aria-label={t('table.selectAll')} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.jobId')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.jobName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.jobGroup')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.invokeTarget')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.cronExpression')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.nextValidTime')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMN_COUNT}>
                <HStack justify="center" py="8" gap="3">
                  <Spinner />
                  <Text>{t('table.loading')}</Text>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMN_COUNT}>
                {failed ? (
                  <Box py="8" />
                ) : (
                  <Text textAlign="center" py="8" color="fg.muted" data-testid="job-empty">
                    {t('table.empty')}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.jobId} data-testid={`job-row-${row.jobId}`}>
                <Table.Cell>
                  <Checkbox.Root
                    checked={selected.has(row.jobId)}
                    onCheckedChange={(e) => onSelect(row.jobId, e.checked === true)}
                    data-testid={`job-row-check-${row.jobId}`}
                  >
                    <Checkbox.HiddenInput aria-label={t('table.selectRow', { name: row.jobName })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>{row.jobId}</Table.Cell>
                <Table.Cell>{row.jobName}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.jobGroup === 'system' ? 'blue' : 'gray'} variant="subtle">
                    {t(`group.${row.jobGroup}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Text as="code" fontFamily="mono" fontSize="xs">
                    {row.invokeTarget}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text as="code" fontFamily="mono" fontSize="xs">
                    {row.cronExpression}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.nextValidTime ? formatDateTime(row.nextValidTime) : '—'}</Table.Cell>
                <Table.Cell>
                  {can.changeStatus ? (
                    <Switch.Root
                      checked={row.status === '0'}
                      onCheckedChange={() => onToggleStatus(row)}
                      data-testid={`job-row-status-${row.jobId}`}
                      colorPalette="green"
                    >
                      <Switch.HiddenInput aria-label={t('table.statusSwitch', { name: row.jobName })} />
                      <Switch.Control />
                      <Switch.Label>{t(`status.${row.status}`)}</Switch.Label>
                    </Switch.Root>
                  ) : (
                    <Badge colorPalette={row.status === '0' ? 'green' : 'orange'}>{t(`status.${row.status}`)}</Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {can.edit && (
                      <Button size="xs" variant="ghost" data-testid={`job-row-edit-${row.jobId}`} onClick={() => onEdit(row)}>
                        <LuPencil /> {t('toolbar.edit')}
                      </Button>
                    )}
                    {can.changeStatus && (
                      <Button size="xs" variant="ghost" colorPalette="green" data-testid={`job-row-run-${row.jobId}`} onClick={() => onRun(row)}>
                        <LuPlay /> {t('toolbar.run')}
                      </Button>
                    )}
                    <Button size="xs" variant="ghost" data-testid={`job-row-log-${row.jobId}`} onClick={() => onLog(row)}>
                      <LuFileText /> {t('toolbar.log')}
                    </Button>
                    {can.remove && row.jobGroup !== 'system' && (
                      <Button size="xs" variant="ghost" colorPalette="red" data-testid={`job-row-delete-${row.jobId}`} onClick={() => onDelete(row)}>
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
  );
}
