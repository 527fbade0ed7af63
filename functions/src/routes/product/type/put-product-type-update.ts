import { ProductTypeUpdate } from '@aed/shared/routes/product-type.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editProductType } from '../../../domain/product-type/product-type-service';

export const handler = defineHandler(ProductTypeUpdate, ({ actor, body }) => editProductType(actor, body));
