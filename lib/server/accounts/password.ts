/**
 * Account passwords, stored with scrypt (node:crypto, memory-hard: N = 2^15, r = 8 uses 32 MiB
 * per hash; no dependency to keep up to date). The stored text is
 * `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`, so the cost can grow later and old
 * hashes still verify.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
/** Shortest password an account may have. */
export const MIN_PASSWORD = 10;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, { N: 2 ** logN, r, p, maxmem: 2 * 128 * 2 ** logN * r + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The stored form of `password` (a fresh random salt each time). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, R, P);
  return `scrypt$${LOG_N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Whether `password` matches `stored`; false (never a throw) for a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0 && n < 32)) return false;
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (expected.length !== KEY_BYTES) return false;
  const key = await derive(password, Buffer.from(parts[4] ?? "", "base64url"), logN, r, p);
  return timingSafeEqual(key, expected);
}

/** Why `password` cannot be an account's password, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD) return `A password needs at least ${MIN_PASSWORD} characters.`;
  if (password.length > 1024) return "A password has at most 1024 characters.";
  return null;
}
