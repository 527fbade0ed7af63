import { DictDataExport } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportDictData } from '../../../domain/dict/dict-export';

export const handler = defineHandler(DictDataExport, async ({ actor, query, event }) => exportDictData(query, await callerLanguage(event, actor)));
