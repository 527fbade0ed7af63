import { entryOf, text, type BuiltInText } from './text';

/** Built-in roles, by role code (codes of built-in roles never change). At most 30 characters each (role names). */
export const BUILT_IN_ROLE_NAMES = {
  admin: text('System super administrator', 'Super administrateur système', '系统超级管理员', '系統超級管理員'),
  opsAdmin: text('Operations administrator', 'Administrateur des opérations', '运维管理员', '維運管理員'),
  orgAdmin: text('Administrator', 'Administrateur', '管理员', '管理員'),
  certManager: text('Certificate manager', 'Gestionnaire des certificats', '证书管理员', '證書管理員'),
  operator: text('Operator (work-order handler)', 'Opérateur (ordres de travail)', '操作员（工单处理）', '操作員（工單處理）'),
  superuser: text('Superuser', 'Super-utilisateur', '超级用户', '超級使用者'),
  user: text('User', 'Utilisateur', '用户', '使用者'),
  readonlyAdmin: text('Read-only administrator', 'Administrateur lecture seule', '只读管理员', '唯讀管理員'),
  operationAdmin: text('Operation administrator', "Administrateur d'exploitation", '运营管理员', '營運管理員'),
} as const satisfies Record<string, BuiltInText>;

/** The built-in name of a role, if it is one of the platform's seeded roles. */
export const builtInRoleName = (role: { builtIn?: boolean; roleKey: string }): BuiltInText | undefined =>
  role.builtIn ? entryOf<BuiltInText>(BUILT_IN_ROLE_NAMES, role.roleKey) : undefined;
