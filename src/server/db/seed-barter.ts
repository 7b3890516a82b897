import type { Db } from './client';

/** Demo barter deals, tied to the demo complexes. Runs inside the demo seed's transaction. */
export async function seedBarter(_tx: Db): Promise<void> {}
