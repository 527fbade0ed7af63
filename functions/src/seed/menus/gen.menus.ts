import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Code generation screen (System tools) and its buttons. */
export const GEN_MENUS: SeedMenu[] = [
  { menuId: 115, key: 'gen', parentId: MENU_DIRS.tool, menuName: 'Code generation', code: 'menu.gen', menuType: 'C', orderNum: 1, path: 'gen', component: 'tool/gen/index', perms: PERMISSIONS.gen.list, icon: 'file-code' },
  { menuId: 1070, key: 'gen', parentId: 115, menuName: 'Generator query', code: 'menu.gen.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.gen.query },
  { menuId: 1071, key: 'gen', parentId: 115, menuName: 'Generator add', code: 'menu.gen.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.gen.add },
  { menuId: 1072, key: 'gen', parentId: 115, menuName: 'Generator edit', code: 'menu.gen.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.gen.edit },
  { menuId: 1073, key: 'gen', parentId: 115, menuName: 'Generator delete', code: 'menu.gen.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.gen.remove },
  { menuId: 1074, key: 'gen', parentId: 115, menuName: 'Code preview', code: 'menu.gen.preview', menuType: 'F', orderNum: 5, perms: PERMISSIONS.gen.preview },
  { menuId: 1075, key: 'gen', parentId: 115, menuName: 'Code download', code: 'menu.gen.code', menuType: 'F', orderNum: 6, perms: PERMISSIONS.gen.code },
];
