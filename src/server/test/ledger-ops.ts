import fc from 'fast-check';
import { toMinor } from '@shared/money/money';

// What the ledger property tests (a sale's, a renovation's, a container's) do to payments, in any order.

export type LedgerOp =
  | { kind: 'pay'; cents: number; ccy: 'USD' | 'GEL'; day: number }
  | { kind: 'change'; pick: number; cents: number; day: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'payAndDelete'; cents: number; day: number };

/** The payment dates the operations pick from (`day` is an index). */
export const LEDGER_DAYS = [
  '2024-01-05',
  '2024-01-10',
  '2024-02-01',
  '2024-02-10',
  '2024-03-15',
  '2024-05-01',
  '2024-08-20',
];

/** The sum of decimal amounts in minor units. */
export const sumMinor = (values: string[]) => values.reduce((total, v) => total + toMinor(v), 0n);

export const opCents = fc.integer({ min: 1, max: 300_000 });
// Two tetri or fewer convert to less than a cent of a dollar ledger, which the server refuses.
const paidCents = fc.integer({ min: 3, max: 300_000 });
export const opDay = fc.integer({ min: 0, max: LEDGER_DAYS.length - 1 });

/** Pay (in the ledger's dollars or in lari), change, delete, and pay-then-delete. */
export const ledgerOps: fc.Arbitrary<LedgerOp>[] = [
  fc.record({
    kind: fc.constant('pay' as const),
    cents: paidCents,
    ccy: fc.constantFrom('USD' as const, 'GEL' as const),
    day: opDay,
  }),
  fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), cents: opCents, day: opDay }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('payAndDelete' as const), cents: opCents, day: opDay }),
];
