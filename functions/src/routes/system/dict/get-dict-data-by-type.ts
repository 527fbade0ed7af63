import { DictDataByType } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { dictDataForType } from '../../../domain/dict/dict-queries';

export const handler = defineHandler(DictDataByType, ({ actor, params, query }) => dictDataForType(actor, params.type, query.lang));
