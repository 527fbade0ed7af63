import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IotDataDevices, IotDataMessages, IotDataSeries } from '@aed/shared/routes/iot-data.routes';
import type { IotDeviceOptionsQuery, IotMessagePageQuery, IotSeriesQuery } from '@aed/shared/schemas/iot-data';
import { api } from '../../../lib/api-client';

/** Query keys of the IoT data screen (decision 0049). */
export const iotDataKeys = {
  all: ['iotData'] as const,
  devices: (query: IotDeviceOptionsQuery) => [...iotDataKeys.all, 'devices', query] as const,
  messages: (query: IotMessagePageQuery) => [...iotDataKeys.all, 'messages', query] as const,
  series: (query: IotSeriesQuery) => [...iotDataKeys.all, 'series', query] as const,
};

/** Devices of the caller's scope by serial number, for the picker. */
export const useIotDevices = (query: IotDeviceOptionsQuery) =>
  useQuery(queryOptions({ queryKey: iotDataKeys.devices(query), queryFn: () => api(IotDataDevices, { query }), placeholderData: keepPreviousData }));

/** One cursor page of a device's messages in a range (none asked until a device and a valid range are picked). */
export const useIotMessages = (query: IotMessagePageQuery | null) =>
  useQuery({ queryKey: iotDataKeys.messages(query ?? ({} as IotMessagePageQuery)), queryFn: () => api(IotDataMessages, { query: query! }), enabled: !!query, placeholderData: keepPreviousData });

/** The chart's series of a device in a range. */
export const useIotSeries = (query: IotSeriesQuery | null) =>
  useQuery({ queryKey: iotDataKeys.series(query ?? ({} as IotSeriesQuery)), queryFn: () => api(IotDataSeries, { query: query! }), enabled: !!query });
