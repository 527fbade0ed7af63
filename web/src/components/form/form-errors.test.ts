import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { i18n } from '../../lib/i18n';
import { isRequiredCode, issuesToErrors } from './form-errors';

/** A form's fields as text, the way the forms hold them, parsed by a shared-style schema. */
const schema = z.object({
  name: z.string().trim().min(1, 'common.validation'),
  typeId: z.coerce.number().int().positive(),
  days: z.coerce.number().int().min(1, 'common.validation').max(365, 'common.validation'),
  ratio: z.coerce.number().gt(0).lt(1),
});
const messages = (values: Record<string, string>, withInput = true) => {
  const t = i18n.getFixedT('en', 'config');
  return issuesToErrors(t, schema.safeParse(values).error!, withInput ? { input: values } : {});
};

describe('field messages of the shared schemas (issue 14, item 11)', () => {
  it('says what is wrong with a number, for every number field', () => {
    expect(messages({ name: 'x', typeId: '3', days: '-3', ratio: '2' })).toEqual({
      days: 'Enter a number of at least 1',
      ratio: 'Enter a number less than 1',
    });
    expect(messages({ name: 'x', typeId: '3', days: '400', ratio: '0' })).toEqual({
      days: 'Enter a number of at most 365',
      ratio: 'Enter a number greater than 0',
    });
    expect(messages({ name: 'x', typeId: '3', days: '1.5', ratio: 'abc' })).toEqual({ days: 'Enter a whole number', ratio: 'Enter a number' });
  });

  it('keeps "required" for a field left empty', () => {
    expect(messages({ name: ' ', typeId: '', days: '', ratio: '' })).toEqual({
      name: 'This field is required',
      typeId: 'This field is required',
      days: 'This field is required',
      ratio: 'This field is required',
    });
    // without the values, an empty select (a positive id coerced to 0) still reads as required
    expect(messages({ name: 'x', typeId: '', days: '-3', ratio: '0.5' }, false)).toEqual({ typeId: 'This field is required', days: 'Enter a number of at least 1' });
  });

  it('says "required" in the same words on every screen and in every language', () => {
    const required = z.object({ name: z.string().trim().min(1, 'common.validation') });
    for (const lng of ['en', 'fr', 'zh-CN', 'zh-TW']) {
      const common = i18n.getFixedT(lng, 'common')('validation.required');
      for (const ns of ['config', 'handler', 'notify', 'post', 'user']) {
        expect(issuesToErrors(i18n.getFixedT(lng, ns), required.safeParse({ name: '' }).error!)).toEqual({ name: common });
      }
      // a required field refused by the server (common.required) reads the same
      expect(i18n.getFixedT(lng, 'errors')('common.required')).toBe(common);
    }
    expect(i18n.getFixedT('en', 'common')('validation.required')).toBe('This field is required');
  });
});

describe('one required wording at every field (issue 14, zh-CN walk item 6)', () => {
  it('says a required date of the device form like every other required field, in every language', async () => {
    const { deviceFields } = await import('@aed/shared/schemas/device');
    const values = { equipmentCode: '', equipmentName: '', serialNumber: '', modelId: '', deptId: '', productionDate: '', warrantyDate: '', reservedInstallDate: '' };
    const parsed = deviceFields.safeParse(values);
    for (const lng of ['en', 'fr', 'zh-CN', 'zh-TW']) {
      const t = i18n.getFixedT(lng, 'device');
      const errors = issuesToErrors(t, parsed.error!, { input: values });
      const required = t('common:validation.required');
      for (const name of ['equipmentCode', 'equipmentName', 'productionDate', 'warrantyDate', 'reservedInstallDate']) expect(errors[name], `${lng} ${name}`).toBe(required);
    }
  });
  it('keeps the codes whose text says why the field is needed, and the login wording', () => {
    expect(isRequiredCode('device.productionDateRequired')).toBe(true);
    expect(isRequiredCode('common.required')).toBe(true);
    expect(isRequiredCode('device.outboundRequired')).toBe(false);
    expect(isRequiredCode('auth.usernameRequired')).toBe(false);
    expect(isRequiredCode('device.numberFormat')).toBe(false);
  });
});
