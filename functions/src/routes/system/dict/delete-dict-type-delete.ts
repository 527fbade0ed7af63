import { DictTypeDelete } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeDictTypes } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictTypeDelete, ({ actor, query }) => removeDictTypes(actor, query.ids));
