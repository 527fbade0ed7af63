import type { ShellSlots } from '../components/layout/shell-slots';
import { MessageIndicator } from '../features/message/components/message-indicator';
import { NoticeBell } from '../features/notice/components/notice-bell';
import { lazyOnDemand } from '../lib/on-demand';

/**
 * The features the shell shows (components/layout imports none): the unread messages and the notices bell, and the About dialog, whose code
 * loads when it is first opened (docs/decisions/0037).
 */
export const SHELL_SLOTS: ShellSlots = {
  navbarWidgets: (
    <>
      <MessageIndicator />
      <NoticeBell />
    </>
  ),
  AboutDialog: lazyOnDemand(() => import('../features/version/components/about-dialog').then((m) => m.AboutDialog)),
};
