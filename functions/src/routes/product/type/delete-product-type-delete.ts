import { ProductTypeDelete } from '@aed/shared/routes/product-type.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeProductTypes } from '../../../domain/product-type/product-type-service';

export const handler = defineHandler(ProductTypeDelete, ({ query }) => removeProductTypes(query.ids));
