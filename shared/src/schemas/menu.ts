import * as z from 'zod';
import { optionalText } from '../api/envelope';

/** M directory, C menu (a screen), F button (a permission). */
export const MENU_TYPES = ['M', 'C', 'F'] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const MENU_STATUSES = ['0', '1'] as const;
/** Upper bound of the menu set, so the whole tree is one Query of the menu partition. */
export const MAX_MENUS = 2000;

export const menuRecord = z.object({
  menuId: z.number(),
  parentId: z.number(),
  menuName: z.string(),
  /** Translation key of the title (e.g. `menu.config`). */
  code: z.string(),
  menuType: z.enum(MENU_TYPES),
  orderNum: z.number(),
  path: z.string(),
  component: z.string(),
  query: z.string(),
  perms: z.string(),
  icon: z.string(),
  isFrame: z.boolean(),
  isCache: z.boolean(),
  /** 0 shown, 1 hidden. */
  visible: z.enum(MENU_STATUSES),
  /** 0 enabled, 1 disabled. */
  status: z.enum(MENU_STATUSES),
  createTime: z.string(),
  updateTime: z.string(),
});
export type MenuRecord = z.infer<typeof menuRecord>;

const EXTERNAL = /^https?:\/\/\S+$/;
export const isExternalPath = (path: string) => /^https?:\/\//.test(path);

const menuFields = {
  parentId: z.coerce.number().int().min(0).default(0),
  menuName: z.string().trim().min(1, 'common.validation').max(50, 'common.validation'),
  code: z.string().trim().max(100).regex(/^[A-Za-z0-9._:-]*$/, 'common.validation').optional().default(''),
  menuType: z.enum(MENU_TYPES),
  orderNum: z.coerce.number().int().min(0).max(9999).default(0),
  path: z.string().trim().max(200).optional().default(''),
  component: z.string().trim().max(255).regex(/^[A-Za-z0-9/_.-]*$/, 'common.validation').optional().default(''),
  query: z.string().trim().max(255).optional().default(''),
  perms: z.string().trim().max(100).regex(/^([A-Za-z0-9_-]+(:[A-Za-z0-9_*-]+)*)?$/, 'common.validation').optional().default(''),
  icon: z.string().trim().max(100).regex(/^[A-Za-z0-9_-]*$/, 'common.validation').optional().default(''),
  isFrame: z.boolean().default(false),
  isCache: z.boolean().default(true),
  visible: z.enum(MENU_STATUSES).default('0'),
  status: z.enum(MENU_STATUSES).default('0'),
};

type MenuFieldValues = { menuType: MenuType; path: string; component: string; perms: string; isFrame: boolean; parentId: number };

/** Type-dependent rules: a directory needs a route, a screen a route and a component, a button a permission id. */
function checkMenuType(m: MenuFieldValues, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (m.menuType !== 'F' && !m.path) issue('path', 'menu.pathRequired');
  if (m.menuType === 'C' && !m.isFrame && !m.component) issue('component', 'menu.componentRequired');
  if (m.menuType === 'F' && !m.perms) issue('perms', 'menu.permsRequired');
  if (m.menuType === 'F' && m.parentId === 0) issue('parentId', 'menu.parentInvalid');
  if (m.menuType !== 'F' && m.isFrame && !EXTERNAL.test(m.path)) issue('path', 'menu.externalUrl');
  if (m.menuType !== 'F' && !m.isFrame && isExternalPath(m.path)) issue('isFrame', 'menu.externalUrl');
}

export const addMenuBody = z.object(menuFields).superRefine(checkMenuType);
export type AddMenuBody = z.infer<typeof addMenuBody>;

export const updateMenuBody = z
  .object({ menuId: z.coerce.number().int().positive(), ...menuFields })
  .superRefine(checkMenuType);
export type UpdateMenuBody = z.infer<typeof updateMenuBody>;

export const menuSearch = z.object({
  menuName: optionalText(50),
  status: z.enum(MENU_STATUSES).optional().or(z.literal('').transform(() => undefined)),
});
export type MenuSearch = z.infer<typeof menuSearch>;

export const menuIdQuery = z.object({ menuId: z.coerce.number().int().positive() });
export const roleIdParams = z.object({ roleId: z.coerce.number().int().positive() });

/** A node of a selection tree (menus for roles, organizations for a custom data scope). */
export const treeNode = z.object({
  id: z.number(),
  label: z.string(),
  /** Translation key of the label, when there is one. */
  code: z.string().optional(),
  /** Menu type (menu trees only). */
  type: z.enum(MENU_TYPES).optional(),
  disabled: z.boolean().optional(),
  get children(): z.ZodOptional<z.ZodArray<typeof treeNode>> {
    return z.array(treeNode).optional();
  },
});
export type TreeNode = z.infer<typeof treeNode>;

/** The menu tree of a role dialog: fully checked ids; the web derives half-checked parents from the tree. */
export const roleMenuTree = z.object({ menus: z.array(treeNode), checkedKeys: z.array(z.number()) });
export type RoleMenuTree = z.infer<typeof roleMenuTree>;
