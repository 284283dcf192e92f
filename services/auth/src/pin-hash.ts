/**
 * How a PIN is kept: scrypt with a random salt per PIN, compared in constant time. A 4-digit PIN has only
 * 10,000 values, so the hash alone cannot stop someone holding a copy of the database; it keeps the PIN
 * out of plain sight (logs, backups, admin screens) and the attempt limit (pin-policy.ts) guards the service.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PinHash {
  /** base64 */
  hash: string;
  /** base64 */
  salt: string;
}

const KEY_LENGTH = 32;
// Node's defaults (N=2^14, r=8, p=1): about 16 MB and some tens of ms per check, off the event loop.
const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1 };

const derive = (pin: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPin(pin: string): Promise<PinHash> {
  const salt = randomBytes(16);
  return { hash: (await derive(pin, salt)).toString('base64'), salt: salt.toString('base64') };
}

export async function pinMatches(pin: string, stored: PinHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(pin, Buffer.from(stored.salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
