import { DictTypeUpdate } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { editDictType } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictTypeUpdate, async ({ actor, body, event }) => editDictType(actor, body, await callerLanguage(event, actor)));
