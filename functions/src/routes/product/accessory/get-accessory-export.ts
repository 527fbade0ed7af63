import { AccessoryExport } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportAccessories } from '../../../domain/accessory/accessory-export';

export const handler = defineHandler(AccessoryExport, async ({ actor, query, event }) => exportAccessories(actor, query, await callerLanguage(event, actor)));
