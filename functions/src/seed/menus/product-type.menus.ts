import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Product types screen and its buttons (titles in web `productType.json` under `menu`). */
export const PRODUCT_TYPE_MENUS: SeedMenu[] = [
  { menuId: 200, key: 'productType', parentId: MENU_DIRS.product, menuName: 'Product types', code: 'productType:menu.title', menuType: 'C', orderNum: 1, path: 'productType', component: 'product/productType/index', perms: PERMISSIONS.productType.list, icon: 'list' },
  { menuId: 2000, key: 'productType', parentId: 200, menuName: 'Product type query', code: 'productType:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.productType.query },
  { menuId: 2001, key: 'productType', parentId: 200, menuName: 'Product type add', code: 'productType:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.productType.add },
  { menuId: 2002, key: 'productType', parentId: 200, menuName: 'Product type edit', code: 'productType:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.productType.edit },
  { menuId: 2003, key: 'productType', parentId: 200, menuName: 'Product type delete', code: 'productType:menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.productType.remove },
  { menuId: 2004, key: 'productType', parentId: 200, menuName: 'Product type export', code: 'productType:menu.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.productType.export },
];
