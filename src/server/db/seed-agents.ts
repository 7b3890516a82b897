import type { Db } from './client';

/** Demo agents, tied to the demo complexes. Runs inside the demo seed's transaction. */
export async function seedAgents(_tx: Db): Promise<void> {}
