import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/**
 * Email management (spec section 2 "Email management and failed-email list"; decision 0054): the mail list with its
 * failed tab, resending, and changing a failed mail's sender or recipients, granted apart. Titles in web `mail.json`
 * under `menu`; ids up to 1179 are kept for it. An existing installation gets them at its next start (seed.ts).
 */
export const MAIL_MENUS: SeedMenu[] = [
  { menuId: 117, key: 'mail', parentId: MENU_DIRS.system, menuName: 'Email management', code: 'mail:menu.title', menuType: 'C', orderNum: 13, path: 'mail', component: 'system/mail/index', perms: PERMISSIONS.mail.list, icon: 'email' },
  { menuId: 1170, key: 'mail', parentId: 117, menuName: 'Resend mails', code: 'mail:menu.resend', menuType: 'F', orderNum: 1, perms: PERMISSIONS.mail.resend },
  { menuId: 1171, key: 'mail', parentId: 117, menuName: 'Change the sender of a mail', code: 'mail:menu.sender', menuType: 'F', orderNum: 2, perms: PERMISSIONS.mail.sender },
];
