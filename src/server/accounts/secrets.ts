import crypto from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane).
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // An account without a password (Google only) still costs one hash, so timing tells nothing.
  if (!passwordHash) {
    await hash(password, ARGON2);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** 32 random bytes, URL-safe: session ids and emailed tokens. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** What the database keeps of a token: a leaked table gives no usable session or link. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
