import { defineHandler } from '../../../lib/define-handler';
import { exportDictData } from '../../../domain/dict/dict-export';

export const handler = defineHandler('DictDataExport', ({ query }) => exportDictData(query));
