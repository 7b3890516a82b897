import type { Db } from './client';

/** Demo bookings in every state and advance payments, tied to the demo complexes. Runs inside the demo seed's transaction. */
export async function seedBookings(_tx: Db): Promise<void> {}
