import { LOGO_MAX_BYTES, LOGO_TOO_BIG, LOGO_TYPE } from '../../shared/school.js';
import { HttpError } from '../errors.js';

// A logo is taken only as what its first bytes say it is (never the name or the type the browser claims): a PNG,
// a JPEG or a WebP, at most 200 KB. Anything else (an SVG, which can carry script, included) is 400.

const KINDS: Array<{ type: string; is: (b: Buffer) => boolean }> = [
  { type: 'image/png', is: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', is: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', is: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The image in `base64`, its bytes and kind; 400 { detail } when it is too big or not one of the three kinds. */
export function checkLogo(base64: string): { bytes: Buffer; type: string } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new HttpError(400, LOGO_TYPE);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw new HttpError(400, LOGO_TOO_BIG);
  const kind = KINDS.find((k) => bytes.length >= 12 && k.is(bytes));
  if (!kind) throw new HttpError(400, LOGO_TYPE);
  return { bytes, type: kind.type };
}
