import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** QR codes screen and its buttons (issue 15, decision 0042; titles in web `qr.json` under `menu`). */
export const QR_MENUS: SeedMenu[] = [
  { menuId: 209, key: 'qr', parentId: MENU_DIRS.product, menuName: 'QR codes', code: 'qr:menu.title', menuType: 'C', orderNum: 10, path: 'qr', component: 'product/qr/index', perms: PERMISSIONS.qr.list, icon: 'clipboard-list' },
  { menuId: 2090, key: 'qr', parentId: 209, menuName: 'QR generate and print', code: 'qr:menu.generate', menuType: 'F', orderNum: 1, perms: PERMISSIONS.qr.generate },
  { menuId: 2091, key: 'qr', parentId: 209, menuName: 'QR bind', code: 'qr:menu.bind', menuType: 'F', orderNum: 2, perms: PERMISSIONS.qr.bind },
];
