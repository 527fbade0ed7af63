import { useMutation } from '@tanstack/react-query';
import type { AccessorySearch } from '@aed/shared/schemas/accessory';
import { downloadFile } from '../../../lib/api-client';
import { ACCESSORY_API } from './accessory-keys';

/** `GET /product/accessory/export?<search>`: xlsx download in the UI language. */
export const exportAccessories = (search: AccessorySearch) => downloadFile(`${ACCESSORY_API}/export`, search);

export const useExportAccessories = () => useMutation({ mutationFn: exportAccessories });
