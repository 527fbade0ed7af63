import { defineHandler } from '../../../lib/define-handler';
import { removeDictData } from '../../../domain/dict/dict-service';

export const handler = defineHandler('DictDataDelete', ({ query }) => removeDictData(query.ids));
