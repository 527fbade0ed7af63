import { DictTypeAdd } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addDictType } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictTypeAdd, ({ actor, body }) => addDictType(actor, body));
