import { DictTypeInfo } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { getDictType } from '../../../domain/dict/dict-queries';

export const handler = defineHandler(DictTypeInfo, async ({ actor, query, event }) => getDictType(query.dictId, await callerLanguage(event, actor)));
