import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum in an ambient declaration, which isolatedModules cannot inline; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's minimum for argon2id (m=19 MiB, t=2, p=1), stated rather than inherited from library defaults. */
export const passwordHashOptions = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/** False for a wrong password and for a hash that cannot be parsed: either way, no login. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first login, so that login is not the slow one that tells. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/**
 * Spends the same argon2 work as a real check, for an e-mail nobody registered: without it the answer
 * time alone would tell an attacker which addresses have accounts.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
