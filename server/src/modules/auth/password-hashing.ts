import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: a const enum, which erasable TypeScript cannot import. */
const ARGON2ID = 2;

/** Argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of nothing, verified when the account does not exist so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hash('decoy-password-never-used', options);
  await verifyPassword(await decoyHash, password);
}
