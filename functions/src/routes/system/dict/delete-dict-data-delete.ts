import { DictDataDelete } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeDictData } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictDataDelete, ({ actor, query }) => removeDictData(actor, query.ids));
