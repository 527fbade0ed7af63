import { UserChooseFlag } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { updateChooseFlag } from '../../../domain/user/user-service';

export const handler = defineHandler(UserChooseFlag, ({ actor, query }) => updateChooseFlag(actor, query.chooseFlag));
