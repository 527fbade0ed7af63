import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/**
 * Sale records: screen and buttons (titles in web `sale.json` under `menu`; decision 0043). The buyout permission has
 * its own key (`saleBuyout`) so a role may sell and lease without selling outright.
 */
export const SALE_MENUS: SeedMenu[] = [
  { menuId: 215, key: 'sale', parentId: MENU_DIRS.product, menuName: 'Sales records', code: 'sale:menu.title', menuType: 'C', orderNum: 11, path: 'sale', component: 'product/sale/index', perms: PERMISSIONS.sale.list, icon: 'file-text' },
  { menuId: 2150, key: 'sale', parentId: 215, menuName: 'Sale query', code: 'sale:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.sale.query },
  { menuId: 2151, key: 'sale', parentId: 215, menuName: 'Sale add', code: 'sale:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.sale.add },
  { menuId: 2152, key: 'sale', parentId: 215, menuName: 'Sale edit', code: 'sale:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.sale.edit },
  { menuId: 2153, key: 'sale', parentId: 215, menuName: 'Lease renewal', code: 'sale:menu.relet', menuType: 'F', orderNum: 4, perms: PERMISSIONS.sale.relet },
  { menuId: 2154, key: 'sale', parentId: 215, menuName: 'Relocation', code: 'sale:menu.relocate', menuType: 'F', orderNum: 5, perms: PERMISSIONS.sale.relocate },
  { menuId: 2155, key: 'sale', parentId: 215, menuName: 'Sale void', code: 'sale:menu.void', menuType: 'F', orderNum: 6, perms: PERMISSIONS.sale.void },
  { menuId: 2156, key: 'saleBuyout', parentId: 215, menuName: 'Buyout sale', code: 'sale:menu.buyout', menuType: 'F', orderNum: 7, perms: PERMISSIONS.sale.buyout },
];
