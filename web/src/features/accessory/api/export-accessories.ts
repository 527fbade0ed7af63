import { useMutation } from '@tanstack/react-query';
import type { AccessorySearch } from '@aed/shared/schemas/accessory';
import { AccessoryExport } from '@aed/shared/routes/accessory.routes';
import { download } from '../../../lib/api-client';

/** Xlsx download in the UI language. */
export const exportAccessories = (search: AccessorySearch) => download(AccessoryExport, { query: search });

export const useExportAccessories = () => useMutation({ mutationFn: exportAccessories });
