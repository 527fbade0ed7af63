import { describe, expect, it } from 'vitest';
import { handlerSearch } from '../schemas/handler';
import { addNotifyPersonBody, notifyPersonSearch } from '../schemas/notify';

describe('notify person and handler schemas (decision 0019)', () => {
  it('reads an empty device filter as no filter, 0 as the whole organization only', () => {
    for (const schema of [notifyPersonSearch, handlerSearch]) {
      expect(schema.parse({ deviceId: '' }).deviceId).toBeUndefined();
      expect(schema.parse({}).deviceId).toBeUndefined();
      expect(schema.parse({ deviceId: '0' }).deviceId).toBe(0);
      expect(schema.parse({ deviceId: '7' }).deviceId).toBe(7);
      expect(schema.safeParse({ deviceId: '-1' }).success).toBe(false);
    }
  });

  it('requires name, phone and email with the common "This field is required", a channel and an event', () => {
    const codes = (body: object) => {
      const r = addNotifyPersonBody.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(codes({ deptId: 1, personName: ' ', phone: '', email: '' })).toEqual(expect.arrayContaining(['personName:common.required', 'phone:common.required', 'email:common.required']));
    const ok = { deptId: 1, personName: 'A', phone: '+33 1 23 45 67 89', email: 'a@example.com' };
    expect(codes(ok)).toEqual([]);
    expect(addNotifyPersonBody.parse(ok)).toMatchObject({ deviceId: 0, notifyEmail: true, notifyPush: false, events: ['red', 'yellow', 'pink', 'purple'], status: '0' });
    expect(addNotifyPersonBody.parse({ ...ok, events: ['purple', 'red', 'red'] }).events).toEqual(['red', 'purple']);
    expect(codes({ ...ok, notifyEmail: false })).toEqual(['notifyEmail:notify.noChannel']);
    expect(codes({ ...ok, events: [] })).toEqual(['events:notify.noEvent']);
    expect(codes({ ...ok, phone: '12' })).toEqual(['phone:user.phoneFormat']);
    expect(codes({ ...ok, email: 'nope' })).toEqual(['email:user.emailFormat']);
  });
});
