import { ProductTypeOptions } from '@aed/shared/routes/product-type.routes';
import { defineHandler } from '../../../lib/define-handler';
import { productTypeOptions } from '../../../domain/product-type/product-type-queries';

export const handler = defineHandler(ProductTypeOptions, () => productTypeOptions());
