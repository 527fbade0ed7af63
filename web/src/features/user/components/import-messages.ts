import type { TFunction } from 'i18next';
import type { ImportRowMessage } from '@aed/shared/schemas/user';
import { translateErrorCode } from '../../../lib/error-message';

/**
 * One row message of an import as text: `user.import*` codes name the row themselves, other codes (quotas, user
 * types...) are shown after "Row {row}: ". A `field` parameter is shown by its translated column name.
 */
export function importRowText(t: TFunction, message: ImportRowMessage): string {
  const params: Record<string, string | number> = { ...message.params, row: message.row };
  if (typeof params.field === 'string') params.field = t(`fields.${params.field}`, { defaultValue: params.field });
  const text = translateErrorCode(t, message.errorCode, params) ?? message.errorCode;
  return message.errorCode.startsWith('user.import') ? text : `${t('import.rowPrefix', { row: message.row })}${text}`;
}
