import { keptNamed } from '../../db/prepared';

/** The sales list's, its counts' and totals' and the sale page's statements, in one store (see keptNamed). */
export const kept = keptNamed(1000);

/** Runs the kept statement (see `kept`) of a query without placeholders. */
export const named = <T>(...args: Parameters<typeof kept<T>>): Promise<T> => kept(...args).execute();
