import type { Currency } from '@shared/money/money';
import { fromMinor, toMinor } from '@shared/money/money';
import { allocate, recalculateSchedule, saleBalance } from '@shared/sales/allocation';
import type { PAYMENT_MODES } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import type { InstalmentRow } from '../../db/upsert';
import type { AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import type { StoredPayment } from './ledger.repository';
import { convertedAmount, resolveRates, type RateInput, type ResolvedRates } from './ledger-rates.service';

/**
 * One instalment ledger for every schedule that takes money: a sale's, a renovation's, a container's
 * (decision 033). The engine knows the rules (payments fill the oldest instalment first, automatic
 * recalculation, what is kept per instalment and on the owner, incremental writes); each owner's book
 * knows its rows: which table, how its row is locked and read, its currency, what follows a rebuild
 * (a sale's due stamp and status; nothing for a renovation or container, whose payments never move
 * their sale). Payments themselves are recorded, changed and deleted in ledger-payments.service.ts.
 */

export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type LedgerDeps = Pick<AppDeps, 'config' | 'now'>;

export type SavedRow = { date: string; amount: string; first?: boolean };
export type PaidRow = { date: string; amount: string };

/** An instalment as the ledger writes it (and as it last wrote it). */
export type LedgerInstalment = InstalmentRow;

/** The owner's balance columns: none depends on the day. */
export type LedgerBalances = {
  scheduled_total: string;
  paid_amount: string;
  credit_amount: string;
  first_unpaid_date: string | null;
};

/** What every book answers about its owner, read under the owner's lock. */
export type LockedOwner = {
  id: number;
  sale_id: number;
  currency: Currency;
  /** The sale is canceled or trashed: its money (and its extras') is read, never changed. */
  closed: boolean;
  recalculates: boolean;
};

/** The columns that tie a payment row to its owner. */
export type PaymentOwnerColumns = {
  sale_id: number;
  mode: PaymentMode;
  service_container_id: number | null;
};

export type PaymentChange = 'adding' | 'change' | 'delete';

/** One owner kind's rows, behind the one engine. `S` is what a rebuild answers its callers. */
export type LedgerBook<L extends LockedOwner, S> = {
  /** Locks the owner for the rest of the transaction (404 when missing): two payments queue up. */
  lock(tx: Db, id: number): Promise<L>;
  /** The saved schedule, the payments in date order and the instalments as last written. */
  inputs(tx: Db, locked: L): Promise<{ saved: SavedRow[]; paid: PaidRow[]; kept: LedgerInstalment[] }>;
  /** Upserts the given instalments by number; drops those numbered beyond `count` unless it is null. */
  writeInstalments(tx: Db, locked: L, rows: LedgerInstalment[], count: number | null): Promise<void>;
  writeBalances(
    tx: Db,
    locked: L,
    balances: LedgerBalances,
    rows: LedgerInstalment[],
    today: string,
    audit: AuditContext,
  ): Promise<S>;
  paymentOwner(locked: L): PaymentOwnerColumns;
  /** Applies an advance of one of the buyers to this owner; an owner without it takes none. */
  takeAdvance?(tx: Db, locked: L, advanceId: number, audit: AuditContext): Promise<void>;
  /** After a payment's write and the rebuild, in the transaction: what else the owner keeps. */
  afterPayment(
    tx: Db,
    deps: LedgerDeps,
    locked: L,
    state: S,
    audit: AuditContext,
    change: { kind: PaymentChange; payment: StoredPayment },
  ): Promise<void>;
};

/** An owner of a ledger: its book and its id (a sale's id, or a renovation's or container's). */
export type LedgerOwner<L extends LockedOwner = LockedOwner, S = unknown> = {
  book: LedgerBook<L, S>;
  id: number;
};

/** Whether the instalment the ledger computed is the one it last wrote (amounts compared exactly). */
function sameInstalment(row: LedgerInstalment, kept: LedgerInstalment | undefined): boolean {
  return (
    kept !== undefined &&
    kept.number === row.number &&
    kept.due_date === row.due_date &&
    kept.is_first === row.is_first &&
    toMinor(kept.amount) === toMinor(row.amount) &&
    toMinor(kept.cumulative_amount) === toMinor(row.cumulative_amount) &&
    toMinor(kept.paid_amount) === toMinor(row.paid_amount)
  );
}

const effectiveSchedule = (recalculates: boolean, saved: readonly SavedRow[], paid: readonly PaidRow[]) =>
  recalculates ? recalculateSchedule(saved, paid) : [...saved];

/**
 * Recomputes the owner's effective schedule (automatic recalculation replays the payments over the saved
 * one), what is paid on each instalment and its balance columns, writing only the instalments that
 * changed. Call inside the transaction that holds `locked` (book.lock). `today` is the day the owner's
 * book judges by (deps.now()).
 */
export async function rebuildOwner<L extends LockedOwner, S>(
  tx: Db,
  book: LedgerBook<L, S>,
  locked: L,
  today: string,
  audit: AuditContext,
): Promise<S> {
  const { saved, paid, kept } = await book.inputs(tx, locked);
  const { instalments, credit } = allocate(effectiveSchedule(locked.recalculates, saved, paid), paid);
  let cumulative = 0n;
  const rows = instalments.map((row, i): LedgerInstalment => {
    cumulative += toMinor(row.amount);
    return {
      number: i + 1,
      due_date: row.date,
      amount: row.amount,
      cumulative_amount: fromMinor(cumulative),
      is_first: row.first ?? false,
      paid_amount: row.paid,
    };
  });
  // A payment usually changes one or two instalments of dozens: only those are written.
  const changed = rows.filter((row, i) => !sameInstalment(row, kept[i]));
  const lastKept = kept.at(-1)?.number ?? 0;
  await book.writeInstalments(tx, locked, changed, lastKept > rows.length ? rows.length : null);
  const balances: LedgerBalances = {
    scheduled_total: fromMinor(cumulative),
    paid_amount: fromMinor(paid.reduce((sum, p) => sum + toMinor(p.amount), 0n)),
    credit_amount: credit,
    first_unpaid_date: instalments.find((row) => row.status !== 'paid')?.date ?? null,
  };
  return book.writeBalances(tx, locked, balances, rows, today, audit);
}

/** A ledger as a preview reads it, without a lock. */
export type LedgerView = {
  currency: Currency;
  recalculates: boolean;
  saved: readonly SavedRow[];
  paid: readonly PaidRow[];
};

export type PaymentPreview = ResolvedRates & {
  amount: string;
  covers: { number: number; due_date: string; amount: string }[];
  credit: string;
  debt_after: string;
};

/**
 * What a payment would be in the ledger's currency, which instalments it would cover (with automatic
 * recalculation, on the recalculated schedule), the credit beyond the schedule and the debt left as of
 * `today`. Saves nothing (an official rate fetched is stored).
 */
export async function previewPayment(
  db: Db,
  deps: Pick<AppDeps, 'config' | 'now'>,
  ledger: LedgerView,
  input: RateInput & { amount: string },
  today: string,
): Promise<PaymentPreview> {
  const rates = await resolveRates(db, deps, ledger.currency, input);
  const amount = convertedAmount(input.amount, rates);
  const withNew = [...ledger.paid, { date: input.payment_date, amount }].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  const before = allocate(effectiveSchedule(ledger.recalculates, ledger.saved, ledger.paid), ledger.paid);
  const afterSchedule = effectiveSchedule(ledger.recalculates, ledger.saved, withNew);
  const after = allocate(afterSchedule, withNew);
  const covers = after.instalments.flatMap((row, i) => {
    const added = toMinor(row.paid) - toMinor(before.instalments[i]?.paid ?? '0');
    return added > 0n ? [{ number: i + 1, due_date: row.date, amount: fromMinor(added) }] : [];
  });
  return {
    ...rates,
    amount,
    covers,
    credit: after.credit,
    debt_after: saleBalance(afterSchedule, withNew, today).debt,
  };
}
