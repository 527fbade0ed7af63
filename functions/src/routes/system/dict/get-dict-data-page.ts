import { DictDataPage } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageDictData } from '../../../domain/dict/dict-queries';

export const handler = defineHandler(DictDataPage, ({ query }) => pageDictData(query));
