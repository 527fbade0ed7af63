import { Badge, Box, Button, Checkbox, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import type { ConfigRecord } from '@aed/shared/schemas/config';
import { formatDateTime } from '../utils/format-date-time';

interface Props {
  rows: readonly ConfigRecord[];
  /** First load: nothing to show yet. */
  loading: boolean;
  /** A newer page is on its way while the previous one stays visible. */
  refreshing: boolean;
  /** The list could not be loaded (the page shows why): no empty-state message then. */
  failed: boolean;
  selected: ReadonlySet<number>;
  onSelect: (configId: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (row: ConfigRecord) => void;
  onDelete: (row: ConfigRecord) => void;
}

const COLUMN_COUNT = 10;

/** The parameter list with row selection and row actions. */
export function ConfigTable({ rows, loading, refreshing, failed, selected, onSelect, onSelectAll, canEdit, canRemove, onEdit, onDelete }: Props) {
  const { t } = useTranslation('config');
  const selectedOnPage = rows.filter((r) => selected.has(r.configId)).length;
  const headerChecked = rows.length > 0 && selectedOnPage === rows.length ? true : selectedOnPage > 0 ? 'indeterminate' : false;
  const showActions = canEdit || canRemove;

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root striped interactive data-testid="config-table" aria-busy={loading || refreshing} opacity={refreshing ? 0.6 : 1}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <Checkbox.Root
               
                checked={headerChecked}
                disabled={rows.length === 0}
                onCheckedChange={(e) => onSelectAll(e.checked === true)}
                data-testid="config-check-all"
              >
                <Checkbox.HiddenInput aria-label={t('table.selectAll')} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.configId')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.configName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.configKey')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.configValue')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.configType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.deptName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.remark')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.createTime')}</Table.ColumnHeader>
            <Table.ColumnHeader>{showActions ? t('fields.actions') : null}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMN_COUNT}>
                <HStack justify="center" py="8" gap="3" data-testid="config-loading">
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
                  <Text textAlign="center" py="8" color="fg.muted" data-testid="config-empty">
                    {t('table.empty')}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.configId} data-testid={`config-row-${row.configKey}`} data-selected={selected.has(row.configId) ? '' : undefined}>
                <Table.Cell>
                  <Checkbox.Root
                   
                    checked={selected.has(row.configId)}
                    onCheckedChange={(e) => onSelect(row.configId, e.checked === true)}
                    data-testid={`config-row-check-${row.configKey}`}
                  >
                    <Checkbox.HiddenInput aria-label={t('table.selectRow', { key: row.configKey })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>{row.configId}</Table.Cell>
                <Table.Cell>{row.configName}</Table.Cell>
                <Table.Cell>
                  <Text as="code" fontFamily="mono" fontSize="xs">
                    {row.configKey}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Box maxWidth="60" truncate title={row.configValue}>
                    {row.configValue}
                  </Box>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.configType === 'Y' ? 'blue' : 'gray'} variant="subtle">
                    {t(`type.${row.configType}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell data-testid={`config-dept-${row.configKey}`}>{row.deptName}</Table.Cell>
                <Table.Cell>
                  <Box maxWidth="48" truncate title={row.remark}>
                    {row.remark}
                  </Box>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {canEdit && (
                      <Button size="xs" variant="ghost" data-testid={`config-row-edit-${row.configKey}`} onClick={() => onEdit(row)}>
                        <LuPencil /> {t('toolbar.edit')}
                      </Button>
                    )}
                    {canRemove && (
                      <Button size="xs" variant="ghost" colorPalette="red" data-testid={`config-row-delete-${row.configKey}`} onClick={() => onDelete(row)}>
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
