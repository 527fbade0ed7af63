import { GetVersion } from '@aed/shared/routes/version.routes';
import { defineHandler } from '../../../lib/define-handler';
import { platformVersion } from '../../../domain/version/platform-version';

export const handler = defineHandler(GetVersion, async () => platformVersion());
