/**
 * What an uploaded image really is, read from its bytes (docs/decisions/0031): `image-size` reads the header and
 * the dimensions, and a walk of the format's own framing proves the file is whole (a PNG's chunks with their CRCs up
 * to IEND, a JPEG's segments up to the end-of-image marker after the scan, a GIF's blocks up to its trailer, a WebP's
 * RIFF chunks, a TIFF's first directory and the strips or tiles it points at). Nothing is decoded.
 */
import { crc32 } from 'node:zlib';
import { imageSize } from 'image-size';

export type ImageFormat = 'png' | 'jpg' | 'gif' | 'webp' | 'tiff';

export interface ImageFacts {
  format: ImageFormat;
  width: number;
  height: number;
}

/** The format's framing is complete and consistent with the file's length. */
const WHOLE: Record<ImageFormat, (b: Buffer) => boolean> = { png: pngIsWhole, jpg: jpegIsWhole, gif: gifIsWhole, webp: webpIsWhole, tiff: tiffIsWhole };

/** The image's format and dimensions when it is a whole png, jpeg, gif, webp or tiff file; otherwise null. */
export function inspectImage(bytes: Buffer): ImageFacts | null {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return null; // unknown type, or a header that ends too early
  }
  const format = size.type as ImageFormat;
  if (!(format in WHOLE) || !size.width || !size.height) return null;
  try {
    return WHOLE[format](bytes) ? { format, width: size.width, height: size.height } : null;
  } catch {
    return null; // a read past the end: truncated
  }
}

/** Signature, IHDR first, every chunk inside the file with a matching CRC, at least one IDAT, then IEND. */
function pngIsWhole(b: Buffer): boolean {
  let offset = 8;
  let first = true;
  let data = false;
  while (offset + 12 <= b.length) {
    const length = b.readUInt32BE(offset);
    const type = b.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > b.length) return false;
    if (b.readUInt32BE(end - 4) !== crc32(b.subarray(offset + 4, end - 4))) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data;
    offset = end;
  }
  return false;
}

/** Segments with their lengths up to the first scan, a frame header before it, and the end-of-image marker after it. */
function jpegIsWhole(b: Buffer): boolean {
  let offset = 2;
  let frame = false;
  while (offset + 4 <= b.length) {
    if (b[offset] !== 0xff) return false;
    const marker = b[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > b.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frame = true;
    if (marker === 0xda) return frame && b.indexOf(Buffer.from([0xff, 0xd9]), offset + 2 + length) !== -1;
    offset += 2 + length;
  }
  return false;
}

/** Header, colour table, extension and image blocks with their sub-blocks, at least one image, then the trailer. */
function gifIsWhole(b: Buffer): boolean {
  const skipSubBlocks = (at: number): number => {
    while (at < b.length && b[at] !== 0) at += b[at] + 1;
    return at < b.length ? at + 1 : -1;
  };
  const flags = b[10];
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let images = 0;
  while (offset > 0 && offset < b.length) {
    const block = b[offset];
    if (block === 0x3b) return images > 0;
    if (block === 0x21) offset = skipSubBlocks(offset + 2);
    else if (block === 0x2c) {
      const local = b[offset + 9];
      offset = skipSubBlocks(offset + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1);
      images += 1;
    } else return false;
  }
  return false;
}

/** The RIFF size matches the file, and its chunks (padded to even sizes) fill it exactly. */
function webpIsWhole(b: Buffer): boolean {
  const end = 8 + b.readUInt32LE(4);
  if (end > b.length || end < 20) return false;
  let offset = 12;
  while (offset + 8 <= end) offset += 8 + b.readUInt32LE(offset + 4) + (b.readUInt32LE(offset + 4) % 2);
  return offset === end;
}

const TIFF_TYPE_BYTES: Record<number, number> = { 3: 2, 4: 4 };

/** The first directory lies inside the file, and so does every strip or tile it points at. */
function tiffIsWhole(b: Buffer): boolean {
  const le = b[0] === 0x49;
  if (b.readUInt16BE(2) !== (le ? 0x2a00 : 0x002a)) return false; // BigTIFF is not taken
  const u16 = (at: number) => (le ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (le ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const ifd = u32(4);
  const count = u16(ifd);
  if (ifd + 2 + count * 12 + 4 > b.length) return false;
  const values = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const size = TIFF_TYPE_BYTES[u16(entry + 2)];
    if (!size) continue;
    const n = u32(entry + 4);
    const at = n * size <= 4 ? entry + 8 : u32(entry + 8);
    if (at + n * size > b.length) return false;
    values.set(u16(entry), Array.from({ length: n }, (_, k) => (size === 2 ? u16(at + k * 2) : u32(at + k * 4))));
  }
  const offsets = values.get(273) ?? values.get(324); // StripOffsets or TileOffsets
  const counts = values.get(279) ?? values.get(325); // StripByteCounts or TileByteCounts
  if (!offsets?.length || offsets.length !== counts?.length) return false;
  return offsets.every((start, i) => counts[i] > 0 && start + counts[i] <= b.length);
}
