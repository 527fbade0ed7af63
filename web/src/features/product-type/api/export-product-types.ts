import { useMutation } from '@tanstack/react-query';
import type { ProductTypeSearch } from '@aed/shared/schemas/product-type';
import { downloadFile } from '../../../lib/api-client';
import { PRODUCT_TYPE_API } from './product-type-keys';

/** `GET /product/type/export?<search>`: xlsx download. */
export const exportProductTypes = (search: ProductTypeSearch) => downloadFile(`${PRODUCT_TYPE_API}/export`, search);

export const useExportProductTypes = () => useMutation({ mutationFn: exportProductTypes });
