import zlib from 'node:zlib';
import QRCode from 'qrcode';

// A tracked link's QR code, print-ready: made on the server (no script in the console for it), with the
// standard quiet zone of four modules, error correction M (a flyer's code survives a crease or a smudge).

/** The PNG is at least this wide: enough for an A4 poster. */
export const QR_PNG_MIN_WIDTH = 1024;
const MARGIN = 4;
const OPTIONS = { errorCorrectionLevel: 'M', margin: MARGIN } as const;

export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { ...OPTIONS, type: 'svg' });

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The PNG: 8-bit greyscale, each module a whole number of pixels (sharp edges at any print size). Written
 * here rather than by the library's PNG renderer, which sets every pixel in a JavaScript loop: a row of
 * pixels is made once per row of modules and copied, so the work is native fills and copies.
 */
export function qrPng(url: string): Buffer {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  const size = modules.size + 2 * MARGIN;
  const scale = Math.ceil(QR_PNG_MIN_WIDTH / size);
  const width = size * scale;
  const stride = width + 1; // each row starts with its filter byte (0: none)
  const raw = Buffer.alloc(stride * width, 0xff);
  for (let y = 0; y < width; y++) raw[y * stride] = 0;
  for (let my = 0; my < modules.size; my++) {
    const top = (my + MARGIN) * scale * stride;
    for (let mx = 0; mx < modules.size; mx++) {
      if (!modules.get(my, mx)) continue;
      const left = top + 1 + (mx + MARGIN) * scale;
      raw.fill(0, left, left + scale);
    }
    for (let row = 1; row < scale; row++) raw.copy(raw, top + row * stride, top, top + stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
