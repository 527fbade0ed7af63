import type { TFunction } from 'i18next';
import type { ImportRowMessage } from '@aed/shared/schemas/import';
import { translateErrorCode } from '../../lib/error-message';

/**
 * One row message of an import as text: `<module>.import*` codes name the row themselves, other codes (the rule the
 * row broke: quotas, formats...) are shown after "Row {row}: ". A `field` parameter is shown by its translated column
 * name (`fields.<field>` of the feature namespace).
 */
export function importRowText(t: TFunction, message: ImportRowMessage, selfNamedPrefix: string): string {
  const params: Record<string, unknown> = { ...message.params, row: message.row };
  if (typeof params.field === 'string') params.field = t(`fields.${params.field}`, { defaultValue: params.field });
  const text = translateErrorCode(t, message.errorCode, params) ?? message.errorCode;
  return message.errorCode.startsWith(selfNamedPrefix) ? text : `${t('import.rowPrefix', { row: message.row })}${text}`;
}
