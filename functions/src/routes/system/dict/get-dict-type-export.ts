import { defineHandler } from '../../../lib/define-handler';
import { exportDictTypes } from '../../../domain/dict/dict-export';

export const handler = defineHandler('DictTypeExport', ({ query }) => exportDictTypes(query));
