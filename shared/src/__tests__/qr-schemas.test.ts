import { describe, expect, it } from 'vitest';
import { generateQrBody, tokenOfScan } from '../schemas/qr';

describe('QR schemas (decision 0042)', () => {
  const token = 'AbCdEfGhIjKlMnOpQrSt_-';
  it('reads the token from a scanned URL or a bare token, and nothing else', () => {
    expect(tokenOfScan(token)).toBe(token);
    expect(tokenOfScan(` https://aed.example.com/deviceInfo?code=${token}\n`)).toBe(token);
    expect(tokenOfScan(`https://aed.example.com/deviceResume?lang=fr&code=${token}`)).toBe(token);
    expect(tokenOfScan('SN-12345')).toBeNull();
    expect(tokenOfScan(`https://x/deviceInfo?code=${token}xx`)).toBeNull();
  });
  it('defaults to 1 label of 30 x 15 mm, template 0, and refuses a width below the height', () => {
    expect(generateQrBody.parse({ bound: false, deptId: 5 })).toMatchObject({ amount: 1, width: 30, height: 15, template: 0, length: 6, unit: 'mm' });
    const refused = generateQrBody.safeParse({ bound: false, deptId: 5, width: 15, height: 30 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toContain('qr.widthBelowHeight');
    expect(refused.error?.issues.find((i) => i.message === 'qr.widthBelowHeight')?.path).toEqual(['width']);
    expect(generateQrBody.safeParse({ bound: false, deptId: 5, width: 20, height: 20 }).success).toBe(true);
  });
  it('prints 0 to 22 characters of the token, in mm only', () => {
    expect(generateQrBody.safeParse({ bound: false, deptId: 5, length: 0 }).success).toBe(true);
    expect(generateQrBody.safeParse({ bound: false, deptId: 5, length: 22 }).success).toBe(true);
    expect(generateQrBody.safeParse({ bound: false, deptId: 5, length: 23 }).success).toBe(false);
    expect(generateQrBody.safeParse({ bound: false, deptId: 5, unit: 'cm' }).success).toBe(false);
  });
});
