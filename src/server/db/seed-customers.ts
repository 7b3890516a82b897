import type { Db } from './client';

/** Demo customers (individuals and companies, Georgian and foreign), tied to the demo complexes. Runs inside the demo seed's transaction. */
export async function seedCustomers(_tx: Db): Promise<void> {}
