import { hash, verify } from '@node-rs/argon2';

// Argon2id is the library's default algorithm.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Hashed once, so a login for an unknown user costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hash('timing-equaliser'));
