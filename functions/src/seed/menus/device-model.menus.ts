import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Device models screen and its buttons (titles in web `deviceModel.json` under `menu`). */
export const DEVICE_MODEL_MENUS: SeedMenu[] = [
  { menuId: 201, key: 'deviceModel', parentId: MENU_DIRS.product, menuName: 'Device models', code: 'deviceModel:menu.title', menuType: 'C', orderNum: 2, path: 'deviceModel', component: 'product/deviceModel/index', perms: PERMISSIONS.deviceModel.list, icon: 'heart-pulse' },
  { menuId: 2010, key: 'deviceModel', parentId: 201, menuName: 'Device model query', code: 'deviceModel:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.deviceModel.query },
  { menuId: 2011, key: 'deviceModel', parentId: 201, menuName: 'Device model add', code: 'deviceModel:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.deviceModel.add },
  { menuId: 2012, key: 'deviceModel', parentId: 201, menuName: 'Device model edit', code: 'deviceModel:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.deviceModel.edit },
  { menuId: 2013, key: 'deviceModel', parentId: 201, menuName: 'Device model delete', code: 'deviceModel:menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.deviceModel.remove },
  { menuId: 2014, key: 'deviceModel', parentId: 201, menuName: 'Device model export', code: 'deviceModel:menu.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.deviceModel.export },
];
