import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '../../../../features/message/components/message-page';
import { loadScreenAssets } from '../../../../lib/screen-assets';

/** My messages (every user's own; reached from the top bar, docs/decisions/0044). */
export const Route = createFileRoute('/_auth/user/message')({
  loader: () => loadScreenAssets(),
  component: MessagePage,
});
