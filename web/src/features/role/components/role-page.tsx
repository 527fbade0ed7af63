import { useMemo, useState, type FormEvent } from "react";
import {
  Alert,
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Wrap,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import {
  LuDownload,
  LuPencil,
  LuPlus,
  LuRotateCcw,
  LuSearch,
  LuTrash2,
} from "react-icons/lu";
import { LIMITS } from "@aed/shared/constants/limits";
import { PERMISSIONS } from "@aed/shared/permissions/permissions";
import {
  ROLE_STATUSES,
  roleSearch,
  type RolePageQuery,
  type RoleRecord,
  type RoleSearch,
} from "@aed/shared/schemas/role";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DateRangeField } from "../../../components/list/search-bar";
import { searchFieldErrors } from "../../../components/list/use-list-search";
import { useConfirmAction } from "../../../components/list/use-confirm-action";
import { CursorPagination } from "../../../components/ui/cursor-pagination";
import { useCursorPaging } from "../../../components/list/use-cursor-paging";
import { notifyError, notifySuccess } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/error-message";
import { usePermission } from "../../../lib/permission";
import { useChangeRoleStatus } from "../api/change-role-status";
import { useDeleteRoles } from "../api/delete-role";
import { useExportRoles } from "../api/export-role";
import { useRolePage } from "../api/get-role-page";
import { DataScopeDialog } from "./data-scope-dialog";
import { RoleFormDialog, type RoleFormTarget } from "./role-form-dialog";
import { RoleTable } from "./role-table";

interface SearchForm {
  roleName: string;
  roleKey: string;
  status: "" | "0" | "1";
  beginTime: string;
  endTime: string;
}
const EMPTY_SEARCH: SearchForm = {
  roleName: "",
  roleKey: "",
  status: "",
  beginTime: "",
  endTime: "",
};

/**
 * Roles screen, menu component 'system/role/index': search, paged list with status switch, add / modify with the
 * menu tree, data scope, delete and export, each action shown only with its permission.
 */
export default function RolePage() {
  const { t } = useTranslation("role");
  const p = usePermission();
  const canAdd = p.hasPermission(PERMISSIONS.role.add);
  const canEdit = p.hasPermission(PERMISSIONS.role.edit);
  const canRemove = p.hasPermission(PERMISSIONS.role.remove);
  const canExport = p.hasPermission(PERMISSIONS.role.export);

  const [form, setForm] = useState<SearchForm>(EMPTY_SEARCH);
  const [search, setSearch] = useState<RoleSearch>({
    roleName: undefined,
    roleKey: undefined,
  });
  const paging = useCursorPaging({ pageSize: LIMITS.pageSizes[0] });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [formTarget, setFormTarget] = useState<RoleFormTarget | null>(null);
  const [scopeRole, setScopeRole] = useState<RoleRecord | null>(null);
  const [deleteIds, setDeleteIds] = useState<readonly number[] | null>(null);
  const [rangeError, setRangeError] = useState<string | undefined>();

  const query = useMemo<RolePageQuery>(
    () => ({ ...search, limit: paging.limit, cursor: paging.cursor }),
    [search, paging.limit, paging.cursor],
  );
  const list = useRolePage(query);
  const exporter = useExportRoles();
  const remove = useDeleteRoles();
  // as for users and jobs: a status change names the role and waits for a confirmation (disabling logs its users out)
  const statusChanger = useConfirmAction({
    mutation: useChangeRoleStatus(),
    toVariables: (row: RoleRecord) => ({
      roleId: row.roleId,
      status: row.status === "0" ? ("1" as const) : ("0" as const),
    }),
    successText: (row) =>
      t(row.status === "0" ? "toast.disabled" : "toast.enabled"),
    errorText: (err) => errorMessage(t, err),
  });
  const rows = list.data?.rows ?? [];
  const selectedRows = rows.filter((r) => selected.has(r.roleId));
  const selectedIds = selectedRows.map((r) => r.roleId);
  // roles of organizations outside the caller's reach (and built-in ones) are shown, not changed (decision 0025)
  const lockedSelected = selectedRows.some((r) => !r.manageable);

  const setField = <K extends keyof SearchForm>(key: K, v: SearchForm[K]) =>
    setForm((prev) => ({ ...prev, [key]: v }));
  const apply = (values: SearchForm) => {
    const parsed = roleSearch.safeParse(values);
    const placed = parsed.success
      ? undefined
      : searchFieldErrors(t, roleSearch)(values).endTime;
    setRangeError(placed);
    if (!parsed.success) {
      if (!placed) notifyError(t("validation.invalid"));
      return;
    }
    setSearch(parsed.data);
    paging.reset();
    setSelected(new Set());
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    apply(form);
  };

  const confirmDelete = () =>
    remove.mutate(deleteIds ?? [], {
      onSuccess: () => {
        notifySuccess(t("toast.deleted"));
        setSelected(new Set());
        setDeleteIds(null);
      },
      onError: (err) => {
        notifyError(errorMessage(t, err));
        setDeleteIds(null);
      },
    });


  return (
    <Stack gap="4" p="4" data-testid="role-page">
      <form
        onSubmit={submitSearch}
        role="search"
        aria-label={t("search.label")}
        noValidate
      >
        <Wrap gap="4" align="flex-end">
          <Field.Root width="48">
            <Field.Label>{t("fields.roleName")}</Field.Label>
            <Input
              data-testid="role-search-name"
              value={form.roleName}
              maxLength={30}
              onChange={(e) => setField("roleName", e.target.value)}
            />
          </Field.Root>
          <Field.Root width="48">
            <Field.Label>{t("fields.roleKey")}</Field.Label>
            <Input
              data-testid="role-search-key"
              value={form.roleKey}
              maxLength={100}
              onChange={(e) => setField("roleKey", e.target.value)}
            />
          </Field.Root>
          <Field.Root width="36">
            <Field.Label>{t("fields.status")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="role-search-status"
                value={form.status}
                onChange={(e) =>
                  setField("status", e.target.value as SearchForm["status"])
                }
              >
                <option value="">{t("search.all")}</option>
                {ROLE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <DateRangeField
            label={t("search.createdBetween")}
            beginLabel={t("search.beginTime")}
            endLabel={t("search.endTime")}
            testId="role-search-time"
            begin={form.beginTime}
            end={form.endTime}
            onChange={(r) => setForm((f) => ({ ...f, ...r }))}
            error={rangeError}
          />
          <HStack gap="2">
            <Button type="submit" data-testid="role-search-submit">
              <LuSearch /> {t("search.submit")}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setForm(EMPTY_SEARCH);
                apply(EMPTY_SEARCH);
              }}
            >
              <LuRotateCcw /> {t("search.reset")}
            </Button>
          </HStack>
        </Wrap>
      </form>

      <HStack
        gap="2"
        wrap="wrap"
        role="toolbar"
        aria-label={t("toolbar.label")}
      >
        {canAdd && (
          <Button
            variant="subtle"
            data-testid="role-add"
            onClick={() => setFormTarget({ mode: "add" })}
          >
            <LuPlus /> {t("toolbar.add")}
          </Button>
        )}
        {canEdit && (
          <Button
            colorPalette="green"
            variant="subtle"
            data-testid="role-edit"
            disabled={selectedIds.length !== 1 || lockedSelected}
            title={lockedSelected ? t("table.notManageable") : undefined}
            onClick={() =>
              setFormTarget({ mode: "edit", roleId: selectedIds[0] })
            }
          >
            <LuPencil /> {t("toolbar.edit")}
          </Button>
        )}
        {canRemove && (
          <Button
            colorPalette="red"
            variant="subtle"
            data-testid="role-delete"
            disabled={selectedIds.length === 0 || lockedSelected}
            title={lockedSelected ? t("table.notManageable") : undefined}
            onClick={() => setDeleteIds(selectedIds)}
          >
            <LuTrash2 /> {t("toolbar.delete")}
          </Button>
        )}
        {canExport && (
          <Button
            colorPalette="orange"
            variant="subtle"
            data-testid="role-export"
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate(search, {
                onError: (err) => notifyError(errorMessage(t, err)),
              })
            }
          >
            <LuDownload /> {t("toolbar.export")}
          </Button>
        )}
      </HStack>

      {list.isError && (
        <Alert.Root status="error" data-testid="role-load-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{errorMessage(t, list.error)}</Alert.Title>
          <Button
            size="xs"
            variant="outline"
            onClick={() => void list.refetch()}
          >
            {t("table.retry")}
          </Button>
        </Alert.Root>
      )}

      <RoleTable
        rows={rows}
        loading={list.isPending}
        failed={list.isError && !list.data}
        selected={selected}
        onSelect={(id, on) =>
          setSelected((prev) =>
            on
              ? new Set([...prev, id])
              : new Set([...prev].filter((x) => x !== id)),
          )
        }
        onSelectAll={(on) =>
          setSelected(on ? new Set(rows.map((r) => r.roleId)) : new Set())
        }
        canEdit={canEdit}
        canRemove={canRemove}
        onEdit={(row) => setFormTarget({ mode: "edit", roleId: row.roleId })}
        onScope={setScopeRole}
        onDelete={(row) => setDeleteIds([row.roleId])}
        onStatus={(row) => statusChanger.ask(row)}
      />

      <CursorPagination
        testId="role"
        paging={paging}
        list={list}
        onPageChange={() => setSelected(new Set())}
      />

      {formTarget && (
        <RoleFormDialog
          target={formTarget}
          onClose={() => setFormTarget(null)}
        />
      )}
      {scopeRole && (
        <DataScopeDialog role={scopeRole} onClose={() => setScopeRole(null)} />
      )}
      <ConfirmDialog
        {...statusChanger.dialog}
        tone="warning"
        title={t("statusChange.title")}
        message={
          statusChanger.target
            ? t(
                statusChanger.target.status === "0"
                  ? "statusChange.disable"
                  : "statusChange.enable",
                {
                  name: statusChanger.target.roleName,
                  code: statusChanger.target.roleKey,
                },
              )
            : ""
        }
        confirmLabel={t("statusChange.confirm")}
        cancelLabel={t("statusChange.cancel")}
        testId="role-status-dialog"
        actionTestIdPrefix="role-status-change"
      />
      {deleteIds && (
        <ConfirmDialog
          open
          tone="danger"
          title={t("delete.title")}
          message={t("delete.message", {
            ids: deleteIds.join(", "),
            count: deleteIds.length,
          })}
          confirmLabel={t("delete.confirm")}
          cancelLabel={t("delete.cancel")}
          onConfirm={confirmDelete}
          onCancel={() => setDeleteIds(null)}
          busy={remove.isPending}
          testId="role-delete-dialog"
          actionTestIdPrefix="role-delete"
        />
      )}
    </Stack>
  );
}
