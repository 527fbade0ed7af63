import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../schemas/password';
import { idListQuery, pageQuery } from '../api/envelope';
import { loginBody } from '../schemas/auth';
import { addConfigBody } from '../schemas/config';
import { ERRORS } from '../errors/codes';
import { hasPermission, hasRole } from '../permissions/permissions';

describe('password rule (spec section 5)', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', true], // lower + digit + special
    ['ABCDEFG1', false], // two classes
    ['abcdefgh', false],
    ['Ab1!', false], // too short
    ['Abcdefghij1!Abcdefghi', false], // 21 characters
    ['Abcdefghij1!Abcdefgh', true], // 20 characters
  ])('%s -> %s', (password, ok) => expect(isStrongPassword(password)).toBe(ok));
});

describe('paging', () => {
  it('defaults to page 1 of 10 and caps the limit at 50', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuery.parse({ page: '3', limit: '500' })).toEqual({ page: 3, limit: 50 });
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
  });
  it('parses id lists and refuses junk', () => {
    expect(idListQuery.parse({ ids: '1,2,2' }).ids).toEqual([1, 2]);
    expect(idListQuery.safeParse({ ids: '1;drop' }).success).toBe(false);
  });
});

describe('login payload', () => {
  it('trims the username and names the empty field', () => {
    expect(loginBody.parse({ username: '  admin ', password: 'x' }).username).toBe('admin');
    const r = loginBody.safeParse({ username: ' ', password: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['auth.usernameRequired', 'auth.passwordRequired']);
  });
});

describe('schemas speak in error codes', () => {
  it('every custom message of the config schema is a known code', () => {
    const r = addConfigBody.safeParse({ configName: '', configKey: 'bad key', configValue: 'x' });
    for (const issue of r.error?.issues ?? []) expect(Object.keys(ERRORS)).toContain(issue.message);
  });
});

describe('permission and role checks (spec section 6)', () => {
  it('the wildcard and the admin role always pass', () => {
    expect(hasPermission(['*:*:*'], 'system:config:add')).toBe(true);
    expect(hasPermission(['system:config:list'], 'system:config:add')).toBe(false);
    expect(hasRole(['admin'], ['opsAdmin'])).toBe(true);
    expect(hasRole(['user'], ['opsAdmin'])).toBe(false);
  });
});
