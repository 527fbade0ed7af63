import {
  Badge,
  Button,
  Checkbox,
  HStack,
  Spinner,
  Switch,
  Table,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuLock, LuPencil, LuShieldCheck, LuTrash2 } from "react-icons/lu";
import type { RoleRecord } from "@aed/shared/schemas/role";
import { formatDateTime } from "../../../lib/format";

interface Props {
  rows: readonly RoleRecord[];
  loading: boolean;
  failed: boolean;
  selected: ReadonlySet<number>;
  onSelect: (roleId: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (row: RoleRecord) => void;
  onScope: (row: RoleRecord) => void;
  onDelete: (row: RoleRecord) => void;
  onStatus: (row: RoleRecord, enabled: boolean) => void;
}

const COLUMNS = 10;

/**
 * The role list with row selection, a status switch and row actions. Each role shows the organization it belongs to
 * and whether it is one of the platform's built-in roles; the actions of a role the caller may not change are disabled
 * with the reason (the server refuses them anyway, decision 0025).
 */
export function RoleTable({
  rows,
  loading,
  failed,
  selected,
  onSelect,
  onSelectAll,
  canEdit,
  canRemove,
  onEdit,
  onScope,
  onDelete,
  onStatus,
}: Props) {
  const { t } = useTranslation("role");
  const onPage = rows.filter((r) => selected.has(r.roleId)).length;
  const headerChecked =
    rows.length > 0 && onPage === rows.length
      ? true
      : onPage > 0
        ? "indeterminate"
        : false;

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root
        striped
        interactive
        data-testid="role-table"
        aria-busy={loading}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <Checkbox.Root
                checked={headerChecked}
                disabled={rows.length === 0}
                onCheckedChange={(e) => onSelectAll(e.checked === true)}
              >
                <Checkbox.HiddenInput aria-label={t("table.selectAll")} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t("fields.roleId")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("fields.roleName")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("fields.roleKey")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("fields.dept")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("fields.roleSort")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("fields.dataScope")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("fields.status")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("fields.createTime")}</Table.ColumnHeader>
            <Table.ColumnHeader>
              {canEdit || canRemove ? t("fields.actions") : null}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS}>
                <HStack justify="center" py="8" gap="3">
                  <Spinner />
                  <Text>{t("table.loading")}</Text>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS}>
                {!failed && (
                  <Text
                    textAlign="center"
                    py="8"
                    color="fg.muted"
                    data-testid="role-empty"
                  >
                    {t("table.empty")}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => {
              const locked = !row.manageable;
              const hint = row.builtIn
                ? t("table.builtInLocked")
                : t("table.notManageable");
              return (
                <Table.Row
                  key={row.roleId}
                  data-testid={`role-row-${row.roleKey}`}
                >
                  <Table.Cell>
                    <Checkbox.Root
                      checked={selected.has(row.roleId)}
                      onCheckedChange={(e) =>
                        onSelect(row.roleId, e.checked === true)
                      }
                      data-testid={`role-row-check-${row.roleKey}`}
                    >
                      <Checkbox.HiddenInput
                        aria-label={t("table.selectRow", {
                          name: row.roleName,
                        })}
                      />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
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
                  <Table.Cell>
                    <Text as="code" fontFamily="mono" fontSize="xs">
                      {row.roleKey}
                    </Text>
                  </Table.Cell>
                  <Table.Cell data-testid={`role-row-dept-${row.roleKey}`}>
                    {row.deptName}
                  </Table.Cell>
                  <Table.Cell>{row.roleSort}</Table.Cell>
                  <Table.Cell>
                    <Badge variant="subtle">
                      {t(`dataScope.${row.dataScope}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Switch.Root
                      size="sm"
                      checked={row.status === "0"}
                      disabled={!canEdit || row.admin || locked}
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
                  <Table.Cell>
                    <HStack gap="1">
                      {locked && (canEdit || canRemove) && (
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
                        <Button
                          size="xs"
                          variant="ghost"
                          disabled={locked}
                          title={locked ? hint : undefined}
                          data-testid={`role-row-edit-${row.roleKey}`}
                          onClick={() => onEdit(row)}
                        >
                          <LuPencil /> {t("toolbar.edit")}
                        </Button>
                      )}
                      {canEdit && !row.admin && (
                        <Button
                          size="xs"
                          variant="ghost"
                          disabled={locked}
                          title={locked ? hint : undefined}
                          data-testid={`role-row-scope-${row.roleKey}`}
                          onClick={() => onScope(row)}
                        >
                          <LuShieldCheck /> {t("toolbar.dataScope")}
                        </Button>
                      )}
                      {canRemove && !row.builtIn && (
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          disabled={locked}
                          title={locked ? hint : undefined}
                          data-testid={`role-row-delete-${row.roleKey}`}
                          onClick={() => onDelete(row)}
                        >
                          <LuTrash2 /> {t("toolbar.delete")}
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
