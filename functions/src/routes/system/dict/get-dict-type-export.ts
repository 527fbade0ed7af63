import { DictTypeExport } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportDictTypes } from '../../../domain/dict/dict-export';

export const handler = defineHandler(DictTypeExport, async ({ actor, query, event }) => exportDictTypes(query, await callerLanguage(event, actor)));
