/**
 * The model's maintenance cadence (decision 0045): when nobody gives a device's next maintenance date, the
 * maintenance plan takes the last maintenance (or the installation) plus the model's months between maintenances.
 */
import { addMonths } from '@aed/shared/schemas/accessory';
import { getDeviceModel } from '../../data/access/catalogue-reads';

/** Months between two maintenances of a model (models from before the cadence existed: 12). */
export const DEFAULT_SERVICE_MONTHS = 12;

/** The next maintenance due after `from` (YYYY-MM-DD) by the device's model, or '' when the model plans none. */
export async function cadenceDue(modelId: number, from: string): Promise<string> {
  if (!from) return '';
  const model = await getDeviceModel(modelId);
  const months = model?.serviceMonths ?? DEFAULT_SERVICE_MONTHS;
  return months > 0 ? addMonths(from.slice(0, 10), months) : '';
}
