import { DictDataUpdate } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editDictData } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictDataUpdate, ({ actor, body }) => editDictData(actor, body));
