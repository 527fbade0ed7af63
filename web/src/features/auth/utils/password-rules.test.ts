import { describe, expect, it } from 'vitest';
import { fieldOfErrorCode, validatePasswordChange } from './password-rules';

describe('validatePasswordChange', () => {
  it('accepts a valid change', () => {
    expect(validatePasswordChange({ oldPassword: 'Old#pass1', newPassword: 'New#pass2', confirmPassword: 'New#pass2' })).toEqual({});
  });

  it('requires the old password', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: 'New#pass2', confirmPassword: 'New#pass2' }).oldPassword).toBe('errors:password.oldRequired');
  });

  it('rejects a weak or unchanged new password', () => {
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'short', confirmPassword: 'short' }).newPassword).toBe('errors:password.weak');
    expect(validatePasswordChange({ oldPassword: 'New#pass2', newPassword: 'New#pass2', confirmPassword: 'New#pass2' }).newPassword).toBe('errors:password.sameAsOld');
  });

  it('requires the confirmation to equal the new password', () => {
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'New#pass2', confirmPassword: 'New#pass3' }).confirmPassword).toBe('auth:password.mismatch');
  });

  it('places server errors on their field', () => {
    expect(fieldOfErrorCode('password.oldWrong')).toBe('oldPassword');
    expect(fieldOfErrorCode('password.weak')).toBe('newPassword');
    expect(fieldOfErrorCode('common.internal')).toBeUndefined();
  });
});
