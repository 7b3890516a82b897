import { z } from 'zod';
import type { Locale } from '@shared/i18n/locales';
import { translate, type MessageKey } from '@shared/i18n/messages';
import { rateInput } from '@shared/payments/contracts';
import { currency as currencySchema, money } from '@shared/properties/contracts';
import { paymentType as paymentTypeSchema, type ImportReport } from '@shared/sales/contracts';
import { isoDate, optionalText } from '@shared/validation/rules';
import type { AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';
import { fieldErrorKeys, issuesOfZodError } from '../../platform/validation-errors';
import {
  findVisibleSale,
  isClosed,
  refuseIfClosed,
  visibleSalesByContract,
  type SaleViewer,
  type VisibleSale,
} from '../sales/sale-access.service';
import type { LedgerPaymentInput } from '../ledger/ledger-payments.service';
import { convertedAmount, resolveRates, type ResolvedRates } from '../ledger/ledger-rates.service';
import { postPayment } from './payment-owners.service';
import { normaliseAmount, normaliseDate, readPaymentSheet, type PaymentSheetRow } from './payments.sheet';

/**
 * The two payment imports from Excel: one sale's payments and a bank statement over many sales. Both run
 * one loop: each line is matched to its sale, checked, and either kept or reported; with any bad line
 * nothing is written and the report names every line refused, otherwise all lines are recorded in one
 * transaction.
 */

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
type GoodRow = { line: number; contract_no: string; sale_id: number; input: LedgerPaymentInput };
type Refusal = { reason: string };
/** The sale a line pays into, or why it cannot pay into any. */
type SaleOfLine = (row: PaymentSheetRow) => { sale: VisibleSale } | Refusal;

const reasonText = (field: string, key: string, locale: Locale) =>
  translate('payments.import_row_reason', locale, { field, reason: translate(key, locale) });

const fieldReasons = (errors: Record<string, readonly MessageKey[]>, locale: Locale) =>
  Object.entries(errors)
    .map(([field, list]) => reasonText(COLUMN_OF[field] ?? field, list[0]!, locale))
    .join('; ');

/** Checks one line against its sale; answers the payment to record or what is wrong with the line. */
async function checkLine(
  deps: AppDeps,
  row: PaymentSheetRow,
  sale: VisibleSale,
  rateCache: Map<string, Promise<ResolvedRates>>,
  locale: Locale,
): Promise<GoodRow | Refusal> {
  const parsed = importRow.safeParse({
    amount: normaliseAmount(row.amount),
    currency: row.currency ? row.currency.toUpperCase() : sale.payment_ccy,
    payment_date: normaliseDate(row.payment_date),
    payment_rate: row.rate,
    payment_type: row.payment_type ? row.payment_type.toLowerCase() : 'bank_transfer',
    note: row.note,
  });
  if (!parsed.success)
    return { reason: fieldReasons(fieldErrorKeys(issuesOfZodError(parsed.error)), locale) };
  const input: LedgerPaymentInput = { ...parsed.data, bank_account_id: null };
  const key = `${sale.payment_ccy}|${input.currency}|${input.payment_date}|${input.payment_rate ?? ''}`;
  let rates = rateCache.get(key);
  if (!rates) {
    rates = resolveRates(deps.db, deps, sale.payment_ccy, input);
    rateCache.set(key, rates);
  }
  try {
    convertedAmount(input.amount, await rates);
  } catch (err) {
    if (err instanceof ValidationFailed) return { reason: fieldReasons(err.fieldErrors, locale) };
    throw err;
  }
  return { line: row.line, contract_no: sale.contract_no, sale_id: sale.id, input };
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
          await postPayment(tx, deps, { kind: 'sale', id: row.sale_id }, row.input, audit);
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

/** The one row loop of both imports: every line matched to its sale and checked, then all or nothing. */
async function importRows(
  deps: AppDeps,
  rows: PaymentSheetRow[],
  saleOf: SaleOfLine,
  audit: AuditContext,
  locale: Locale,
): Promise<ImportReport> {
  const problems: ImportProblem[] = [];
  const good: GoodRow[] = [];
  const rateCache = new Map<string, Promise<ResolvedRates>>();
  for (const row of rows) {
    const found = saleOf(row);
    const checked = 'reason' in found ? found : await checkLine(deps, row, found.sale, rateCache, locale);
    if ('reason' in checked)
      problems.push({ line: row.line, contract_no: row.contract_no || null, reason: checked.reason });
    else good.push(checked);
  }
  if (problems.length)
    return { success: false, imported: 0, errors: problems.sort((a, b) => a.line - b.line) };
  return recordAll(deps, good, audit, locale);
}

async function sheetRows(deps: AppDeps, upload: Upload | undefined): Promise<PaymentSheetRow[]> {
  if (!upload) throw new ValidationFailed({ file: ['documents.file_required'] });
  if (upload.data.length > deps.config.maxUploadBytes)
    throw new ValidationFailed({ file: ['validation.file_too_large'] });
  const rows = await readPaymentSheet(upload);
  if (!rows.length) throw new ValidationFailed({ file: ['payments.file_empty'] }, 'payments.file_empty');
  return rows;
}

/** POST /api/payments/importFromExcel: the payments of one sale; a line naming another contract is refused. */
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
  return importRows(
    deps,
    rows,
    (row) =>
      row.contract_no && row.contract_no !== sale.contract_no
        ? { reason: translate('payments.import_other_contract', locale) }
        : { sale },
    audit,
    locale,
  );
}

/**
 * POST /api/payments/importForMultipleSalesFromExcel: a bank statement, each line matched to a live
 * sale the user may see by contract_no.
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
  const saleOf: SaleOfLine = (row) => {
    if (!row.contract_no) return { reason: reasonText('contract_no', 'validation.required', locale) };
    const sale = salesByNo.get(row.contract_no);
    if (!sale) return { reason: translate('payments.import_unknown_contract', locale) };
    if (isClosed(sale)) return { reason: translate('payments.sale_closed', locale) };
    return { sale };
  };
  return importRows(deps, rows, saleOf, audit, locale);
}
