import { DictTypeInfo } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getDictType } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictTypeInfo, ({ query }) => getDictType(query.dictId));
