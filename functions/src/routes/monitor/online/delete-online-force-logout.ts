import { OnlineForceLogout } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { forceLogout } from '../../../domain/monitor/online-service';

export const handler = defineHandler(OnlineForceLogout, ({ actor, params }) => forceLogout(actor, params.tokenId));
