import { useMutation } from '@tanstack/react-query';
import type { SendDeviceCommandBody } from '@aed/shared/schemas/device-command';
import { DeviceCommand } from '@aed/shared/routes/device-command.routes';
import { api } from '../../../lib/api-client';

/** Sends a command (self-test, locate) to a device over MQTT; answers its cmdId. Changes no record the screen shows. */
export const sendDeviceCommand = (body: SendDeviceCommandBody) => api(DeviceCommand, { body });

export const useSendDeviceCommand = () => useMutation({ mutationFn: sendDeviceCommand });
