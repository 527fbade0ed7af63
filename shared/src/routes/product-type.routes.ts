/** Product types (platform catalogue, docs/decisions/0013 and 0014). */
import { PERMISSIONS } from '../permissions/permissions';
import * as productType from '../schemas/product-type';
import { noData, pageOf } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

const P = '/product/type';

export const ProductTypePage = defineRoute({ id: 'ProductTypePage', method: 'GET', path: `${P}/page`, access: PERMISSIONS.productType.list, summary: 'Product types, one page', query: productType.productTypePageQuery, response: pageOf(productType.productTypeRecord) });
export const ProductTypeInfo = defineRoute({ id: 'ProductTypeInfo', method: 'GET', path: `${P}/info`, access: PERMISSIONS.productType.query, summary: 'One product type by id', query: productType.productTypeInfoQuery, response: productType.productTypeRecord });
export const ProductTypeOptions = defineRoute({ id: 'ProductTypeOptions', method: 'GET', path: `${P}/optionselect`, access: 'session', summary: 'Enabled product types for selectors', response: z.array(productType.productTypeOption) });
export const ProductTypeAdd = defineRoute({ id: 'ProductTypeAdd', method: 'POST', path: `${P}/add`, access: PERMISSIONS.productType.add, summary: 'Add a product type', body: productType.addProductTypeBody, log: { module: 'productType', type: 'add' }, response: productType.productTypeRecord });
export const ProductTypeUpdate = defineRoute({ id: 'ProductTypeUpdate', method: 'PUT', path: `${P}/update`, access: PERMISSIONS.productType.edit, summary: 'Update a product type', body: productType.updateProductTypeBody, log: { module: 'productType', type: 'update' }, response: productType.productTypeRecord });
export const ProductTypeDelete = defineRoute({ id: 'ProductTypeDelete', method: 'DELETE', path: `${P}/delete`, access: PERMISSIONS.productType.remove, summary: 'Delete product types not in use (ids=1,2)', query: productType.deleteProductTypeQuery, log: { module: 'productType', type: 'delete' }, response: noData });
export const ProductTypeExport = defineRoute({ id: 'ProductTypeExport', method: 'GET', path: `${P}/export`, access: PERMISSIONS.productType.export, summary: 'Product types matching the search as xlsx', query: productType.productTypeSearch, file: true, log: { module: 'productType', type: 'export' } });
export const PRODUCT_TYPE_ROUTES = [ProductTypePage, ProductTypeInfo, ProductTypeOptions, ProductTypeAdd, ProductTypeUpdate, ProductTypeDelete, ProductTypeExport] as const;
