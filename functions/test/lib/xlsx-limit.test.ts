import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES } from '../../src/lib/file-result';
import { xlsxFile } from '../../src/lib/xlsx';

const words = { sheet: 'Log', id: 'Id', text: 'Text' } as const;
const sheet = (rows: number, chars: number) => ({
  words,
  columns: [['id', 10], ['text', 60]] as ['id' | 'text', number][],
  rows: Array.from({ length: rows }, (_, i) => ({ id: String(i), text: randomBytes(chars).toString('base64').slice(0, chars) })),
});

describe('xlsx exports larger than one answer', () => {
  it('are refused with file.exportTooLarge instead of an answer a Lambda cannot return', async () => {
    // random text does not compress: about 1.6 MB of cells make a workbook over a 1 MB limit
    await expect(xlsxFile('big', sheet(800, 2000), undefined, 1024 * 1024)).rejects.toMatchObject({ errorCode: 'file.exportTooLarge', status: 413 });
  });

  it('go through below the limit, which keeps the base64 answer under 6 MB', async () => {
    const file = await xlsxFile('small', sheet(50, 200));
    expect(file.body.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(Math.ceil(MAX_ANSWER_BYTES / 3) * 4).toBeLessThan(6 * 1024 * 1024 - 64 * 1024);
  });
});
