import { ProductTypeExport } from '@aed/shared/routes/product-type.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportProductTypes } from '../../../domain/product-type/product-type-export';

export const handler = defineHandler(ProductTypeExport, async ({ actor, query, event }) => exportProductTypes(query, await callerLanguage(event, actor)));
