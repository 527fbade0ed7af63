/** Product types (platform catalogue, docs/decisions/0013 and 0014). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as productType from '@aed/shared/schemas/product-type';
import type { RouteDefinition } from '../../route-types';

const P = '/product/type';

export const PRODUCT_TYPE_ROUTES = [
  { id: 'ProductTypePage', method: 'GET', path: `${P}/page`, entry: 'product/type/get-product-type-page', access: PERMISSIONS.productType.list, summary: 'Product types, one page', query: productType.productTypePageQuery },
  { id: 'ProductTypeInfo', method: 'GET', path: `${P}/info`, entry: 'product/type/get-product-type-info', access: PERMISSIONS.productType.query, summary: 'One product type by id', query: productType.productTypeInfoQuery },
  { id: 'ProductTypeOptions', method: 'GET', path: `${P}/optionselect`, entry: 'product/type/get-product-type-options', access: 'session', summary: 'Enabled product types for selectors' },
  { id: 'ProductTypeAdd', method: 'POST', path: `${P}/add`, entry: 'product/type/post-product-type-add', access: PERMISSIONS.productType.add, summary: 'Add a product type', body: productType.addProductTypeBody, log: { module: 'productType', type: 'add' } },
  { id: 'ProductTypeUpdate', method: 'PUT', path: `${P}/update`, entry: 'product/type/put-product-type-update', access: PERMISSIONS.productType.edit, summary: 'Update a product type', body: productType.updateProductTypeBody, log: { module: 'productType', type: 'update' } },
  { id: 'ProductTypeDelete', method: 'DELETE', path: `${P}/delete`, entry: 'product/type/delete-product-type', access: PERMISSIONS.productType.remove, summary: 'Delete product types not in use (ids=1,2)', query: productType.deleteProductTypeQuery, log: { module: 'productType', type: 'delete' } },
  { id: 'ProductTypeExport', method: 'GET', path: `${P}/export`, entry: 'product/type/get-product-type-export', access: PERMISSIONS.productType.export, summary: 'Product types matching the search as xlsx', query: productType.productTypeSearch, file: true, log: { module: 'productType', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
