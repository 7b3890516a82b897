import { z } from 'zod';
import { convertAmount } from '@shared/currency/convert';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { Locale } from '@shared/i18n/locales';
import { translate, type MessageKey } from '@shared/i18n/messages';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import {
  rateInput,
  type calculatePaymentBody,
  type PaymentCalculation,
  type PayInput,
} from '@shared/payments/contracts';
import { currency as currencySchema, money } from '@shared/properties/contracts';
import { allocate, recalculateSchedule, saleBalance } from '@shared/sales/allocation';
import {
  paymentType as paymentTypeSchema,
  type ImportReport,
  type Payment,
  type PaymentType,
} from '@shared/sales/contracts';
import { isoDate, optionalText } from '@shared/validation/rules';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound, ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';
import { fieldErrorKeys, issuesOfZodError } from '../../platform/validation-errors';
import { officialRate } from '../currency/currency.service';
import { lockSale, rebuildLedger } from '../sales/sale-ledger.service';
import * as repo from './payments.repository';
import { normaliseAmount, normaliseDate, readPaymentSheet, type PaymentSheetRow } from './payments.sheet';
import {
  findVisibleSale,
  isClosed,
  refuseIfClosed,
  visibleSalesByContract,
  type SaleViewer,
  type VisibleSale,
} from '../sales/sale-access.service';

/**
 * Payments of a sale. A payment is entered in the currency the client paid and converted into the
 * sale's currency with lari rates of the payment date: GEL is 1, a typed rate is 'manual', otherwise the
 * National Bank's rate ('nbg'); a payment in the sale's own currency is 'same'. When no rate can be had
 * the answer is 422 asking for one: a payment is never recorded at rate 0. Every write locks the sale and
 * ends with rebuildLedger in its transaction, so a change or a deletion leaves exactly the state a
 * correct entry would have given.
 */

export type RateSource = 'same' | 'nbg' | 'manual';

export type RecordPaymentInput = {
  sale_id: number;
  amount: string;
  currency: Currency;
  payment_date: string;
  payment_rate?: string | null;
  sale_rate?: string | null;
  payment_type: PaymentType;
  bank_account_id: number | null;
  note: string;
  advance_payment_id?: number | null;
};

type RateInput = Pick<RecordPaymentInput, 'currency' | 'payment_date' | 'payment_rate' | 'sale_rate'>;
export type ResolvedRates = { payment_rate: string; sale_rate: string; rate_source: RateSource };

const ONE = '1.000000';
const RATE_DECIMALS = 6;
const sameRate = (a: string, b: string) => toMinor(a, RATE_DECIMALS) === toMinor(b, RATE_DECIMALS);

/**
 * The lari rates a payment uses: GEL is 1, a typed rate wins (manual), else the official rate of the
 * payment date. Every missing rate is named at once (422 payments.rate_required on its field).
 */
export async function resolveRates(
  db: Db,
  deps: Pick<AppDeps, 'config'>,
  saleCcy: Currency,
  input: RateInput,
): Promise<ResolvedRates> {
  if (input.currency === saleCcy) return { payment_rate: ONE, sale_rate: ONE, rate_source: 'same' };
  let manual = false;
  const errors: Record<string, MessageKey[]> = {};
  const rateOf = async (ccy: Currency, typed: string | null | undefined, field: string) => {
    if (ccy === 'GEL') return ONE;
    if (typed) {
      manual = true;
      return typed;
    }
    const official = await officialRate(db, deps, ccy, input.payment_date);
    if (official) return official.rate;
    errors[field] = ['payments.rate_required'];
    return null;
  };
  const paymentRate = await rateOf(input.currency, input.payment_rate, 'payment_rate');
  const saleRate = await rateOf(saleCcy, input.sale_rate, 'sale_rate');
  if (!paymentRate || !saleRate) throw new ValidationFailed(errors, 'payments.rate_required');
  return { payment_rate: paymentRate, sale_rate: saleRate, rate_source: manual ? 'manual' : 'nbg' };
}

/** The amount in the sale's currency; refuses one that rounds to nothing. */
export function convertedAmount(amount: string, rates: ResolvedRates): string {
  const converted =
    rates.rate_source === 'same'
      ? fromMinor(toMinor(amount))
      : convertAmount(amount, rates.payment_rate, rates.sale_rate);
  if (toMinor(converted) <= 0n) throw invalid('amount', 'payments.amount_too_small');
  return converted;
}

const snapshot = (p: repo.StoredPayment) => ({
  sale_id: p.sale_id,
  mode: p.mode,
  amount: p.amount,
  original_amount: p.original_amount,
  currency: p.currency,
  payment_rate: p.payment_rate,
  sale_rate: p.sale_rate,
  rate_source: p.rate_source,
  payment_date: p.payment_date,
  payment_type: p.payment_type,
  bank_account_id: p.bank_account_id,
  note: p.note,
  advance_payment_id: p.advance_payment_id,
});

export function present(row: repo.JoinedPayment, locale: Locale): Payment {
  const p = row.payment;
  return {
    id: p.id,
    sale_id: p.sale_id,
    mode: p.mode as Payment['mode'],
    amount: p.amount,
    original_amount: p.original_amount,
    currency: p.currency as Currency,
    payment_rate: p.payment_rate,
    sale_rate: p.sale_rate,
    rate_source: p.rate_source as RateSource,
    payment_date: p.payment_date,
    payment_type: p.payment_type as PaymentType,
    bank_account_id: p.bank_account_id,
    bank_account:
      row.account && row.bank
        ? `${(locale === 'ka' ? '' : row.bank.title_en) || row.bank.title} ${row.account.iban}`.trim()
        : null,
    note: p.note,
    advance_payment_id: p.advance_payment_id,
    created_by_name: row.author ? `${row.author.first_name} ${row.author.last_name}`.trim() : null,
    created_at: p.created_at.toISOString(),
  };
}

/** The payments of a sale, oldest first (for the sale page). */
export async function listSalePayments(db: Db, saleId: number, locale: Locale): Promise<Payment[]> {
  return (await repo.paymentsOfSale(db, saleId)).map((row) => present(row, locale));
}

export async function getPayment(db: Db, id: number, locale: Locale): Promise<Payment> {
  const row = await repo.joinedPayment(db, id);
  if (!row) throw notFound();
  return present(row, locale);
}

/** GET /api/sales/{id}/payments: readable on canceled and trashed sales too. */
export async function paymentsOfVisibleSale(deps: AppDeps, user: SaleViewer, saleId: number, locale: Locale) {
  await findVisibleSale(deps.db, user, saleId);
  return listSalePayments(deps.db, saleId, locale);
}

async function checkAccount(db: Db, id: number | null) {
  if (id !== null && !(await repo.accountExists(db, id)))
    throw invalid('bank_account_id', 'advance_payments.account_unknown');
}

/**
 * Records a payment on a sale inside the caller's transaction and answers its id: locks the sale,
 * refuses a canceled or trashed one (409), converts with the rates of the payment date (422
 * payments.rate_required when none can be had), applies an advance when one is named, rebuilds the
 * ledger and writes the audit rows. Fetching a missing official rate may take a few seconds: callers
 * that can, call resolveRates (or officialRate) with deps.db before their transaction.
 */
export async function recordPayment(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  input: RecordPaymentInput,
  audit: AuditContext,
): Promise<number> {
  const sale = await lockSale(tx, input.sale_id);
  refuseIfClosed(sale);
  const saleCcy = (await repo.saleCurrency(tx, input.sale_id)) as Currency;
  const rates = await resolveRates(tx, deps, saleCcy, input);
  const amount = convertedAmount(input.amount, rates);
  await checkAccount(tx, input.bank_account_id);
  const advanceId = input.advance_payment_id ?? null;
  if (advanceId !== null) {
    const advance = await repo.findAdvance(tx, advanceId);
    if (!advance) throw invalid('advance_payment_id', 'errors.not_found');
    if (!(await repo.currentBuyers(tx, input.sale_id)).includes(advance.customer_id))
      throw invalid('advance_payment_id', 'payments.advance_not_buyer');
    if (!(await repo.markAdvanceApplied(tx, advanceId, input.sale_id)))
      throw new HttpError(409, 'payments.advance_applied');
    if (advance.sale_id === null)
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'advance_payment',
        entityId: advanceId,
        before: { sale_id: null },
        after: { sale_id: input.sale_id },
      });
  }
  const created = await repo.insertPayment(tx, {
    sale_id: input.sale_id,
    mode: 'sale',
    amount,
    original_amount: fromMinor(toMinor(input.amount)),
    currency: input.currency,
    payment_rate: rates.payment_rate,
    sale_rate: rates.sale_rate,
    rate_source: rates.rate_source,
    payment_date: input.payment_date,
    payment_type: input.payment_type,
    bank_account_id: input.bank_account_id,
    note: input.note,
    advance_payment_id: advanceId,
    created_by: audit.userId,
  });
  await rebuildLedger(tx, input.sale_id, audit);
  await writeAudit(tx, audit, {
    action: 'create',
    entityType: 'payment',
    entityId: created.id,
    after: snapshot(created),
  });
  return created.id;
}

const refuseRenovation = (mode: string) => {
  if (mode === 'renovation')
    throw new ValidationFailed({ mode: ['payments.renovation_later'] }, 'payments.renovation_later');
};

/** POST /api/payments/pay. */
export async function pay(
  deps: AppDeps,
  user: SaleViewer,
  input: PayInput,
  audit: AuditContext,
): Promise<number> {
  refuseRenovation(input.mode);
  const sale = await findVisibleSale(deps.db, user, input.sale_id);
  refuseIfClosed(sale);
  // Official rates are fetched (and stored) before the sale is locked.
  await resolveRates(deps.db, deps, sale.payment_ccy, input);
  return deps.db.transaction((tx) => recordPayment(tx, deps, { ...input, sale_id: sale.id }, audit));
}

/**
 * The rates of a changed payment: a typed rate equal to the recorded one, on the same currency and date,
 * keeps the recorded rates and source; a rate left out is the official one.
 */
async function ratesForChange(
  db: Db,
  deps: Pick<AppDeps, 'config'>,
  saleCcy: Currency,
  current: repo.StoredPayment,
  input: RateInput,
): Promise<ResolvedRates> {
  const unchanged = current.currency === input.currency && current.payment_date === input.payment_date;
  const keeps = (typed: string | null | undefined, recorded: string) => !!typed && sameRate(typed, recorded);
  if (
    unchanged &&
    current.rate_source !== 'same' &&
    (input.payment_rate || input.sale_rate) &&
    (!input.payment_rate || keeps(input.payment_rate, current.payment_rate)) &&
    (!input.sale_rate || keeps(input.sale_rate, current.sale_rate))
  )
    return {
      payment_rate: current.payment_rate,
      sale_rate: current.sale_rate,
      rate_source: current.rate_source as RateSource,
    };
  return resolveRates(db, deps, saleCcy, input);
}

export type ChangePaymentInput = Omit<RecordPaymentInput, 'sale_id' | 'advance_payment_id'>;

/** PUT /api/payments/{payment_id}: the ledger is rebuilt as if the payment had been entered so. */
export async function changePayment(
  deps: AppDeps,
  user: SaleViewer,
  id: number,
  input: ChangePaymentInput,
  audit: AuditContext,
): Promise<void> {
  const current = await repo.findPayment(deps.db, id);
  if (!current) throw notFound();
  const sale = await findVisibleSale(deps.db, user, current.sale_id);
  refuseRenovation(current.mode);
  refuseIfClosed(sale);
  await ratesForChange(deps.db, deps, sale.payment_ccy, current, input);
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, sale.id);
    refuseIfClosed(locked);
    const before = await repo.findPayment(tx, id);
    if (!before || before.sale_id !== sale.id) throw notFound();
    const rates = await ratesForChange(tx, deps, sale.payment_ccy, before, input);
    const amount = convertedAmount(input.amount, rates);
    await checkAccount(tx, input.bank_account_id);
    const after = await repo.updatePayment(tx, id, {
      amount,
      original_amount: fromMinor(toMinor(input.amount)),
      currency: input.currency,
      payment_rate: rates.payment_rate,
      sale_rate: rates.sale_rate,
      rate_source: rates.rate_source,
      payment_date: input.payment_date,
      payment_type: input.payment_type,
      bank_account_id: input.bank_account_id,
      note: input.note,
    });
    await rebuildLedger(tx, sale.id, audit);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'payment',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
}

/** DELETE /api/payments/{mode}/{payment_id}/{sale_id}; an advance paid with it becomes free again. */
export async function removePayment(
  deps: AppDeps,
  user: SaleViewer,
  params: { mode: 'sale' | 'renovation'; payment_id: number; sale_id: number },
  audit: AuditContext,
): Promise<void> {
  refuseRenovation(params.mode);
  const sale = await findVisibleSale(deps.db, user, params.sale_id);
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, sale.id);
    const current = await repo.findPayment(tx, params.payment_id);
    if (!current || current.sale_id !== sale.id || current.mode !== params.mode) throw notFound();
    refuseIfClosed(locked);
    await repo.deletePayment(tx, current.id);
    if (current.advance_payment_id !== null) {
      await repo.releaseAdvance(tx, current.advance_payment_id);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'advance_payment',
        entityId: current.advance_payment_id,
        before: { sale_id: sale.id },
        after: { sale_id: null },
      });
    }
    await rebuildLedger(tx, sale.id, audit);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'payment',
      entityId: current.id,
      before: snapshot(current),
    });
  });
}

/**
 * POST /api/payments/calculatePayment: what the payment would be in the sale's currency, which
 * instalments it would cover (with automatic recalculation, on the recalculated schedule), the credit
 * beyond the schedule and the debt left as of today. Saves nothing (an official rate fetched is stored).
 */
export async function calculatePayment(
  deps: AppDeps,
  user: SaleViewer,
  input: z.output<typeof calculatePaymentBody>,
  today: string = tbilisiToday(),
): Promise<PaymentCalculation> {
  const sale = await findVisibleSale(deps.db, user, input.sale_id);
  const rates = await resolveRates(deps.db, deps, sale.payment_ccy, input);
  const amount = convertedAmount(input.amount, rates);
  const saved = await repo.savedRows(deps.db, sale.id);
  const paid = await repo.paidOfSale(deps.db, sale.id);
  const withNew = [...paid, { date: input.payment_date, amount }].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  const effective = (list: typeof paid) =>
    sale.automatic_recalculation ? recalculateSchedule(saved, list) : saved;
  const before = allocate(effective(paid), paid).instalments;
  const afterSchedule = effective(withNew);
  const after = allocate(afterSchedule, withNew);
  const covers = after.instalments.flatMap((row, i) => {
    const added = toMinor(row.paid) - toMinor(before[i]?.paid ?? '0');
    return added > 0n ? [{ number: i + 1, due_date: row.date, amount: fromMinor(added) }] : [];
  });
  return {
    original_amount: fromMinor(toMinor(input.amount)),
    currency: input.currency,
    amount,
    sale_currency: sale.payment_ccy,
    payment_rate: rates.payment_rate,
    sale_rate: rates.sale_rate,
    rate_source: rates.rate_source,
    covers,
    credit: after.credit,
    debt_after: saleBalance(afterSchedule, withNew, today).debt,
  };
}

// ---------------------------------------------------------------- advances

/**
 * POST /api/advance-payments/{id}/apply: an unapplied advance of one of the sale's buyers becomes a
 * payment of the sale (type 'advance', in the advance's currency and on its date).
 */
export async function applyAdvance(
  deps: AppDeps,
  user: SaleViewer,
  advanceId: number,
  saleId: number,
  audit: AuditContext,
): Promise<number> {
  const sale = await findVisibleSale(deps.db, user, saleId);
  refuseIfClosed(sale);
  const advance = await repo.findAdvance(deps.db, advanceId);
  if (!advance) throw notFound();
  if (advance.sale_id !== null) throw new HttpError(409, 'payments.advance_applied');
  if (!(await repo.currentBuyers(deps.db, sale.id)).includes(advance.customer_id))
    throw invalid('sale_id', 'payments.advance_not_buyer');
  const input: RecordPaymentInput = {
    sale_id: sale.id,
    amount: advance.amount,
    currency: advance.currency as Currency,
    payment_date: advance.paid_at,
    payment_type: 'advance',
    bank_account_id: advance.bank_account_id,
    note: advance.note,
    advance_payment_id: advance.id,
  };
  await resolveRates(deps.db, deps, sale.payment_ccy, input);
  return deps.db.transaction((tx) => recordPayment(tx, deps, input, audit));
}

// ---------------------------------------------------------------- imports

const importRow = z.object({
  amount: money,
  currency: currencySchema,
  payment_date: isoDate,
  payment_rate: rateInput,
  payment_type: paymentTypeSchema,
  note: optionalText(2000),
});

/** Field names as the file's columns call them. */
const COLUMN_OF: Record<string, string> = { payment_rate: 'rate' };

type ImportProblem = ImportReport['errors'][number];
type GoodRow = { line: number; contract_no: string; input: RecordPaymentInput };

const reasonText = (field: string, key: string, locale: Locale) =>
  translate('payments.import_row_reason', locale, { field, reason: translate(key, locale) });

/** Checks one line against its sale; answers the payment to record or what is wrong with it. */
async function checkLine(
  deps: AppDeps,
  row: PaymentSheetRow,
  sale: VisibleSale,
  rateCache: Map<string, Promise<ResolvedRates>>,
  locale: Locale,
): Promise<{ input: RecordPaymentInput } | { reason: string }> {
  const parsed = importRow.safeParse({
    amount: normaliseAmount(row.amount),
    currency: row.currency ? row.currency.toUpperCase() : sale.payment_ccy,
    payment_date: normaliseDate(row.payment_date),
    payment_rate: row.rate,
    payment_type: row.payment_type ? row.payment_type.toLowerCase() : 'bank_transfer',
    note: row.note,
  });
  if (!parsed.success) {
    const keys = fieldErrorKeys(issuesOfZodError(parsed.error));
    return {
      reason: Object.entries(keys)
        .map(([field, list]) => reasonText(COLUMN_OF[field] ?? field, list[0]!, locale))
        .join('; '),
    };
  }
  const input: RecordPaymentInput = { ...parsed.data, sale_id: sale.id, bank_account_id: null };
  const key = `${sale.payment_ccy}|${input.currency}|${input.payment_date}|${input.payment_rate ?? ''}`;
  let rates = rateCache.get(key);
  if (!rates) {
    rates = resolveRates(deps.db, deps, sale.payment_ccy, input);
    rateCache.set(key, rates);
  }
  try {
    convertedAmount(input.amount, await rates);
  } catch (err) {
    if (err instanceof ValidationFailed)
      return {
        reason: Object.entries(err.fieldErrors)
          .map(([field, list]) => reasonText(COLUMN_OF[field] ?? field, list[0]!, locale))
          .join('; '),
      };
    throw err;
  }
  return { input };
}

class ImportRollback extends Error {
  constructor(readonly problem: ImportProblem) {
    super('import rolled back');
  }
}

/** Records every good line in one transaction; the first refusal rolls everything back. */
async function recordAll(
  deps: AppDeps,
  good: GoodRow[],
  audit: AuditContext,
  locale: Locale,
): Promise<ImportReport> {
  try {
    await deps.db.transaction(async (tx) => {
      for (const row of good) {
        try {
          await recordPayment(tx, deps, row.input, audit);
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          throw new ImportRollback({
            line: row.line,
            contract_no: row.contract_no || null,
            reason: translate(err.messageKey, locale),
          });
        }
      }
    });
  } catch (err) {
    if (err instanceof ImportRollback) return { success: false, imported: 0, errors: [err.problem] };
    throw err;
  }
  return { success: true, imported: good.length, errors: [] };
}

async function sheetRows(deps: AppDeps, upload: Upload | undefined): Promise<PaymentSheetRow[]> {
  if (!upload) throw new ValidationFailed({ file: ['documents.file_required'] });
  if (upload.data.length > deps.config.maxUploadBytes)
    throw new ValidationFailed({ file: ['validation.file_too_large'] });
  const rows = await readPaymentSheet(upload);
  if (!rows.length) throw new ValidationFailed({ file: ['payments.file_empty'] }, 'payments.file_empty');
  return rows;
}

const report = (problems: ImportProblem[]): ImportReport => ({
  success: false,
  imported: 0,
  errors: problems.sort((a, b) => a.line - b.line),
});

/**
 * POST /api/payments/importFromExcel: the payments of one sale. All or nothing: with any bad line
 * nothing is written and the report names every line refused.
 */
export async function importSalePayments(
  deps: AppDeps,
  user: SaleViewer,
  saleId: number,
  upload: Upload | undefined,
  audit: AuditContext,
  locale: Locale,
): Promise<ImportReport> {
  const sale = await findVisibleSale(deps.db, user, saleId);
  refuseIfClosed(sale);
  const rows = await sheetRows(deps, upload);
  const problems: ImportProblem[] = [];
  const good: GoodRow[] = [];
  const rateCache = new Map<string, Promise<ResolvedRates>>();
  for (const row of rows) {
    const contractNo = row.contract_no || null;
    if (row.contract_no && row.contract_no !== sale.contract_no) {
      problems.push({
        line: row.line,
        contract_no: contractNo,
        reason: translate('payments.import_other_contract', locale),
      });
      continue;
    }
    const checked = await checkLine(deps, row, sale, rateCache, locale);
    if ('reason' in checked)
      problems.push({ line: row.line, contract_no: contractNo, reason: checked.reason });
    else good.push({ line: row.line, contract_no: sale.contract_no, input: checked.input });
  }
  if (problems.length) return report(problems);
  return recordAll(deps, good, audit, locale);
}

/**
 * POST /api/payments/importForMultipleSalesFromExcel: a bank statement, each line matched to a live
 * sale the user may see by contract_no. All or nothing, with the report of every line refused.
 */
export async function importStatement(
  deps: AppDeps,
  user: SaleViewer,
  upload: Upload | undefined,
  audit: AuditContext,
  locale: Locale,
): Promise<ImportReport> {
  const rows = await sheetRows(deps, upload);
  const salesByNo = await visibleSalesByContract(deps.db, user, [
    ...new Set(rows.map((r) => r.contract_no).filter((no) => no !== '')),
  ]);
  const problems: ImportProblem[] = [];
  const good: GoodRow[] = [];
  const rateCache = new Map<string, Promise<ResolvedRates>>();
  for (const row of rows) {
    const contractNo = row.contract_no || null;
    if (!row.contract_no) {
      problems.push({
        line: row.line,
        contract_no: null,
        reason: reasonText('contract_no', 'validation.required', locale),
      });
      continue;
    }
    const sale = salesByNo.get(row.contract_no);
    if (!sale) {
      problems.push({
        line: row.line,
        contract_no: contractNo,
        reason: translate('payments.import_unknown_contract', locale),
      });
      continue;
    }
    if (isClosed(sale)) {
      problems.push({
        line: row.line,
        contract_no: contractNo,
        reason: translate('payments.sale_closed', locale),
      });
      continue;
    }
    const checked = await checkLine(deps, row, sale, rateCache, locale);
    if ('reason' in checked)
      problems.push({ line: row.line, contract_no: contractNo, reason: checked.reason });
    else good.push({ line: row.line, contract_no: row.contract_no, input: checked.input });
  }
  if (problems.length) return report(problems);
  return recordAll(deps, good, audit, locale);
}
