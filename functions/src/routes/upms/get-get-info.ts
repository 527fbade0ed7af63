import { GetInfo } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { getInfo } from '../../domain/auth/get-info';

export const handler = defineHandler(GetInfo, ({ actor }) => getInfo(actor));
