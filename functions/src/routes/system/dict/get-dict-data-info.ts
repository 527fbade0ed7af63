import { DictDataInfo } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getDictData } from '../../../domain/dict/dict-queries';

export const handler = defineHandler(DictDataInfo, ({ query }) => getDictData(query.dictCode));
