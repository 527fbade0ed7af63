import { useMutation } from '@tanstack/react-query';
import type { RegionSearch } from '@aed/shared/schemas/region';
import { downloadFile } from '../../../lib/api-client';
import { REGION_API, definedOnly } from './region-keys';

/** `GET /product/region/export?<search>`: xlsx download in the UI language. */
export const exportRegions = (search: RegionSearch) => downloadFile(`${REGION_API}/export`, definedOnly(search));

export const useExportRegions = () => useMutation({ mutationFn: exportRegions });
