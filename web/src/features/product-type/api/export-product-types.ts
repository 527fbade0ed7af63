import { useMutation } from '@tanstack/react-query';
import type { ProductTypeSearch } from '@aed/shared/schemas/product-type';
import { ProductTypeExport } from '@aed/shared/routes/product-type.routes';
import { download } from '../../../lib/api-client';

/** The product types matching the search as an xlsx download. */
export const exportProductTypes = (search: ProductTypeSearch) => download(ProductTypeExport, { query: search });

export const useExportProductTypes = () => useMutation({ mutationFn: exportProductTypes });
