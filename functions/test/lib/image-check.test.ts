/** What an uploaded image is, from its bytes: header and dimensions, and whole framing (functions/src/lib/image-check.ts). */
import { describe, expect, it } from 'vitest';
import { inspectImage } from '../../src/lib/image-check';
import { PNG_SIGNATURE, gifImage, jpegImage, pngImage, pngOfSize, tiffImage, webpImage } from '../image-fixtures';

const WHOLE = [
  ['png', pngImage(3, 2), 3, 2],
  ['jpg', jpegImage(5, 4), 5, 4],
  ['gif', gifImage(7, 6), 7, 6],
  ['webp', webpImage(9, 8), 9, 8],
  ['tiff', tiffImage(11, 10), 11, 10],
] as const;

describe('inspectImage', () => {
  it.each(WHOLE)('reads a whole %s: format and dimensions', (format, bytes, width, height) => {
    expect(inspectImage(bytes)).toEqual({ format, width, height });
  });

  it.each(WHOLE)('refuses a %s cut anywhere', (_format, bytes) => {
    for (let cut = 1; cut < bytes.length; cut += 1) expect(inspectImage(bytes.subarray(0, cut)), `cut at ${cut} of ${bytes.length}`).toBeNull();
  });

  it('refuses a bare signature, a signature with filler, and what is no image', () => {
    expect(inspectImage(PNG_SIGNATURE)).toBeNull();
    expect(inspectImage(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 1)]))).toBeNull();
    expect(inspectImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]))).toBeNull();
    expect(inspectImage(Buffer.concat([Buffer.from([0x4d, 0x4d, 0x00, 0x2a]), Buffer.alloc(64, 2)]))).toBeNull();
    expect(inspectImage(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 4)]))).toBeNull();
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeNull();
    expect(inspectImage(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a png whose chunk checksum is wrong, or without pixel data', () => {
    const damaged = Buffer.from(pngImage(2, 2));
    damaged[damaged.length - 20] ^= 0xff; // inside IDAT
    expect(inspectImage(damaged)).toBeNull();
    const noData = Buffer.concat([pngImage().subarray(0, 33), pngImage().subarray(-12)]); // signature, IHDR, IEND
    expect(inspectImage(noData)).toBeNull();
  });

  it('refuses a tiff whose strip lies beyond the file, and a webp whose size lies', () => {
    const tiff = tiffImage(4, 4);
    expect(inspectImage(tiff.subarray(0, tiff.length - 1))).toBeNull();
    const webp = Buffer.from(webpImage());
    webp.writeUInt32LE(webp.readUInt32LE(4) + 100, 4);
    expect(inspectImage(webp)).toBeNull();
  });

  it('reports the dimensions a header claims (the caller refuses absurd ones)', () => {
    expect(inspectImage(pngImage(9000, 1))).toMatchObject({ width: 9000, height: 1 });
    expect(inspectImage(webpImage(16000, 2))).toMatchObject({ width: 16000, height: 2 });
    expect(inspectImage(jpegImage(1, 65535))).toMatchObject({ width: 1, height: 65535 });
  });

  it('takes bytes after a whole png (as image tools sometimes append)', () => {
    expect(inspectImage(pngOfSize(4096, 7))).toEqual({ format: 'png', width: 1, height: 1 });
  });
});
