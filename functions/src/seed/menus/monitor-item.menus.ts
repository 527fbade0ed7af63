import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Monitoring item presets screen (Product management) and its buttons. */
export const MONITOR_ITEM_MENUS: SeedMenu[] = [
  { menuId: 202, key: 'monitorItem', parentId: MENU_DIRS.product, menuName: 'Monitoring item presets', code: 'monitorItem:menu.title', menuType: 'C', orderNum: 3, path: 'monitorItem', component: 'product/monitorItem/index', perms: PERMISSIONS.monitorItem.list, icon: 'activity' },
  { menuId: 2020, key: 'monitorItem', parentId: 202, menuName: 'Monitoring item query', code: 'monitorItem:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.monitorItem.query },
  { menuId: 2021, key: 'monitorItem', parentId: 202, menuName: 'Monitoring item add', code: 'monitorItem:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.monitorItem.add },
  { menuId: 2022, key: 'monitorItem', parentId: 202, menuName: 'Monitoring item edit', code: 'monitorItem:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.monitorItem.edit },
  { menuId: 2023, key: 'monitorItem', parentId: 202, menuName: 'Monitoring item delete', code: 'monitorItem:menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.monitorItem.remove },
  { menuId: 2024, key: 'monitorItem', parentId: 202, menuName: 'Monitoring item export', code: 'monitorItem:menu.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.monitorItem.export },
];
