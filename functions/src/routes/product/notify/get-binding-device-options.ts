import { BindingDeviceOptions } from '@aed/shared/routes/notify.routes';
import { defineHandler } from '../../../lib/define-handler';
import { bindingDeviceOptions } from '../../../domain/notify/binding-target';

export const handler = defineHandler(BindingDeviceOptions, ({ actor, query }) => bindingDeviceOptions(actor, query));
