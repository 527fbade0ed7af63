import { UserCertification } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { updateCertification } from '../../../domain/user/user-service';

export const handler = defineHandler(UserCertification, ({ actor, body }) => updateCertification(actor, body));
