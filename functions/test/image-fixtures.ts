/**
 * Whole image files of every format the platform takes (png, jpeg, gif, webp, tiff), built in the test: the server
 * checks an upload's header, dimensions and framing (functions/src/lib/image-check.ts), so a signature followed by
 * filler is no longer an image. The png and tiff files are real images of any size; the gif and webp are real at
 * 1 x 1 (a larger size is a header claiming it around the same pixel data); the jpeg has whole framing (segments,
 * frame header, scan, end marker) around a placeholder scan. The server reads no more than that.
 */
import { crc32, deflateSync } from 'node:zlib';

const u16le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
const u32le = (n: number) => { const b = Buffer.alloc(4); b.writeUInt32LE(n); return b; };
const u32be = (n: number) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; };
const u16be = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real RGBA png of `width` x `height` pixels of one grey (`fill`). */
export function pngImage(width = 1, height = 1, fill = 0): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, fill)]);
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A png of exactly `total` bytes: a 1x1 image followed by `fill` bytes after its end (what a browser draws, and a
 * file as large as the test needs).
 */
export function pngOfSize(total: number, fill = 0): Buffer {
  const pixel = pngImage(1, 1, fill);
  if (total < pixel.length) throw new Error(`a png takes at least ${pixel.length} bytes`);
  return Buffer.concat([pixel, Buffer.alloc(total - pixel.length, fill)]);
}

/** A jpeg's framing for `width` x `height`: JFIF header, baseline frame header, one scan of `scanBytes`, end marker. */
export function jpegImage(width = 1, height = 1, fill = 0x11, scanBytes = 32): Buffer {
  const segment = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker]), u16be(data.length + 2), data]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    segment(0xc0, Buffer.concat([Buffer.from([8]), u16be(height), u16be(width), Buffer.from([1, 1, 0x11, 0])])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.alloc(scanBytes, fill & 0x7f),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A gif claiming `width` x `height` around one pixel's data (a real image at 1 x 1). */
export function gifImage(width = 1, height = 1): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16le(width),
    u16le(height),
    Buffer.from([0x00, 0x00, 0x00]),
    Buffer.from([0x2c]),
    u16le(0),
    u16le(0),
    u16le(width),
    u16le(height),
    Buffer.from([0x80, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from([0x3b]),
  ]);
}

/** A real lossless webp of 1 x 1 pixel, or a VP8L header claiming `width` x `height`. */
export function webpImage(width = 1, height = 1): Buffer {
  const w = width - 1;
  const h = height - 1;
  const vp8l = Buffer.from([0x2f, w & 0xff, ((w >> 8) & 0x3f) | ((h & 0x3) << 6), (h >> 2) & 0xff, ((h >> 10) & 0x0f) | 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07]);
  const chunk = Buffer.concat([Buffer.from('VP8L', 'latin1'), u32le(vp8l.length), vp8l, Buffer.alloc(vp8l.length % 2)]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32le(4 + chunk.length), Buffer.from('WEBP', 'latin1'), chunk]);
}

/** A real little-endian 8-bit greyscale tiff of `width` x `height` pixels in one strip. */
export function tiffImage(width = 1, height = 1, fill = 0x80): Buffer {
  const entries: [number, number, number][] = [
    [256, 3, width],
    [257, 3, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 0], // strip offset, set below
    [277, 3, 1],
    [278, 3, height],
    [279, 4, width * height],
  ];
  const ifdSize = 2 + entries.length * 12 + 4;
  const dataOffset = 8 + ifdSize;
  const ifd = Buffer.concat([
    u16le(entries.length),
    ...entries.map(([tag, type, value]) => Buffer.concat([u16le(tag), u16le(type), u32le(1), type === 3 ? Buffer.concat([u16le(value), u16le(0)]) : u32le(tag === 273 ? dataOffset : value)])),
    u32le(0),
  ]);
  return Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), u32le(8), ifd, Buffer.alloc(width * height, fill)]);
}
