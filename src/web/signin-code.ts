/**
 * The short sign-in code sent beside each link, for a person who reads the email on another device.
 * Eight digits are quick to type but cheap to guess from a fast hash, so the stored form is scrypt salted
 * with the link's token hash; tries are limited per link (see SignIn).
 */
import { randomInt, scrypt, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 8;
const KEY_BYTES = 32;

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** As the email shows it: two groups of four. */
export function showCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

/** The digits of a typed code (spaces and dashes ignored), or undefined when it is not a code at all. */
export function readCode(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^[0-9]{${CODE_DIGITS}}$`).test(digits) ? digits : undefined;
}

export function hashCode(code: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, KEY_BYTES, { N: 2 ** 14, r: 8, p: 1 }, (err, key) => (err ? reject(err) : resolve(key.toString('hex')))),
  );
}

/** Constant-time comparison of a typed code with a stored hash. */
export async function codeMatches(code: string, salt: string, stored: string): Promise<boolean> {
  const typed = Buffer.from(await hashCode(code, salt), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return typed.length === kept.length && timingSafeEqual(typed, kept);
}
