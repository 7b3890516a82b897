import { z } from 'zod';
import type { Locale } from '../i18n/locales';
import { pageQuery, paginated } from '../pagination';
import { currency, money } from '../properties/contracts';
import { isoDate } from '../validation/rules';
import { MAX_RECORD_ID, recordId } from '../validation/ids';

/**
 * Contracts of /api/invoices: invoices for a sale's next instalment(s) or a chosen amount, numbered per
 * year. `details` freezes what the invoice showed when it was issued (seller, buyers, units, bank
 * accounts, amount in words), so a later change of the sale or the complex never changes a printed one.
 */

export const INVOICE_MODES = ['next_instalments', 'amount'] as const;
export type InvoiceMode = (typeof INVOICE_MODES)[number];

/** The most instalments one invoice may ask for. */
export const MAX_INVOICE_INSTALMENTS = 120;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /api/invoices. */
export const issueInvoiceBody = z
  .object({
    sale_id: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'validation.required' })
        .int('validation.invalid_value')
        .positive('validation.required')
        .max(MAX_RECORD_ID, 'validation.required'),
    ),
    mode: z.enum(INVOICE_MODES, { error: 'validation.invalid_value' }),
    /** next_instalments: how many of the next unpaid instalments (default 1). */
    instalments: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'validation.invalid_value' })
        .int('validation.invalid_value')
        .min(1, 'validation.invalid_value')
        .max(MAX_INVOICE_INSTALMENTS, 'validation.invalid_value')
        .optional(),
    ),
    /** amount: the sum asked for, in the invoice's currency. */
    amount: z.preprocess(blankToUndefined, money.optional()),
    /** Left out: the next unpaid instalment's date, and never before the day of issue. */
    due_date: z.preprocess(blankToUndefined, isoDate.optional()),
    /** Left out: the sale's payment currency. */
    currency: z.preprocess(blankToUndefined, currency.optional()),
  })
  .refine((b) => b.mode !== 'amount' || b.amount !== undefined, {
    path: ['amount'],
    message: 'validation.required',
  });
export type IssueInvoiceBody = z.input<typeof issueInvoiceBody>;
export type IssueInvoiceInput = z.output<typeof issueInvoiceBody>;

const localizedText = z.object({ ka: z.string(), en: z.string(), ru: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

/** Who issues the invoice: the complex's company when it has one, else the company of the back office. */
const invoiceParty = z.object({
  name: z.string(),
  id_code: z.string(),
  director: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

const invoiceCustomer = z.object({
  id: z.number(),
  type: z.string(),
  name: localizedText,
  /** Personal ID of a person or the identification code of a company. */
  id_code: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

const invoiceUnit = z.object({
  id: z.number(),
  type: z.string(),
  type_title: localizedText,
  block: z.string().nullable(),
  floor: z.number(),
  number: z.string(),
  total_area: z.string(),
  cad_code: z.string(),
});

/** An account of the complex in the invoice's currency. */
const invoiceBankAccount = z.object({
  bank_name: z.string(),
  bank_name_en: z.string(),
  /** SWIFT code. */
  bank_code: z.string(),
  iban: z.string(),
  /** Correspondent bank for USD and EUR transfers; empty for lari. */
  mediator_bank: z.string(),
  building_block: z.string().nullable(),
});
export type InvoiceBankAccount = z.infer<typeof invoiceBankAccount>;

const invoiceLine = z.object({
  number: z.number(),
  due_date: z.string(),
  /** The instalment's amount and what was still unpaid of it, in the sale's currency. */
  amount: z.string(),
  unpaid: z.string(),
});

export const invoiceDetails = z.object({
  mode: z.enum(INVOICE_MODES),
  seller: invoiceParty,
  company: z.object({
    name: z.string(),
    id_code: z.string(),
    director: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  complex: z.object({ id: z.number(), name: localizedText, address: z.string() }),
  sale: z.object({
    id: z.number(),
    contract_no: z.string(),
    contract_lang: z.string(),
    payment_ccy: currency,
    total_price: z.string(),
    paid_amount: z.string(),
  }),
  customers: z.array(invoiceCustomer),
  units: z.array(invoiceUnit),
  bank_accounts: z.array(invoiceBankAccount),
  /** The instalments asked for (next_instalments); empty for a chosen amount. */
  lines: z.array(invoiceLine),
  amount: z.string(),
  currency,
  amount_words: localizedText,
  /** Set when the invoice's currency is not the sale's: the official rates used (lari per unit). */
  conversion: z
    .object({
      date: z.string(),
      sale_amount: z.string(),
      sale_currency: currency,
      sale_rate: z.string(),
      invoice_rate: z.string(),
    })
    .nullable(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetails>;

export const invoiceRow = z.object({
  id: z.number(),
  year: z.number(),
  number: z.number(),
  /** "2026-0015": the year and the number within it. */
  display_number: z.string(),
  sale_id: z.number(),
  contract_no: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string(),
  building_id: z.number(),
  building_name: z.string(),
  amount: z.string(),
  currency,
  mode: z.enum(INVOICE_MODES),
  issue_date: z.string(),
  due_date: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoiceList = paginated(invoiceRow);
export type InvoiceList = z.infer<typeof invoiceList>;

export const invoice = invoiceRow.extend({ details: invoiceDetails });
export type Invoice = z.infer<typeof invoice>;

const optionalId = z.preprocess(blankToUndefined, recordId.optional());
const optionalDate = z.preprocess(blankToUndefined, isoDate.optional());

export const invoiceFilters = z.object({
  sale_id: optionalId,
  customer_id: optionalId,
  building_id: optionalId,
  year: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('validation.invalid_value')
      .min(2000, 'validation.invalid_value')
      .max(2999, 'validation.invalid_value')
      .optional(),
  ),
  /** Issue date range. */
  date_from: optionalDate,
  date_to: optionalDate,
  currency: z.preprocess(blankToUndefined, currency.optional()),
  /** Invoice number ("15" or "2026-0015") or contract number. */
  search: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});
export type InvoiceFilters = z.output<typeof invoiceFilters>;

export const invoiceListQuery = pageQuery.merge(invoiceFilters);
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

export const INVOICE_PDF_LANGUAGES = ['ka', 'en', 'ru'] as const satisfies readonly Locale[];
export const invoicePdfQuery = z.object({
  /** Language of the labels; left out: the request's language. */
  lang: z.preprocess(blankToUndefined, z.enum(INVOICE_PDF_LANGUAGES).optional()),
});

/** "2026-0015". */
export const invoiceDisplayNumber = (year: number, number: number) =>
  `${year}-${String(number).padStart(4, '0')}`;

/** The buyers' names in a language, joined. */
export const invoiceCustomerNames = (details: Pick<InvoiceDetails, 'customers'>, locale: Locale) =>
  details.customers.map((c) => c.name[locale] || c.name.ka).join(', ');
