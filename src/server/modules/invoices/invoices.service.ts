import { convertAmount } from '@shared/currency/convert';
import { customerName } from '@shared/customers/contracts';
import {
  invoiceCustomerNames,
  invoiceDetails as invoiceDetailsSchema,
  invoiceDisplayNumber,
  type Invoice,
  type InvoiceBankAccount,
  type InvoiceDetails,
  type InvoiceFilters,
  type InvoiceMode,
  type InvoiceRow,
  type IssueInvoiceInput,
} from '@shared/invoices/contracts';
import type { Locale } from '@shared/i18n/locales';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import { amountInWords } from '@shared/money/number-words';
import { PROPERTY_TYPE_TITLES } from '@shared/properties/enums';
import { writeAudit, type AuditContext } from '../../platform/audit';
import { todayOf } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, notFound } from '../../platform/errors';
import { getCompany } from '../company/company.service';
import { officialRate } from '../currency/currency.service';
import {
  findVisibleSale,
  visibleSalesScope,
  type SaleViewer,
  type VisibleSale,
} from '../sales/sale-access.service';
import * as repo from './invoices.repository';

/** How often an issue is tried again when another one took the same number at the same moment. */
const NUMBER_ATTEMPTS = 10;

type Db = AppDeps['db'];

function presentRow(row: repo.JoinedInvoice, locale: Locale): InvoiceRow {
  const inv = row.invoice;
  const details = inv.details;
  return {
    id: inv.id,
    year: inv.year,
    number: inv.number,
    display_number: invoiceDisplayNumber(inv.year, inv.number),
    sale_id: inv.sale_id,
    contract_no: details.sale.contract_no,
    customer_id: inv.customer_id,
    customer_name: invoiceCustomerNames(details, locale),
    building_id: row.building_id,
    building_name: details.complex.name[locale] || details.complex.name.ka,
    amount: inv.amount,
    currency: inv.currency,
    mode: details.mode,
    issue_date: inv.issue_date,
    due_date: inv.due_date,
    created_by_name:
      row.created_by_first === null ? null : `${row.created_by_first} ${row.created_by_last ?? ''}`.trim(),
    created_at: inv.created_at.toISOString(),
  };
}

export function present(row: repo.JoinedInvoice, locale: Locale): Invoice {
  return { ...presentRow(row, locale), details: row.invoice.details };
}

export async function getInvoice(
  deps: AppDeps,
  user: SaleViewer,
  id: number,
  locale: Locale,
): Promise<Invoice> {
  const row = await repo.findInvoice(deps.db, visibleSalesScope(user), id);
  if (!row) throw notFound();
  return present(row, locale);
}

export async function listInvoices(
  deps: AppDeps,
  user: SaleViewer,
  filters: InvoiceFilters,
  window: { limit: number; offset: number },
  locale: Locale,
): Promise<InvoiceRow[]> {
  return (await repo.listInvoices(deps.db, visibleSalesScope(user), filters, window)).map((row) =>
    presentRow(row, locale),
  );
}

export const countInvoices = (deps: AppDeps, user: SaleViewer, filters: InvoiceFilters) =>
  repo.countInvoices(deps.db, visibleSalesScope(user), filters);

const sum = (amounts: readonly string[]) => fromMinor(amounts.reduce((acc, a) => acc + toMinor(a), 0n));
const minus = (a: string, b: string) => fromMinor(toMinor(a) - toMinor(b));

/** The IBAN of an account in a currency, and the correspondent bank a foreign transfer goes through. */
function accountIn(account: Awaited<ReturnType<typeof repo.accountsFor>>[number], currency: Currency) {
  if (currency === 'USD') return { iban: account.iban_usd, mediator_bank: account.mediator_bank_usd };
  if (currency === 'EUR') return { iban: account.iban_eur, mediator_bank: account.mediator_bank_eur };
  return { iban: account.iban, mediator_bank: '' };
}

/**
 * The accounts to pay an invoice to: the complex's own in the invoice's currency (those of the sale's
 * blocks first, then the complex's general ones); only when the complex has none in that currency, the
 * company-wide ones.
 */
async function bankAccountsFor(
  db: Db,
  buildingId: number,
  blocks: ReadonlySet<string>,
  currency: Currency,
): Promise<InvoiceBankAccount[]> {
  const usable = (await repo.accountsFor(db, buildingId))
    .map((account) => ({ account, ...accountIn(account, currency) }))
    .filter((a) => a.iban !== '')
    .filter((a) => a.account.building_block === null || blocks.has(a.account.building_block));
  const rank = (a: (typeof usable)[number]) =>
    a.account.building_id === null ? 2 : a.account.building_block === null ? 1 : 0;
  const own = usable.filter((a) => a.account.building_id !== null);
  const chosen = (own.length ? own : usable).sort((a, b) => rank(a) - rank(b));
  return chosen.map((a) => ({
    bank_name: a.account.bank_name,
    bank_name_en: a.account.bank_name_en,
    bank_code: a.account.bank_code,
    iban: a.iban,
    mediator_bank: a.mediator_bank,
    building_block: a.account.building_block,
  }));
}

type Rates = { sale: string; invoice: string; date: string } | null;

/** Official rates of the day for an invoice in another currency than the sale's; 422 when none can be had. */
async function ratesFor(
  deps: AppDeps,
  saleCcy: Currency,
  invoiceCcy: Currency,
  date: string,
): Promise<Rates> {
  if (saleCcy === invoiceCcy) return null;
  const [sale, invoice] = await Promise.all([
    officialRate(deps.db, deps, saleCcy, date),
    officialRate(deps.db, deps, invoiceCcy, date),
  ]);
  if (!sale || !invoice) throw invalid('currency', 'invoices.rate_unavailable');
  return { sale: sale.rate, invoice: invoice.rate, date };
}

/** Whether an error (or one it wraps) is the violation of the unique (year, number) index. */
function isNumberTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint ?? message ?? '').includes('invoices_year_number')) return true;
  }
  return false;
}

/**
 * Issues an invoice for the next unpaid instalment(s) of a sale or a chosen amount, and answers its id.
 * The number is the year's highest plus one, taken in the transaction that inserts the invoice; when a
 * concurrent issue took it first the unique (year, number) index refuses the second, which tries again.
 */
export async function issueInvoice(
  deps: AppDeps,
  user: SaleViewer,
  input: IssueInvoiceInput,
  audit: AuditContext,
  today: string = todayOf(deps),
): Promise<number> {
  const sale = await findVisibleSale(deps.db, user, input.sale_id);
  if (sale.status === 'canceled' || sale.deleted_at !== null)
    throw new HttpError(409, 'invoices.sale_closed');
  const saleCcy = sale.payment_ccy;
  const currency = input.currency ?? saleCcy;
  const rates = await ratesFor(deps, saleCcy, currency, today);

  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) =>
        issueIn(tx, deps, { ...input, currency }, sale, rates, audit, today),
      );
    } catch (error) {
      if (!isNumberTaken(error)) throw error;
      if (attempt >= NUMBER_ATTEMPTS) throw new HttpError(409, 'invoices.numbering_busy');
    }
  }
}

type Parties = Awaited<ReturnType<typeof partiesOf>>;
type Amounts = { lines: InvoiceDetails['lines']; amount: string; saleAmount: string };

/**
 * What the invoice asks for, in its currency and the sale's: the next unpaid instalments, or a chosen
 * amount no larger than what is outstanding. 422 when nothing is due.
 */
function amountsOf(
  unpaid: Awaited<ReturnType<typeof repo.unpaidInstalments>>,
  input: IssueInvoiceInput,
  rates: Rates,
): Amounts {
  const toInvoiceCcy = (amount: string) =>
    rates ? convertAmount(amount, rates.sale, rates.invoice) : amount;
  const toSaleCcy = (amount: string) => (rates ? convertAmount(amount, rates.invoice, rates.sale) : amount);
  const outstanding = sum(unpaid.map((row) => minus(row.amount, row.paid_amount)));
  if (toMinor(outstanding) <= 0n) throw new HttpError(422, 'invoices.nothing_due');
  let result: Amounts;
  if (input.mode === 'next_instalments') {
    const lines = unpaid.slice(0, input.instalments ?? 1).map((row) => ({
      number: row.number,
      due_date: row.due_date,
      amount: row.amount,
      unpaid: minus(row.amount, row.paid_amount),
    }));
    const saleAmount = sum(lines.map((line) => line.unpaid));
    result = { lines, saleAmount, amount: toInvoiceCcy(saleAmount) };
  } else {
    const amount = input.amount!;
    if (toMinor(amount) > toMinor(toInvoiceCcy(outstanding)))
      throw invalid('amount', 'invoices.amount_exceeds_balance');
    result = { lines: [], amount, saleAmount: toSaleCcy(amount) };
  }
  if (toMinor(result.amount) <= 0n) throw new HttpError(422, 'invoices.nothing_due');
  return result;
}

/** Who and what the invoice names: the complex, the sale's units and buyers, the company, the accounts to pay to. */
async function partiesOf(tx: Db, deps: AppDeps, sale: VisibleSale, currency: Currency) {
  const complex = await repo.findComplex(tx, sale.building_id);
  const units = await repo.saleUnits(tx, sale.id);
  const buyers = await repo.saleBuyers(tx, sale.id);
  const company = await getCompany({ ...deps, db: tx });
  if (!complex) throw notFound();
  const blocks = new Set(units.map((u) => u.block).filter((b): b is string => b !== null));
  const accounts = await bankAccountsFor(tx, sale.building_id, blocks, currency);
  return { complex, units, buyers, company, accounts };
}

/** The seller: the complex's own company when it names one, else the company itself. */
function sellerOf({ complex, company }: Parties): InvoiceDetails['seller'] {
  return complex.company_name
    ? {
        name: complex.company_name,
        id_code: complex.company_id,
        director: complex.director,
        address: complex.address,
        phone: complex.phone,
        email: complex.email,
      }
    : {
        name: company.company_name,
        id_code: company.company_id,
        director: company.company_director,
        address: '',
        phone: company.company_phone,
        email: company.company_email,
      };
}

/** The invoice as it is kept: everything it shows, frozen at issue (a later change of the sale does not alter it). */
function detailsOf(
  sale: VisibleSale,
  parties: Parties,
  amounts: Amounts,
  currency: Currency,
  mode: InvoiceMode,
  rates: Rates,
): InvoiceDetails {
  const { complex, company, buyers, units, accounts } = parties;
  const { amount } = amounts;
  return invoiceDetailsSchema.parse({
    mode,
    seller: sellerOf(parties),
    company: {
      name: company.company_name,
      id_code: company.company_id,
      director: company.company_director,
      phone: company.company_phone,
      email: company.company_email,
    },
    complex: {
      id: complex.id,
      name: { ka: complex.name, en: complex.name_en || complex.name, ru: complex.name_ru || complex.name },
      address: complex.address,
    },
    sale: {
      id: sale.id,
      contract_no: sale.contract_no,
      contract_lang: sale.contract_lang,
      payment_ccy: sale.payment_ccy,
      total_price: sale.total_price,
      paid_amount: sale.paid_amount,
    },
    customers: buyers.map((c) => ({
      id: c.id,
      type: c.type,
      name: { ka: customerName(c, 'ka'), en: customerName(c, 'en'), ru: customerName(c, 'ru') },
      id_code: c.personal_id ?? c.company_id ?? '',
      address: c.address,
      phone: c.phone ?? '',
      email: c.email ?? '',
    })),
    units: units.map((u) => ({
      ...u,
      type_title: PROPERTY_TYPE_TITLES[u.type] ?? { ka: u.type, en: u.type, ru: u.type },
    })),
    bank_accounts: accounts,
    lines: amounts.lines,
    amount,
    currency,
    amount_words: {
      ka: amountInWords(amount, currency, 'ka'),
      en: amountInWords(amount, currency, 'en'),
      ru: amountInWords(amount, currency, 'ru'),
    },
    conversion: rates
      ? {
          date: rates.date,
          sale_amount: amounts.saleAmount,
          sale_currency: sale.payment_ccy,
          sale_rate: rates.sale,
          invoice_rate: rates.invoice,
        }
      : null,
  } satisfies InvoiceDetails);
}

/** One issue inside its transaction: amounts, parties, the kept details, the year's next number, the audit row. */
async function issueIn(
  tx: Db,
  deps: AppDeps,
  input: IssueInvoiceInput & { currency: Currency },
  sale: VisibleSale,
  rates: Rates,
  audit: AuditContext,
  today: string,
): Promise<number> {
  const { currency, mode } = input;
  const unpaid = await repo.unpaidInstalments(tx, sale.id);
  const amounts = amountsOf(unpaid, input, rates);
  const { amount } = amounts;
  const nextDue = unpaid[0]!.due_date;
  const dueDate = input.due_date ?? (nextDue > today ? nextDue : today);
  const parties = await partiesOf(tx, deps, sale, currency);
  const details = detailsOf(sale, parties, amounts, currency, mode, rates);

  const year = Number(today.slice(0, 4));
  const number = await repo.nextNumber(tx, year);
  const created = await repo.insertInvoice(tx, {
    year,
    number,
    sale_id: sale.id,
    customer_id: parties.buyers[0]?.id ?? null,
    amount,
    currency,
    issue_date: today,
    due_date: dueDate,
    details,
    created_by: audit.userId,
  });
  await writeAudit(tx, audit, {
    action: 'create',
    entityType: 'invoice',
    entityId: created.id,
    after: {
      number: invoiceDisplayNumber(year, number),
      sale_id: sale.id,
      mode,
      amount,
      currency,
      issue_date: today,
      due_date: dueDate,
    },
  });
  return created.id;
}
