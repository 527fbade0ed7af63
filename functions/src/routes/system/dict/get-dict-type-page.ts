import { DictTypePage } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { pageDictTypes } from '../../../domain/dict/dict-queries';

export const handler = defineHandler(DictTypePage, async ({ actor, query, event }) => pageDictTypes(query, await callerLanguage(event, actor)));
