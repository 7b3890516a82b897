import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { Invoice } from '@shared/invoices/contracts';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import type { Db } from '../../db/client';
import { auditLogs, bankAccounts, banks, currencyRates, payments, users } from '../../db/schema';
import {
  insertComplex,
  insertCustomer,
  insertSale,
  insertUnit,
  type SaleOptions,
  userIdOf,
} from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { rebuildLedger } from '../sales/sale-ledger.service';
import { issueInvoice } from './invoices.service';

const SYSTEM = { userId: null, ip: null };
const TODAY = tbilisiToday();
const YEAR = Number(TODAY.slice(0, 4));

let t: TestApp;
let admin: Api;
let serial = 0;
/** A complex of our own with known accounts: general (GEL, USD, EUR), block A (GEL, USD), block B (GEL). */
let complexId: number;
/** A complex with only a GEL account: foreign-currency invoices fall back to the company-wide accounts. */
let bareComplexId: number;

const addComplex = async (name: string) =>
  (
    await insertComplex(t.db, {
      name,
      name_en: `${name} EN`,
      name_ru: `${name} RU`,
      company_name: `შპს „${name}“`,
      company_id: '405000111',
      address: 'ქ. თბილისი, ტესტის ქ. 1',
      blocks: ['A', 'B'],
    })
  ).id;

type AddSaleOptions = Pick<
  SaleOptions,
  'building_id' | 'payment_ccy' | 'rows' | 'responsible_user_id' | 'customer_ids' | 'status'
> & { block?: string };

/** A sale of a new sold unit of our complex: 3,000 USD in three instalments from January 2031 unless said. */
async function addSale({ block = 'A', ...options }: AddSaleOptions = {}) {
  const rows = options.rows ?? [
    { date: '2031-01-10', amount: '1000.00' },
    { date: '2031-02-10', amount: '1000.00' },
    { date: '2031-03-10', amount: '1000.00' },
  ];
  const contractNo = `INV-T-${++serial}`;
  const buildingId = options.building_id ?? complexId;
  const unit = await insertUnit(t.db, buildingId, {
    block,
    floor: 3,
    number: `I${++serial}`,
    status: 'sold',
    total_area: '65.50',
    price_per_m2: '1000',
    total_price: '65500',
  });
  const customerIds = options.customer_ids ?? [
    await insertCustomer(t.db, { first_name_en: 'Nino', last_name_en: 'Beridze' }),
  ];
  const sale = await insertSale(t.db, {
    ...options,
    building_id: buildingId,
    property_id: unit.id,
    customer_ids: customerIds,
    price: fromMinor(rows.reduce((acc, r) => acc + toMinor(r.amount), 0n)),
    rows,
    contract_start_date: '2031-01-01',
    contract_no: contractNo,
  });
  return { id: sale.id, contract_no: sale.contract_no, unit: unit.id, customer_id: sale.customer_id };
}

/** A payment in the sale's currency, allocated by the ledger. */
async function pay(saleId: number, amount: string, currency: Currency = 'USD') {
  await t.db.transaction(async (tx) => {
    await tx.insert(payments).values({
      sale_id: saleId,
      amount,
      original_amount: amount,
      currency,
      payment_date: '2030-12-01',
    });
    await rebuildLedger(tx as unknown as Db, saleId, SYSTEM, { today: tbilisiToday(t.app.deps.now()) });
  });
}

const issue = async (body: Record<string, unknown>, as: Api = admin) => {
  const res = await as.post('/api/invoices', body);
  return { res, invoice: res.json() as Invoice };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  complexId = await addComplex('ინვოისის კომპლექსი');
  bareComplexId = await addComplex('შიშველი კომპლექსი');
  const [bank] = await t.db.select({ id: banks.id }).from(banks).limit(1);
  await t.db.insert(bankAccounts).values([
    {
      bank_id: bank!.id,
      building_id: complexId,
      iban: 'GE00TB0000000000000001',
      iban_usd: 'GE00TB0000000000000002',
      iban_eur: 'GE00TB0000000000000003',
      mediator_bank_usd: 'Citibank N.A., New York (CITIUS33)',
      mediator_bank_eur: 'Commerzbank AG, Frankfurt (COBADEFF)',
    },
    {
      bank_id: bank!.id,
      building_id: complexId,
      building_block: 'A',
      iban: 'GE00TB00000000000000A1',
      iban_usd: 'GE00TB00000000000000A2',
    },
    { bank_id: bank!.id, building_id: complexId, building_block: 'B', iban: 'GE00TB00000000000000B1' },
    { bank_id: bank!.id, building_id: bareComplexId, iban: 'GE00TB00000000000000C1' },
    {
      bank_id: bank!.id,
      building_id: null,
      iban: 'GE00TB00000000000000D1',
      iban_usd: 'GE00TB00000000000000D2',
      mediator_bank_usd: 'JPMorgan Chase, New York (CHASUS33)',
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('issuing an invoice', () => {
  it('asks for the next unpaid instalment, with the complex’s accounts in the currency and the amount in words', async () => {
    const sale = await addSale();
    const { res, invoice } = await issue({ sale_id: sale.id, mode: 'next_instalments' });
    expect(res.statusCode).toBe(200);
    expect(invoice).toMatchObject({
      sale_id: sale.id,
      contract_no: sale.contract_no,
      customer_id: sale.customer_id,
      customer_name: 'Nino Beridze',
      building_id: complexId,
      building_name: 'ინვოისის კომპლექსი EN',
      amount: '1000.00',
      currency: 'USD',
      mode: 'next_instalments',
      issue_date: TODAY,
      due_date: '2031-01-10',
      year: YEAR,
    });
    expect(invoice.display_number).toBe(`${YEAR}-${String(invoice.number).padStart(4, '0')}`);
    const d = invoice.details;
    expect(d.lines).toEqual([{ number: 1, due_date: '2031-01-10', amount: '1000.00', unpaid: '1000.00' }]);
    expect(d.amount_words).toEqual({
      ka: 'ათასი აშშ დოლარი',
      en: 'one thousand dollars',
      ru: 'одна тысяча долларов',
    });
    // Block A's account first, then the complex's general one; block B has no USD account.
    expect(d.bank_accounts.map((a) => [a.iban, a.mediator_bank, a.building_block])).toEqual([
      ['GE00TB00000000000000A2', '', 'A'],
      ['GE00TB0000000000000002', 'Citibank N.A., New York (CITIUS33)', null],
    ]);
    expect(d.seller).toMatchObject({ name: 'შპს „ინვოისის კომპლექსი“', id_code: '405000111' });
    expect(d.company.name).not.toBe('');
    expect(d.customers).toEqual([
      expect.objectContaining({
        id: sale.customer_id,
        name: { ka: 'ნინო ბერიძე', en: 'Nino Beridze', ru: 'ნინო ბერიძე' },
      }),
    ]);
    expect(d.units).toEqual([
      expect.objectContaining({
        id: sale.unit,
        block: 'A',
        floor: 3,
        total_area: '65.50',
        type_title: { ka: 'ბინა', en: 'Apartment', ru: 'Квартира' },
      }),
    ]);
    expect(d.complex.name.ka).toBe('ინვოისის კომპლექსი');
    expect(d.conversion).toBeNull();

    const read = await admin.get(`/api/invoices/${invoice.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(invoice);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'invoice'), eq(auditLogs.entity_id, String(invoice.id))));
    expect(audit).toMatchObject({ action: 'create', user_id: await userIdOf(t.db, 'admin') });
    expect(audit!.changes).toMatchObject({
      number: { before: null, after: invoice.display_number },
      amount: { before: null, after: '1000.00' },
    });
  });

  it('picks the accounts by currency: lari IBANs, EUR with its correspondent bank, company-wide as the fallback', async () => {
    const gel = await addSale({ payment_ccy: 'GEL', block: 'B' });
    const lari = (await issue({ sale_id: gel.id, mode: 'next_instalments' })).invoice;
    expect(lari.details.bank_accounts.map((a) => [a.iban, a.mediator_bank])).toEqual([
      ['GE00TB00000000000000B1', ''],
      ['GE00TB0000000000000001', ''],
    ]);
    expect(lari.details.amount_words.ka).toBe('ათასი ლარი');
    expect(lari.details.amount_words.ru).toBe('одна тысяча лари');

    const eur = await addSale({ payment_ccy: 'EUR' });
    const euros = (await issue({ sale_id: eur.id, mode: 'next_instalments' })).invoice;
    expect(euros.details.bank_accounts.map((a) => [a.iban, a.mediator_bank])).toEqual([
      ['GE00TB0000000000000003', 'Commerzbank AG, Frankfurt (COBADEFF)'],
    ]);
    expect(euros.details.amount_words.en).toBe('one thousand euros');

    // The bare complex has no dollar account: the company-wide ones are offered instead.
    const bare = await addSale({ building_id: bareComplexId });
    const fallback = (await issue({ sale_id: bare.id, mode: 'next_instalments' })).invoice;
    expect(fallback.details.bank_accounts.length).toBeGreaterThan(0);
    expect(fallback.details.bank_accounts.every((a) => a.building_block === null)).toBe(true);
    expect(fallback.details.bank_accounts.map((a) => a.iban)).toContain('GE00TB00000000000000D2');
    expect(fallback.details.bank_accounts.map((a) => a.iban)).not.toContain('GE00TB00000000000000C1');
  });

  it('asks for several instalments, counting only what is still unpaid of a part-paid one', async () => {
    const sale = await addSale({
      rows: [
        { date: '2031-01-10', amount: '1000.00' },
        { date: '2031-02-10', amount: '1234.50' },
        { date: '2031-03-10', amount: '1000.00' },
      ],
    });
    await pay(sale.id, '400.00');
    const { res, invoice } = await issue({ sale_id: sale.id, mode: 'next_instalments', instalments: 2 });
    expect(res.statusCode).toBe(200);
    expect(invoice.amount).toBe('1834.50');
    expect(invoice.details.lines).toEqual([
      { number: 1, due_date: '2031-01-10', amount: '1000.00', unpaid: '600.00' },
      { number: 2, due_date: '2031-02-10', amount: '1234.50', unpaid: '1234.50' },
    ]);
    expect(invoice.details.amount_words.en).toBe(
      'one thousand eight hundred thirty-four dollars and fifty cents',
    );
    expect(invoice.details.amount_words.ka).toBe('ათას რვაას ოცდათოთხმეტი აშშ დოლარი და ორმოცდაათი ცენტი');
    expect(invoice.details.amount_words.ru).toBe(
      'одна тысяча восемьсот тридцать четыре доллара пятьдесят центов',
    );
    // More instalments than are left: the invoice asks for what is left.
    const all = (await issue({ sale_id: sale.id, mode: 'next_instalments', instalments: 10 })).invoice;
    expect(all.amount).toBe('2834.50');
    expect(all.details.lines).toHaveLength(3);
  });

  it('issues a chosen amount with a chosen due date, never more than what is left to pay', async () => {
    const sale = await addSale();
    await pay(sale.id, '2500.00');
    const { res, invoice } = await issue({
      sale_id: sale.id,
      mode: 'amount',
      amount: '250.5',
      due_date: '2031-06-30',
    });
    expect(res.statusCode).toBe(200);
    expect(invoice).toMatchObject({ amount: '250.50', due_date: '2031-06-30', mode: 'amount' });
    expect(invoice.details.lines).toEqual([]);
    expect(invoice.details.amount_words.en).toBe('two hundred fifty dollars and fifty cents');

    const tooMuch = await admin.post('/api/invoices', { sale_id: sale.id, mode: 'amount', amount: '500.01' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({
      amount: ['The amount is more than what is left to pay on the sale'],
    });

    const missing = await admin.post('/api/invoices', { sale_id: sale.id, mode: 'amount' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ amount: ['Required field'] });
    const zero = await admin.post('/api/invoices', { sale_id: sale.id, mode: 'amount', amount: '0' });
    expect(zero.statusCode).toBe(422);
    expect(Object.keys(zero.json().errors)).toEqual(['amount']);
  });

  it('answers 422 invoices.nothing_due when everything is paid, and 409 for a canceled sale', async () => {
    const sale = await addSale();
    await pay(sale.id, '3000.00');
    const paid = await admin.post('/api/invoices', { sale_id: sale.id, mode: 'next_instalments' });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toBe('Nothing is left to pay on this sale');
    expect(
      (await admin.post('/api/invoices', { sale_id: sale.id, mode: 'amount', amount: '1' })).statusCode,
    ).toBe(422);

    const canceled = await addSale({ status: 'canceled' });
    const closed = await admin.post('/api/invoices', { sale_id: canceled.id, mode: 'next_instalments' });
    expect(closed.statusCode).toBe(409);

    expect(
      (await admin.post('/api/invoices', { sale_id: 99999999, mode: 'next_instalments' })).statusCode,
    ).toBe(404);
  });

  it('converts to another currency at the day’s official rates, and asks for the sale’s currency when there are none', async () => {
    await t.db.delete(currencyRates).where(eq(currencyRates.date, TODAY));
    await t.db
      .insert(currencyRates)
      .values({ currency: 'USD', date: TODAY, rate: '2.700000', valid_from_date: TODAY });
    const sale = await addSale();
    const { res, invoice } = await issue({ sale_id: sale.id, mode: 'next_instalments', currency: 'GEL' });
    expect(res.statusCode).toBe(200);
    expect(invoice).toMatchObject({ amount: '2700.00', currency: 'GEL' });
    expect(invoice.details.conversion).toEqual({
      date: TODAY,
      sale_amount: '1000.00',
      sale_currency: 'USD',
      sale_rate: '2.700000',
      invoice_rate: '1.000000',
    });
    expect(invoice.details.bank_accounts.map((a) => a.iban)).toEqual([
      'GE00TB00000000000000A1',
      'GE00TB0000000000000001',
    ]);
    expect(invoice.details.amount_words.ka).toBe('ორი ათას შვიდასი ლარი');

    // No EUR rate stored and the National Bank unreachable in tests.
    const noRate = await admin.post('/api/invoices', {
      sale_id: sale.id,
      mode: 'next_instalments',
      currency: 'EUR',
    });
    expect(noRate.statusCode).toBe(422);
    expect(Object.keys(noRate.json().errors)).toEqual(['currency']);
  });
});

describe('numbering', () => {
  it('numbers 1, 2, 3 within a year and starts again at 1 in the next', async () => {
    const sale = await addSale();
    const audit = { userId: await userIdOf(t.db, 'admin'), ip: null };
    const deps = t.app.deps;
    const issueOn = (day: string) =>
      issueInvoice(
        deps,
        { id: 0, permissions: ['view_sales', 'all_buildings_access'], buildingIds: [] },
        { sale_id: sale.id, mode: 'next_instalments' },
        audit,
        day,
      );
    const numberOf = async (id: number) => (await admin.get(`/api/invoices/${id}`)).json() as Invoice;
    const first = [await issueOn('2091-03-01'), await issueOn('2091-07-15'), await issueOn('2091-12-31')];
    expect((await Promise.all(first.map(numberOf))).map((i) => [i.year, i.number, i.display_number])).toEqual(
      [
        [2091, 1, '2091-0001'],
        [2091, 2, '2091-0002'],
        [2091, 3, '2091-0003'],
      ],
    );
    const next = await numberOf(await issueOn('2092-01-01'));
    expect([next.year, next.number, next.issue_date]).toEqual([2092, 1, '2092-01-01']);
    // The day of issue is after the instalment's date: the invoice is due on the day it is issued.
    expect(next.due_date).toBe('2092-01-01');
  });

  it('gives parallel issues distinct consecutive numbers', async () => {
    const sales = await Promise.all([addSale(), addSale(), addSale(), addSale()]);
    const answers = await Promise.all(
      sales.map((s) => admin.post('/api/invoices', { sale_id: s.id, mode: 'next_instalments' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = answers.map((a) => (a.json() as Invoice).number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers[3]! - numbers[0]!).toBe(3);
  });
});

/**
 * The text a PDF shows, as a reader copies it: every object's stream inflated, each font's ToUnicode
 * table read, and the hex glyph codes of the content streams mapped back to characters through the
 * table of the font selected (Tf) at that point.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id, body] = m;
    const at = body!.indexOf('stream');
    if (at < 0) {
      objects.set(id!, { dict: body!, stream: null });
      continue;
    }
    const dict = body!.slice(0, at);
    const offset = m.index + m[0].indexOf(body!) + at + 'stream'.length;
    const start = raw[offset] === '\r' ? offset + 2 : offset + 1;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const bytes = pdf.subarray(start, start + length);
    let stream: string | null = null;
    try {
      stream = (dict.includes('FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    } catch {
      stream = null;
    }
    objects.set(id!, { dict, stream });
  }
  const hexText = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  const cmapOf = (id: string) => {
    const map = new Map<string, string>();
    const cmap = objects.get(id)?.stream ?? '';
    for (const [, from, to, targets] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const list = [...targets!.matchAll(/<([0-9a-f\s]+)>/gi)].map((x) => x[1]!.replace(/\s/g, ''));
      for (let code = parseInt(from!, 16), i = 0; code <= parseInt(to!, 16); code++, i++)
        map.set(code.toString(16).padStart(from!.length, '0'), hexText(list[i] ?? ''));
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, src, dst] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
        map.set(src!.toLowerCase(), hexText(dst!));
    return map;
  };
  // Resource name (/F1) -> that font's table.
  const fonts = new Map<string, Map<string, string>>();
  for (const [, name, id] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const unicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dict ?? '')?.[1];
    if (unicode && !fonts.has(name!)) fonts.set(name!, cmapOf(unicode));
  }
  const text: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bBT\b/.test(stream)) continue;
    let current = new Map<string, string>();
    for (const [, font, hex] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-f]+)>/gi)) {
      if (font) current = fonts.get(font) ?? new Map();
      else {
        const width = [...current.keys()][0]?.length ?? 4;
        for (let i = 0; i < hex!.length; i += width)
          text.push(current.get(hex!.slice(i, i + width).toLowerCase()) ?? '');
      }
    }
    text.push('\n');
  }
  return text.join('');
}

describe('the PDF', () => {
  it('is a real PDF with the invoice’s Georgian text in an embedded font', async () => {
    const sale = await addSale();
    const { invoice } = await issue({ sale_id: sale.id, mode: 'next_instalments' });
    const res = await admin.get(`/api/invoices/${invoice.id}/pdf?lang=ka`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`invoice-${invoice.display_number}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(pdf.toString('latin1')).toContain('DejaVuSans');
    const text = pdfText(pdf);
    expect(text).toContain('ინვოისი');
    expect(text).toContain('ათასი აშშ დოლარი');
    expect(text).toContain('GE00TB00000000000000A2');
    expect(text).toContain(sale.contract_no);

    const english = pdfText((await admin.get(`/api/invoices/${invoice.id}/pdf?lang=en`)).rawPayload);
    expect(english).toContain('Invoice');
    expect(english).toContain('One thousand dollars');
    const russian = pdfText((await admin.get(`/api/invoices/${invoice.id}/pdf?lang=ru`)).rawPayload);
    expect(russian).toContain('Одна тысяча долларов');
  });
});

describe('the list', () => {
  it('filters by sale, buyer, complex, year, dates, currency and number', async () => {
    const second = await insertCustomer(t.db, { first_name: 'გელა', last_name: 'კაპანაძე' });
    const a = await addSale({
      customer_ids: [await insertCustomer(t.db, { first_name: 'ანა', last_name: 'ლომიძე' }), second],
    });
    const b = await addSale({ building_id: bareComplexId, payment_ccy: 'GEL' });
    const ia = (await issue({ sale_id: a.id, mode: 'next_instalments' })).invoice;
    const ib = (await issue({ sale_id: b.id, mode: 'next_instalments' })).invoice;
    const ids = async (query: string) => {
      const res = await admin.get(`/api/invoices?perpage=50&${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: number }[]).map((r) => r.id);
    };
    expect(await ids(`sale_id=${a.id}`)).toEqual([ia.id]);
    expect(await ids(`customer_id=${second}`)).toEqual([ia.id]);
    expect(await ids(`building_id=${bareComplexId}`)).toContain(ib.id);
    expect(await ids(`building_id=${bareComplexId}`)).not.toContain(ia.id);
    expect(await ids(`year=${YEAR}&sale_id=${b.id}`)).toEqual([ib.id]);
    expect(await ids(`year=${YEAR - 1}&sale_id=${b.id}`)).toEqual([]);
    expect(await ids(`date_from=${TODAY}&date_to=${TODAY}&sale_id=${a.id}`)).toEqual([ia.id]);
    expect(await ids(`date_to=2000-01-01&sale_id=${a.id}`)).toEqual([]);
    expect(await ids(`currency=GEL&sale_id=${b.id}`)).toEqual([ib.id]);
    expect(await ids(`currency=USD&sale_id=${b.id}`)).toEqual([]);
    expect(await ids(`search=${ia.display_number}`)).toEqual([ia.id]);
    expect(await ids(`search=${a.contract_no}`)).toEqual([ia.id]);

    const page = (await admin.get('/api/invoices?perpage=5')).json();
    expect(page.data).toHaveLength(5);
    expect(page.meta.total).toBeGreaterThan(5);
    // Newest first.
    const listed = page.data as { year: number; number: number }[];
    const keys = listed.map((r) => r.year * 1_000_000 + r.number);
    expect(keys).toEqual([...keys].sort((x, y) => y - x));
  });
});

describe('who may issue and read', () => {
  it('lets an accountant read but not issue, and keeps anonymous users out', async () => {
    const sale = await addSale();
    const { invoice } = await issue({ sale_id: sale.id, mode: 'next_instalments' });
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get('/api/invoices')).statusCode).toBe(200);
    expect((await accountant.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(200);
    expect((await accountant.get(`/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
    expect(
      (await accountant.post('/api/invoices', { sale_id: sale.id, mode: 'next_instalments' })).statusCode,
    ).toBe(403);
    expect((await t.anonymous().get('/api/invoices')).statusCode).toBe(401);
    const registrar = await t.as('property_registrar', 'en');
    expect((await registrar.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(403);
    const sales = await t.as('sales_manager', 'en');
    expect(
      (await sales.post('/api/invoices', { sale_id: sale.id, mode: 'next_instalments' })).statusCode,
    ).toBe(200);
  });

  it('keeps own-only users to the sales they are responsible for, and scoped users to their complexes', async () => {
    await t.db.insert(users).values([
      {
        username: 'own_invoicer',
        email: 'own_invoicer@demo.ge',
        first_name: 'Own',
        last_name: 'Invoicer',
        password_hash: 'x',
        permissions: ['view_only_own_sales', 'create_invoices'],
      },
      {
        username: 'scoped_invoicer',
        email: 'scoped_invoicer@demo.ge',
        first_name: 'Scoped',
        last_name: 'Invoicer',
        password_hash: 'x',
        permissions: ['view_sales', 'create_invoices'],
        building_ids: [bareComplexId],
      },
    ]);
    const own = await t.as('own_invoicer', 'en');
    const ownId = await userIdOf(t.db, 'own_invoicer');
    const theirs = await addSale({ responsible_user_id: ownId });
    const other = await addSale();
    const mine = await issue({ sale_id: theirs.id, mode: 'next_instalments' }, own);
    expect(mine.res.statusCode).toBe(200);
    expect(
      (await own.post('/api/invoices', { sale_id: other.id, mode: 'next_instalments' })).statusCode,
    ).toBe(404);
    const otherInvoice = (await issue({ sale_id: other.id, mode: 'next_instalments' })).invoice;
    expect((await own.get(`/api/invoices/${otherInvoice.id}`)).statusCode).toBe(404);
    expect((await own.get(`/api/invoices/${otherInvoice.id}/pdf`)).statusCode).toBe(404);
    const listed = (await own.get('/api/invoices?perpage=50')).json().data as {
      id: number;
      sale_id: number;
    }[];
    expect(listed.map((r) => r.id)).toContain(mine.invoice.id);
    expect(listed.every((r) => r.sale_id === theirs.id)).toBe(true);

    const scoped = await t.as('scoped_invoicer', 'en');
    expect(
      (await scoped.post('/api/invoices', { sale_id: other.id, mode: 'next_instalments' })).statusCode,
    ).toBe(404);
    const bare = await addSale({ building_id: bareComplexId });
    expect(
      (await scoped.post('/api/invoices', { sale_id: bare.id, mode: 'next_instalments' })).statusCode,
    ).toBe(200);
    const scopedList = (await scoped.get('/api/invoices?perpage=50')).json().data as {
      building_id: number;
    }[];
    expect(scopedList.length).toBeGreaterThan(0);
    expect(scopedList.every((r) => r.building_id === bareComplexId)).toBe(true);

    const client = await t.as('client_manager', 'en');
    expect(
      (await client.post('/api/invoices', { sale_id: theirs.id, mode: 'next_instalments' })).statusCode,
    ).toBe(403);
  });
});
