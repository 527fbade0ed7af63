import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeviceFilterOptions } from '@aed/shared/routes/device.routes';
import { api } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/**
 * Every product type and model, disabled ones too (devices of a disabled model still exist and must be found), for
 * the list's filters. The form's selectors keep the enabled-only options.
 */
export const getDeviceFilterOptions = () => api(DeviceFilterOptions);

export const deviceFilterOptionsQuery = () => queryOptions({ queryKey: deviceKeys.filterOptions(), queryFn: getDeviceFilterOptions, staleTime: 60_000 });

export const useDeviceFilterOptions = () => useQuery(deviceFilterOptionsQuery());
