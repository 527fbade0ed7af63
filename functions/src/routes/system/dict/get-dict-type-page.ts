import { DictTypePage } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageDictTypes } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictTypePage, ({ query }) => pageDictTypes(query));
