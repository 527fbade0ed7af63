import { DictDataAdd } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addDictData } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictDataAdd, ({ actor, body }) => addDictData(actor, body));
