import { ProductTypeInfo } from '@aed/shared/routes/product-type.routes';
import { defineHandler } from '../../../lib/define-handler';
import { productTypeInfo } from '../../../domain/product-type/product-type-queries';

export const handler = defineHandler(ProductTypeInfo, ({ query }) => productTypeInfo(query.typeId));
