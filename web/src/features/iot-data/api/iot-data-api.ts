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

/** The key of the picker's answer for one device by id: the page seeds it with a device picked, so no request repeats it. */
export const iotDeviceKey = (deviceId: number) => iotDataKeys.devices({ keyword: undefined, deviceId });
/** The device a link names (`?deviceId=`): its option when it is in the caller's scope, null when not. */
export const iotDeviceQuery = (deviceId: number) =>
  queryOptions({
    queryKey: iotDeviceKey(deviceId),
    queryFn: () => api(IotDataDevices, { query: { deviceId } }),
    // a serial number rarely changes: a device picked (seeded) or looked up is not asked again at each choice
    staleTime: 10 * 60_000,
    select: (options) => options.find((d) => d.deviceId === deviceId) ?? null,
  });
/** None asked without an id. */
export const useIotDevice = (deviceId: number | null) => useQuery({ ...iotDeviceQuery(deviceId ?? 0), enabled: deviceId !== null });

/** One cursor page of a device's messages in a range. */
export const iotMessagesQuery = (query: IotMessagePageQuery) =>
  queryOptions({ queryKey: iotDataKeys.messages(query), queryFn: () => api(IotDataMessages, { query }), placeholderData: keepPreviousData });
/** None asked until a device and a valid range are picked. */
export const useIotMessages = (query: IotMessagePageQuery | null) => useQuery({ ...iotMessagesQuery(query ?? EMPTY_PAGE), enabled: !!query });

/** The chart's series of a device in a range. */
export const iotSeriesQuery = (query: IotSeriesQuery) => queryOptions({ queryKey: iotDataKeys.series(query), queryFn: () => api(IotDataSeries, { query }) });
export const useIotSeries = (query: IotSeriesQuery | null) => useQuery({ ...iotSeriesQuery(query ?? EMPTY_PAGE), enabled: !!query });

/** The key of a query not enabled (no device yet): never fetched. */
const EMPTY_PAGE = { deviceId: 0, from: '', to: '', limit: 0 };
