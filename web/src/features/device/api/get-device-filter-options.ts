import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueFilterOptions } from '@aed/shared/schemas/device-model';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_API, deviceKeys } from './device-keys';

/**
 * `GET /product/device/filterOptions`: every product type and model, disabled ones too (devices of a disabled model
 * still exist and must be found), for the list's filters. The form's selectors keep the enabled-only `optionselect`.
 */
export const getDeviceFilterOptions = () => legacyApi.get<CatalogueFilterOptions>(`${DEVICE_API}/filterOptions`);

export const deviceFilterOptionsQuery = () => queryOptions({ queryKey: deviceKeys.filterOptions(), queryFn: getDeviceFilterOptions, staleTime: 60_000 });

export const useDeviceFilterOptions = () => useQuery(deviceFilterOptionsQuery());
