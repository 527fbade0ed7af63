import { useState, type FormEvent } from "react";
import {
  Button,
  chakra,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  HStack,
  Input,
  Portal,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { TreeNode } from "@aed/shared/schemas/menu";
import {
  addRoleBody,
  ROLE_STATUSES,
  updateRoleBody,
  type RoleRecord,
} from "@aed/shared/schemas/role";
import { notifyError, notifySuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import {
  useMenuTree,
  useRoleMenuTree,
} from "../../../api/get-menu-treeselect";
import { useAddRole } from "../api/add-role";
import { useRoleInfo } from "../api/get-role-info";
import { useUpdateRole } from "../api/update-role";
import { useRoleDeptOptions } from "../api/get-role-dept-options";
import { flattenDeptTree, OrgSelect } from "../../../components/form/org-select";
import { useUserInfo } from "../../../lib/session";
import {
  allIds,
  checkedWithHalf,
  CheckTree,
  expandChecked,
} from "./check-tree";

export type RoleFormTarget = { mode: "add" } | { mode: "edit"; roleId: number };

interface FormValues {
  /** The organization a new role belongs to (decision 0025); fixed once created. */
  deptId: string;
  roleName: string;
  roleKey: string;
  roleSort: string;
  status: "0" | "1";
  remark: string;
}
type FieldName = keyof FormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY: FormValues = {
  deptId: "",
  roleName: "",
  roleKey: "",
  roleSort: "0",
  status: "0",
  remark: "",
};
const FIELD_ERRORS: Record<string, FieldName> = {
  "role.nameExists": "roleName",
  "role.keyExists": "roleKey",
  "role.keyReserved": "roleKey",
  "role.builtInImmutable": "roleKey",
  "role.deptNotFound": "deptId",
  "role.deptNotAllowed": "deptId",
  "role.tooMany": "deptId",
};

/** A menu title in the user's language: its translation code when there is one, else its stored name. */
export const menuLabel = (t: TFunction, node: TreeNode): string =>
  node.code
    ? t(node.code, { ns: "layout", defaultValue: node.label })
    : node.label;

interface DialogProps {
  target: RoleFormTarget;
  onClose: () => void;
}

/** Add or modify a role with its menu permissions. Mounted only while open. */
export function RoleFormDialog({ target, onClose }: DialogProps) {
  const { t } = useTranslation("role");
  const editId = target.mode === "edit" ? target.roleId : undefined;
  const info = useRoleInfo(editId);
  const roleTree = useRoleMenuTree(editId);
  const newTree = useMenuTree(editId === undefined);
  const owners = useRoleDeptOptions(editId === undefined);
  const title = editId === undefined ? t("form.addTitle") : t("form.editTitle");
  const tree = editId === undefined ? newTree.data : roleTree.data?.menus;
  const ready =
    tree !== undefined &&
    (editId === undefined
      ? owners.data !== undefined
      : info.data !== undefined);
  const failure = info.error ?? roleTree.error ?? newTree.error ?? owners.error;

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      closeOnInteractOutside={false}
      size="lg"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* One Content element throughout: the modal layer keeps the node it saw first, so a Content swapped in
              after loading would get no pointer events (the form could not be clicked). */}
          <Dialog.Content data-testid="role-form-dialog">
            {!ready ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {failure ? (
                    <Stack color="fg.error">{errorMessage(t, failure)}</Stack>
                  ) : (
                    <HStack justify="center" py="6" gap="3">
                      <Spinner /> {t("form.loading")}
                    </HStack>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t("form.cancel")}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <RoleForm
                title={title}
                role={info.data}
                tree={tree}
                owners={owners.data ?? []}
                initialChecked={expandChecked(
                  tree,
                  editId === undefined
                    ? []
                    : (roleTree.data?.checkedKeys ?? []),
                )}
                onClose={onClose}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface FormProps {
  title: string;
  role: RoleRecord | undefined;
  tree: TreeNode[];
  /** The organizations a new role may belong to (add only). */
  owners: TreeNode[];
  initialChecked: Set<number>;
  onClose: () => void;
}

function RoleForm({
  title,
  role,
  tree,
  owners,
  initialChecked,
  onClose,
}: FormProps) {
  const { t } = useTranslation("role");
  const ownDeptId = useUserInfo().user.deptId;
  const ownerOptions = flattenDeptTree(owners);
  // a new role belongs to the caller's own organization unless another is picked
  const defaultOwner =
    ownerOptions.find((o) => o.value === ownDeptId) ?? ownerOptions[0];
  const [values, setValues] = useState<FormValues>(
    role
      ? {
          deptId: String(role.deptId),
          roleName: role.roleName,
          roleKey: role.roleKey,
          roleSort: String(role.roleSort),
          status: role.status,
          remark: role.remark,
        }
      : { ...EMPTY, deptId: defaultOwner ? String(defaultOwner.value) : "" },
  );
  const [checked, setChecked] = useState<Set<number>>(initialChecked);
  const [expandAll, setExpandAll] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddRole();
  const update = useUpdateRole();
  const saving = add.isPending || update.isPending;
  const everything = allIds(tree);

  const set = <K extends FieldName>(key: K, v: FormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: v }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  const showServerError = (err: unknown) => {
    const field =
      err instanceof ApiError ? FIELD_ERRORS[err.errorCode] : undefined;
    if (field)
      setErrors((prev) => ({ ...prev, [field]: errorMessage(t, err) }));
    else notifyError(errorMessage(t, err));
  };

  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const { deptId, ...fields } = values;
    const body = {
      ...fields,
      roleSort: Number(values.roleSort),
      menuIds: checkedWithHalf(tree, checked),
    };
    // the same schemas the server applies; nothing is sent while a field is invalid
    if (role) {
      const parsed = updateRoleBody.safeParse({ ...body, roleId: role.roleId });
      if (!parsed.success) return showIssues(parsed.error.issues);
      update.mutate(parsed.data, {
        onSuccess: done(t("toast.modified")),
        onError: showServerError,
      });
    } else {
      if (!deptId) return setErrors({ deptId: t("validation.required") });
      const parsed = addRoleBody.safeParse({ ...body, deptId: Number(deptId) });
      if (!parsed.success) return showIssues(parsed.error.issues);
      add.mutate(parsed.data, {
        onSuccess: done(t("toast.added")),
        onError: showServerError,
      });
    }
  };

  const showIssues = (
    issues: readonly { path: PropertyKey[]; code: string }[],
  ) => {
    const next: FieldErrors = {};
    for (const issue of issues) {
      const name = String(issue.path[0]) as FieldName;
      next[name] ??=
        issue.code === "too_small"
          ? t("validation.required")
          : t("validation.invalid");
    }
    setErrors(next);
  };

  return (
    <chakra.form display="contents" onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {role ? (
            <Field.Root>
              <Field.Label>{t("fields.dept")}</Field.Label>
              <Text data-testid="role-form-dept-name">{role.deptName}</Text>
            </Field.Root>
          ) : (
            <Field.Root required invalid={!!errors.deptId}>
              <Field.Label>
                {t("fields.dept")} <Field.RequiredIndicator />
              </Field.Label>
              <OrgSelect
                options={ownerOptions}
                value={values.deptId}
                onChange={(v) => set("deptId", v)}
                placeholder={t("form.chooseDept")}
                testId="role-form-dept"
              />
              {ownerOptions.length === 0 ? (
                <Field.HelperText data-testid="role-form-no-dept">
                  {t("form.noDept")}
                </Field.HelperText>
              ) : (
                <Field.HelperText>{t("form.deptHint")}</Field.HelperText>
              )}
              <Field.ErrorText data-testid="role-form-dept-error">
                {errors.deptId}
              </Field.ErrorText>
            </Field.Root>
          )}
          <Field.Root required invalid={!!errors.roleName}>
            <Field.Label>
              {t("fields.roleName")} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              data-testid="role-form-name"
              value={values.roleName}
              maxLength={30}
              onChange={(e) => set("roleName", e.target.value)}
            />
            <Field.ErrorText data-testid="role-form-name-error">
              {errors.roleName}
            </Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.roleKey}>
            <Field.Label>
              {t("fields.roleKey")} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              data-testid="role-form-key"
              value={values.roleKey}
              maxLength={100}
              disabled={role?.admin || role?.builtIn}
              placeholder={t("form.keyPlaceholder")}
              onChange={(e) => set("roleKey", e.target.value)}
            />
            <Field.ErrorText data-testid="role-form-key-error">
              {errors.roleKey}
            </Field.ErrorText>
          </Field.Root>
          <HStack gap="4" align="flex-start">
            <Field.Root invalid={!!errors.roleSort} width="40">
              <Field.Label>{t("fields.roleSort")}</Field.Label>
              <Input
                type="number"
                min={0}
                max={9999}
                data-testid="role-form-sort"
                value={values.roleSort}
                onChange={(e) => set("roleSort", e.target.value)}
              />
              <Field.ErrorText>{errors.roleSort}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("fields.status")}</Field.Label>
              <RadioGroup.Root
                value={values.status}
                disabled={role?.admin}
                onValueChange={(e) =>
                  set("status", e.value as FormValues["status"])
                }
              >
                <HStack gap="4">
                  {ROLE_STATUSES.map((s) => (
                    <RadioGroup.Item key={s} value={s}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        {t(`status.${s}`)}
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Field.Root>
          </HStack>
          {/* A fieldset, not a Field: every checkbox inside a Field takes the Field's input id, so each label would toggle the first one. */}
          <Fieldset.Root>
            <Fieldset.Legend>{t("fields.menus")}</Fieldset.Legend>
            {role?.admin ? (
              <Fieldset.HelperText data-testid="role-form-admin-menus">
                {t("form.adminMenus")}
              </Fieldset.HelperText>
            ) : (
              <Stack gap="2" width="full">
                <HStack gap="4">
                  <Checkbox.Root
                    size="sm"
                    checked={expandAll}
                    onCheckedChange={(e) => setExpandAll(e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t("form.expandAll")}</Checkbox.Label>
                  </Checkbox.Root>
                  <Checkbox.Root
                    size="sm"
                    data-testid="role-form-check-all"
                    checked={
                      everything.length > 0 &&
                      everything.every((id) => checked.has(id))
                        ? true
                        : checked.size > 0
                          ? "indeterminate"
                          : false
                    }
                    onCheckedChange={(e) =>
                      setChecked(
                        e.checked === true ? new Set(everything) : new Set(),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t("form.checkAll")}</Checkbox.Label>
                  </Checkbox.Root>
                </HStack>
                <CheckTree
                  nodes={tree}
                  checked={checked}
                  onChange={setChecked}
                  label={(n) => menuLabel(t, n)}
                  expandAll={expandAll}
                  testId="role-menu-tree"
                  expandLabel={t("form.expand")}
                />
              </Stack>
            )}
          </Fieldset.Root>
          <Field.Root>
            <Field.Label>{t("fields.remark")}</Field.Label>
            <Textarea
              data-testid="role-form-remark"
              value={values.remark}
              maxLength={500}
              onChange={(e) => set("remark", e.target.value)}
            />
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" loading={saving} data-testid="role-form-submit">
          {t("form.submit")}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton aria-label={t("form.close")} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
