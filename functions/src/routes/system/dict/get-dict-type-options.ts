import { DictTypeOptions } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { dictTypeOptions } from '../../../domain/dict/dict-queries';

export const handler = defineHandler(DictTypeOptions, async ({ actor, event }) => dictTypeOptions(await callerLanguage(event, actor)));
