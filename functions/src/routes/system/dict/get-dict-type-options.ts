import { DictTypeOptions } from '@aed/shared/routes/dict.routes';
import { defineHandler } from '../../../lib/define-handler';
import { dictTypeOptions } from '../../../domain/dict/dict-service';

export const handler = defineHandler(DictTypeOptions, () => dictTypeOptions());
