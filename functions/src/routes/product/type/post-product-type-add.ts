import { ProductTypeAdd } from '@aed/shared/routes/product-type.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addProductType } from '../../../domain/product-type/product-type-service';

export const handler = defineHandler(ProductTypeAdd, ({ actor, body }) => addProductType(actor, body));
