import { DictTypeAdd } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { addDictType } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictTypeAdd, async ({ actor, body, event }) => addDictType(actor, body, await callerLanguage(event, actor)));
