/**
 * Password hashing with Node's scrypt. The stored form carries its own parameters and salt,
 * `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const defaultCost = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 32;
const saltBytes = 16;

function deriveKey(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await deriveKey(password, salt, keyLength, defaultCost);
  const { N, r, p } = defaultCost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type ParsedHash = { cost: { N: number; r: number; p: number }; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((value) => Number.isInteger(value) && value > 0)) return undefined;
  const parsed = { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  return parsed.key.length >= 16 ? parsed : undefined;
}

/** Stands in for a missing hash, so an unknown user costs the same time as a wrong password. */
const decoy: ParsedHash = {
  cost: defaultCost,
  salt: randomBytes(saltBytes),
  key: randomBytes(keyLength),
};

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : undefined;
  const { cost, salt, key } = parsed ?? decoy;
  const derived = await deriveKey(password, salt, key.length, { ...cost, maxmem: 256 * cost.N * cost.r });
  const matches = timingSafeEqual(derived, key);
  return parsed !== undefined && matches;
}
