import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/**
 * Devices screen (Product management) and its buttons (titles in web `device.json` under `menu`). Three grant keys
 * (docs/decisions/0018): `device` (screen, query, add, edit, export, commands), `deviceBulk` (import, enable/disable),
 * `deviceRemove` (delete).
 */
export const DEVICE_MENUS: SeedMenu[] = [
  { menuId: 203, key: 'device', parentId: MENU_DIRS.product, menuName: 'Devices', code: 'device:menu.title', menuType: 'C', orderNum: 4, path: 'device', component: 'product/device/index', perms: PERMISSIONS.device.list, icon: 'clipboard-list' },
  { menuId: 2030, key: 'device', parentId: 203, menuName: 'Device query', code: 'device:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.device.query },
  { menuId: 2031, key: 'device', parentId: 203, menuName: 'Device add', code: 'device:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.device.add },
  { menuId: 2032, key: 'device', parentId: 203, menuName: 'Device edit', code: 'device:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.device.edit },
  { menuId: 2033, key: 'deviceRemove', parentId: 203, menuName: 'Device delete', code: 'device:menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.device.remove },
  { menuId: 2034, key: 'device', parentId: 203, menuName: 'Device export', code: 'device:menu.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.device.export },
  { menuId: 2035, key: 'deviceBulk', parentId: 203, menuName: 'Device import', code: 'device:menu.import', menuType: 'F', orderNum: 6, perms: PERMISSIONS.device.import },
  { menuId: 2036, key: 'deviceBulk', parentId: 203, menuName: 'Device enable / disable', code: 'device:menu.status', menuType: 'F', orderNum: 7, perms: PERMISSIONS.device.status },
  // Commands to the device over MQTT (decision 0047): with the `device` grant, so the roles that manage devices get
  // it; an existing installation's seed adds it to those roles once (seed.ts: menus seeded just now).
  { menuId: 2037, key: 'device', parentId: 203, menuName: 'Device commands', code: 'device:menu.command', menuType: 'F', orderNum: 8, perms: PERMISSIONS.device.command },
];
