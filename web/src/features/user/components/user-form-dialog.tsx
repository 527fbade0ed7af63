import { useMemo } from "react";
import {
  Checkbox,
  Input,
  NativeSelect,
  SimpleGrid,
  Text,
  Textarea,
  Wrap,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PERMISSIONS } from "@aed/shared/permissions/permissions";
import {
  addUserBody,
  updateUserBody,
  USER_SEXES,
  USER_STATUSES,
  USER_TYPES,
  type UserInfoResult,
  type UserRecord,
  type UserType,
} from "@aed/shared/schemas/user";
import {
  FormDialogForm,
  FormDialogLoading,
  FormDialogShell,
} from "../../../components/form/form-dialog";
import { RadioChoices } from "../../../components/form/radio-choices";
import { FormFieldset } from "../../../components/form/form-fieldset";
import { DateField } from "../../../components/form/date-field";
import { flattenDeptTree, OrgSelect } from "../../../components/form/org-select";
import { useZodForm } from "../../../components/form/use-zod-form";
import { PasswordInput } from "../../../components/ui/password-input";
import { LanguageField } from "../../../components/form/language-field";
import { errorMessage } from "../../../lib/error-message";
import { usePermission } from "../../../lib/permission";
import { useDeptTreeSelect } from "../../../api/get-dept-treeselect";
import { useAddUser } from "../api/add-user";
import { useUserInfo } from "../api/get-user-info";
import { useUpdateUser } from "../api/update-user";
import { useRoleOptions } from "../../../api/get-role-options";
import { ADMIN_ROLE_ID } from "@aed/shared/schemas/role";

interface Props {
  /** The user to modify, or undefined to add one. */
  userId?: number;
  /** Organization preselected for a new user (the one picked in the tree). */
  defaultDeptId?: number;
  onClose: () => void;
}

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, string> = {
  "user.accountExists": "username",
  "user.accountFormat": "username",
  "user.phoneExists": "phonenumber",
  "user.emailExists": "email",
  "password.weak": "password",
  "user.roleNotFound": "roleIds",
  "user.roleNotGrantable": "roleIds",
  "user.superAdminRoleNotAssignable": "roleIds",
  "user.postNotFound": "postIds",
  "user.handlerNotAllowed": "userTypes",
  "user.reminderNotAllowed": "userTypes",
  "user.userQuotaFull": "deptId",
  "user.operatorQuotaFull": "deptId",
  "user.viewerQuotaFull": "deptId",
  "dept.notFound": "deptId",
  "dept.adminLimit": "roleIds",
  "dept.readOnlyAdminLimit": "roleIds",
  "user.certificateRange": "certificateEnd",
};

interface Values {
  username: string;
  password: string;
  nickName: string;
  deptId: string;
  phonenumber: string;
  email: string;
  sex: UserRecord["sex"];
  language: UserRecord["language"];
  status: UserRecord["status"];
  roleIds: number[];
  postIds: number[];
  userTypes: UserType[];
  remark: string;
  certificateBegin: string;
  certificateEnd: string;
}

const initialValues = (
  user: UserRecord | undefined,
  deptId: number | undefined,
): Values =>
  user
    ? {
        username: user.username,
        password: "",
        nickName: user.nickName,
        deptId: String(user.deptId),
        phonenumber: user.phonenumber,
        email: user.email,
        sex: user.sex,
        language: user.language,
        status: user.status,
        roleIds: user.roleIds,
        postIds: user.postIds,
        userTypes: user.userTypes,
        remark: user.remark,
        certificateBegin: user.certificateBegin,
        certificateEnd: user.certificateEnd,
      }
    : {
        username: "",
        password: "",
        nickName: "",
        deptId: deptId ? String(deptId) : "",
        phonenumber: "",
        email: "",
        sex: "2",
        language: "en",
        status: "0",
        roleIds: [],
        postIds: [],
        userTypes: [],
        remark: "",
        certificateBegin: "",
        certificateEnd: "",
      };

/** Add or modify a user; the form's options (roles the caller may give, positions) come fresh from `info`. */
export function UserFormDialog({ userId, defaultDeptId, onClose }: Props) {
  const { t } = useTranslation("user");
  const info = useUserInfo(userId);
  const title = userId ? t("form.editTitle") : t("form.addTitle");
  return (
    <FormDialogShell onClose={onClose} size="xl" content={{ testId: "user-form" }}>
      {info.data && (!userId || info.data.user) ? (
        <UserForm
          info={info.data}
          defaultDeptId={defaultDeptId}
          title={title}
          onClose={onClose}
        />
      ) : (
        <FormDialogLoading
          testId="user-form"
          title={title}
          error={info.isError ? errorMessage(t, info.error) : undefined}
          loadingText={t("form.loading")}
          cancelTestId="user-form-cancel"
          onClose={onClose}
        />
      )}
    </FormDialogShell>
  );
}

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
}

function UserForm({
  info,
  defaultDeptId,
  title,
  onClose,
}: {
  info: UserInfoResult;
  defaultDeptId?: number;
  title: string;
  onClose: () => void;
}) {
  const { hasPermission } = usePermission();
  const record = info.user;
  const { t, values, setValues, set, errors, setErrors, save, onSubmit, field } =
    useZodForm<Values>({
      ns: "user",
      initial: initialValues(record, defaultDeptId),
      fieldOf: FIELD_OF_CODE,
      testIdPrefix: "user-form",
      onClose,
    });
  const depts = useDeptTreeSelect();
  const deptOptions = useMemo(
    () => flattenDeptTree(depts.data ?? []),
    [depts.data],
  );
  const add = useAddUser();
  const update = useUpdateUser();
  const certificates = hasPermission(PERMISSIONS.user.certificate);

  /** Ticks or unticks one item of a list field (from the latest state: quick clicks do not lose a change). */
  const tick = <K extends "roleIds" | "postIds" | "userTypes">(
    key: K,
    item: Values[K][number],
    on: boolean,
  ) => {
    setValues((p) => ({
      ...p,
      [key]: toggle<Values[K][number]>(p[key], item, on),
    }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };
  // The roles offered follow the organization picked (a role goes to users of its organization and below, decision
  // 0025): `info` brings those of the user's organization (the caller's own for a new user), others are asked for.
  const chosenDept = values.deptId ? Number(values.deptId) : undefined;
  const infoDept = record ? record.deptId : undefined;
  const otherDept = chosenDept !== infoDept;
  const options = useRoleOptions(chosenDept, otherDept);
  // never the super administrator role (the server refuses it: decision 0035), whatever an answer offers
  const offered = (otherDept ? (options.data ?? []) : info.roles).filter(
    (r) => r.roleId !== ADMIN_ROLE_ID,
  );
  const rolesLoading = otherDept && options.isPending;
  /** The user types the offered roles among `roleIds` allow (spec section 5; the server checks the same). */
  const allowedBy = (roleIds: readonly number[]): Record<UserType, boolean> => {
    const chosen = offered.filter((r) => roleIds.includes(r.roleId));
    return {
      handler: chosen.some((r) => r.canHandleOrders),
      reminder: chosen.some((r) => r.canDistributeOrders),
    };
  };
  const allowed = allowedBy(values.roleIds);
  /**
   * Ticks or unticks a role. A user type the roles allowed before and no longer do goes with the role (unticking the
   * order-handling role unticks work-order handling, which is then disabled): the form follows the rule the server
   * checks. A type allowed by none of the roles shown (a role the caller does not see) is left as it is.
   */
  const tickRole = (roleId: number, on: boolean) => {
    setValues((p) => {
      const roleIds = toggle(p.roleIds, roleId, on);
      const before = allowedBy(p.roleIds);
      const after = allowedBy(roleIds);
      return {
        ...p,
        roleIds,
        userTypes: p.userTypes.filter((type) => after[type] || !before[type]),
      };
    });
    setErrors((p) => ({ ...p, roleIds: undefined, userTypes: undefined }));
  };

  const submit = onSubmit(() => {
    const { username, password, ...fields } = values;
    // roles ticked for another organization than the one finally picked are not sent; roles the user holds and the
    // form does not show are (the server keeps them as they are)
    const editable = {
      ...fields,
      roleIds: values.roleIds.filter(
        (id) =>
          offered.some((r) => r.roleId === id) ||
          (record?.roleIds ?? []).includes(id),
      ),
    };
    if (!record)
      save(addUserBody, { username, password, ...editable }, add, t("toast.added"));
    else
      save(updateUserBody, { userId: record.userId, ...editable }, update, t("toast.modified"));
  });

  return (
    <FormDialogForm
      testId="user-form"
      title={title}
      onSubmit={submit}
      onClose={onClose}
      saving={add.isPending || update.isPending}
      testIdPrefix="user-form"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          "username",
          t("fields.username"),
          <Input
            data-testid="user-form-username"
            value={values.username}
            maxLength={30}
            autoComplete="off"
            disabled={!!record}
            onChange={(e) => set("username", e.target.value)}
          />,
          {
            required: !record,
            hint: record ? undefined : t("form.usernameHint"),
          },
        )}
        {field(
          "nickName",
          t("fields.nickName"),
          <Input
            data-testid="user-form-nickName"
            value={values.nickName}
            maxLength={30}
            onChange={(e) => set("nickName", e.target.value)}
          />,
          {
            required: true,
          },
        )}
        {!record &&
          field(
            "password",
            t("fields.password"),
            <PasswordInput
              data-testid="user-form-password"
              value={values.password}
              maxLength={20}
              autoComplete="new-password"
              onChange={(e) => set("password", e.target.value)}
            />,
            { required: true, hint: t("form.passwordRule") },
          )}
        {field(
          "deptId",
          t("fields.deptName"),
          <OrgSelect
            options={deptOptions}
            value={values.deptId}
            onChange={(v) => set("deptId", v)}
            placeholder={t("form.chooseDept")}
            testId="user-form-dept"
          />,
          { required: true },
        )}
        {field(
          "phonenumber",
          t("fields.phonenumber"),
          <Input
            data-testid="user-form-phone"
            type="tel"
            value={values.phonenumber}
            maxLength={20}
            onChange={(e) => set("phonenumber", e.target.value)}
          />,
        )}
        {field(
          "email",
          t("fields.email"),
          <Input
            data-testid="user-form-email"
            type="email"
            value={values.email}
            maxLength={128}
            onChange={(e) => set("email", e.target.value)}
          />,
        )}
        {field(
          "sex",
          t("fields.sex"),
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="user-form-sex"
              value={values.sex}
              onChange={(e) => set("sex", e.target.value as Values["sex"])}
            >
              {USER_SEXES.map((s) => (
                <option key={s} value={s}>
                  {t(`sex.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {field(
          "language",
          t("fields.language"),
          <LanguageField testId="user-form-language" value={values.language} onChange={(l) => set("language", l)} />,
        )}
      </SimpleGrid>

      <FormFieldset legend={t("fields.status")} legendId="user-form-status-label">
        <RadioChoices
          value={values.status}
          options={USER_STATUSES}
          labelOf={(s) => t(`status.${s}`)}
          onChange={(v) => set("status", v)}
          testIdPrefix="user-form-status"
          labelledBy="user-form-status-label"
        />
      </FormFieldset>

      <FormFieldset
        legend={t("fields.roles")}
        required
        error={errors.roleIds}
        errorTestId="user-form-roleIds-error"
      >
        <Wrap
          gap="4"
          data-testid="user-form-roles"
          role="group"
          aria-label={t("fields.roles")}
        >
          {rolesLoading && <Text color="fg.muted">{t("form.loading")}</Text>}
          {!rolesLoading && offered.length === 0 && (
            <Text color="fg.muted">{t("form.noRoles")}</Text>
          )}
          {offered.map((r) => (
            <Checkbox.Root
              key={r.roleId}
              checked={values.roleIds.includes(r.roleId)}
              onCheckedChange={(e) => tickRole(r.roleId, e.checked === true)}
              data-testid={`user-form-role-${r.roleKey}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {r.roleName}
                {(r.canHandleOrders || r.canDistributeOrders) && (
                  <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                    (
                    {[
                      r.canHandleOrders && t("form.canHandle"),
                      r.canDistributeOrders && t("form.canDistribute"),
                    ]
                      .filter(Boolean)
                      .join(", ")}
                    )
                  </Text>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </FormFieldset>

      <FormFieldset
        legend={t("fields.userTypes")}
        hint={t("form.userTypesHint")}
        hintTestId="user-form-types-hint"
        error={errors.userTypes}
        errorTestId="user-form-userTypes-error"
      >
        <Wrap gap="4" role="group" aria-label={t("fields.userTypes")}>
          {USER_TYPES.map((type) => (
            <Checkbox.Root
              key={type}
              checked={values.userTypes.includes(type)}
              disabled={!allowed[type] && !values.userTypes.includes(type)}
              onCheckedChange={(e) =>
                tick("userTypes", type, e.checked === true)
              }
              data-testid={`user-form-type-${type}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`userTypes.${type}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </FormFieldset>

      {info.posts.length > 0 && (
        <FormFieldset legend={t("fields.posts")} error={errors.postIds}>
          <Wrap gap="4" role="group" aria-label={t("fields.posts")}>
            {info.posts.map((p) => (
              <Checkbox.Root
                key={p.postId}
                checked={values.postIds.includes(p.postId)}
                onCheckedChange={(e) =>
                  tick("postIds", p.postId, e.checked === true)
                }
                data-testid={`user-form-post-${p.postId}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{p.postName}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </FormFieldset>
      )}

      {certificates && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field(
            "certificateBegin",
            t("fields.certificateBegin"),
            <DateField
              testId="user-form-cert-begin"
              value={values.certificateBegin}
              max={values.certificateEnd || undefined}
              onChange={(day) => set("certificateBegin", day)}
            />,
          )}
          {field(
            "certificateEnd",
            t("fields.certificateEnd"),
            <DateField
              testId="user-form-cert-end"
              value={values.certificateEnd}
              min={values.certificateBegin || undefined}
              onChange={(day) => set("certificateEnd", day)}
            />,
          )}
        </SimpleGrid>
      )}

      {field(
        "remark",
        t("fields.remark"),
        <Textarea
          data-testid="user-form-remark"
          value={values.remark}
          maxLength={500}
          rows={2}
          onChange={(e) => set("remark", e.target.value)}
        />,
      )}
    </FormDialogForm>
  );
}
