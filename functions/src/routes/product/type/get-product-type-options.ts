import { ProductTypeOptions } from '@aed/shared/routes/product-type.routes';
import { defineHandler } from '../../../lib/define-handler';
import { productTypeOptions } from '../../../domain/product-type/product-type-service';

export const handler = defineHandler(ProductTypeOptions, () => productTypeOptions());
