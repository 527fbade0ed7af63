import { Badge, HStack, Switch, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuLock, LuShieldCheck } from "react-icons/lu";
import type { RoleRecord } from "@aed/shared/schemas/role";
import {
  ListTable,
  type SelectionState,
} from "../../../components/list/list-table";
import { RowActionButton } from "../../../components/list/list-toolbar";
import { CodeCell } from "../../../components/list/cells";
import { formatDateTime } from "../../../lib/format";

interface Props {
  rows: readonly RoleRecord[];
  loading: boolean;
  failed: boolean;
  /** The checked rows (`useRowSelection`). */
  selection: SelectionState<RoleRecord, number>;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (row: RoleRecord) => void;
  onScope: (row: RoleRecord) => void;
  onDelete: (row: RoleRecord) => void;
  onStatus: (row: RoleRecord, enabled: boolean) => void;
}

/**
 * The role list with row selection, a status switch and row actions. Each role shows the organization it belongs to
 * and whether it is one of the platform's built-in roles; the actions of a role the caller may not change are disabled
 * with the reason (the server refuses them anyway, decision 0025).
 */
export function RoleTable({
  rows,
  loading,
  failed,
  selection,
  canEdit,
  canRemove,
  onEdit,
  onScope,
  onDelete,
  onStatus,
}: Props) {
  const { t } = useTranslation("role");
  const hintOf = (row: RoleRecord) =>
    row.builtIn ? t("table.builtInLocked") : t("table.notManageable");

  return (
    <ListTable
      testId="role-table"
      interactive
      columns={[
        t("fields.roleId"),
        t("fields.roleName"),
        t("fields.roleKey"),
        t("fields.dept"),
        t("fields.roleSort"),
        t("fields.dataScope"),
        t("fields.status"),
        t("fields.createTime"),
      ]}
      actionsHeader={t("fields.actions")}
      rows={rows}
      rowKey={(row) => row.roleId}
      rowTestId={(row) => `role-row-${row.roleKey}`}
      loading={loading}
      loadingText={t("table.loading")}
      failed={failed}
      emptyText={t("table.empty")}
      emptyTestId="role-empty"
      selection={{
        selection,
        keyOf: (row) => row.roleId,
        selectAllLabel: t("table.selectAll"),
        selectRowLabel: (row) => t("table.selectRow", { name: row.roleName }),
        rowCheckTestId: (row) => `role-row-check-${row.roleKey}`,
      }}
      renderCells={(row) => (
        <>
          <Table.Cell>{row.roleId}</Table.Cell>
          <Table.Cell>
            <HStack gap="2">
              <Text>{row.roleName}</Text>
              {row.builtIn && (
                <Badge
                  colorPalette="purple"
                  variant="subtle"
                  data-testid={`role-row-builtin-${row.roleKey}`}
                >
                  {t("table.builtIn")}
                </Badge>
              )}
            </HStack>
          </Table.Cell>
          <CodeCell text={row.roleKey} />
          <Table.Cell data-testid={`role-row-dept-${row.roleKey}`}>
            {row.deptName}
          </Table.Cell>
          <Table.Cell>{row.roleSort}</Table.Cell>
          <Table.Cell>
            <Badge variant="subtle">{t(`dataScope.${row.dataScope}`)}</Badge>
          </Table.Cell>
          <Table.Cell>
            <Switch.Root
              size="sm"
              checked={row.status === "0"}
              disabled={!canEdit || row.admin || !row.manageable}
              onCheckedChange={(e) => onStatus(row, e.checked)}
              data-testid={`role-row-status-${row.roleKey}`}
            >
              <Switch.HiddenInput
                aria-label={t("table.statusOf", { name: row.roleName })}
              />
              <Switch.Control />
            </Switch.Root>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {formatDateTime(row.createTime)}
          </Table.Cell>
        </>
      )}
      renderActions={
        canEdit || canRemove
          ? (row) => {
              const locked = !row.manageable;
              const hint = locked ? hintOf(row) : undefined;
              return (
                <>
                  {locked && (
                    <Text
                      as="span"
                      color="fg.muted"
                      title={hint}
                      aria-label={hint}
                      role="img"
                      data-testid={`role-row-locked-${row.roleKey}`}
                    >
                      <LuLock />
                    </Text>
                  )}
                  {canEdit && (
                    <RowActionButton
                      kind="edit"
                      disabled={locked}
                      title={hint}
                      testId={`role-row-edit-${row.roleKey}`}
                     
                      onClick={() => onEdit(row)}
                    />
                  )}
                  {canEdit && !row.admin && (
                    <RowActionButton
                      kind="other"
                      icon={<LuShieldCheck />}
                      disabled={locked}
                      title={hint}
                      testId={`role-row-scope-${row.roleKey}`}
                      label={t("toolbar.dataScope")}
                      onClick={() => onScope(row)}
                    />
                  )}
                  {canRemove && !row.builtIn && (
                    <RowActionButton
                      kind="delete"
                      disabled={locked}
                      title={hint}
                      testId={`role-row-delete-${row.roleKey}`}
                      label={t("toolbar.delete")}
                      onClick={() => onDelete(row)}
                    />
                  )}
                </>
              );
            }
          : undefined
      }
    />
  );
}
