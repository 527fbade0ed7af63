import { ProductTypePage } from '@aed/shared/routes/product-type.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageProductTypes } from '../../../domain/product-type/product-type-queries';

export const handler = defineHandler(ProductTypePage, ({ query }) => pageProductTypes(query));
