import { DeviceFilterOptions } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { catalogueFilterOptions } from '../../../domain/catalogue/catalogue-options';

export const handler = defineHandler(DeviceFilterOptions, () => catalogueFilterOptions());
