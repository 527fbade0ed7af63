import { DictTypeUpdate } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editDictType } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictTypeUpdate, ({ actor, body }) => editDictType(actor, body));
