import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_IMPORT_COLUMNS } from '@shared/payments/contracts';
import { auditLogs, payments, sales } from '../../db/schema';
import { startNbgStub, type NbgStub } from '../../test/nbg-stub';
import { insertSale, insertUser, monthlyRows } from '../../test/factories';
import { ledgerState } from '../../test/read-backs';
import { createTestApp, multipart, PNG_1X1, type Api, type TestApp } from '../../test/test-app';

type Line = Partial<Record<(typeof PAYMENT_IMPORT_COLUMNS)[number], string | number | Date>>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let stub: NbgStub;
let t: TestApp;
let admin: Api;

async function workbook(lines: Line[], columns: readonly string[] = PAYMENT_IMPORT_COLUMNS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('payments');
  sheet.addRow([...columns]);
  for (const line of lines) sheet.addRow(columns.map((c) => line[c as keyof Line] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = async (api: Api, url: string, data: Buffer, fields: Record<string, string> = {}) => {
  const form = multipart(fields, [{ field: 'file', filename: 'payments.xlsx', data, type: XLSX }]);
  return api.post(url, form.payload, form.headers);
};

const sale3000 = () => insertSale(t.db, { price: '3000', rows: monthlyRows('2024-01-10', 3, '1000.00') });
const countPayments = async (ids: number[]) =>
  (await t.db.select().from(payments).where(inArray(payments.sale_id, ids))).length;

beforeAll(async () => {
  stub = await startNbgStub({ USD: 2.7, EUR: 2.95 });
  // The file imports one user more than a person would in a minute (platform/limits.ts: 10).
  t = await createTestApp({ env: { NBG_RATES_URL: stub.url, RATE_LIMITS: 'imports=1000' } });
  admin = await t.as('admin', 'en');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => stub.setMode('ok'));

describe('POST /api/payments/importFromExcel (one sale)', () => {
  it('records every line in the sale, converting other currencies, and reads dates as the office writes them', async () => {
    stub.setRate('USD', 2.7, { date: '2024-01-15' });
    stub.setRate('EUR', 2.95, { date: '2024-01-15' });
    const sale = await sale3000();
    const file = await workbook([
      { payment_date: '2024-01-12', amount: 1000, note: 'January' },
      { contract_no: sale.contract_no, payment_date: '15.01.2024', amount: '2,700.00', currency: 'gel' },
      {
        payment_date: new Date(Date.UTC(2024, 0, 20)),
        amount: 100,
        currency: 'EUR',
        rate: 3,
        payment_type: 'Cash',
      },
    ]);
    const res = await upload(admin, '/api/payments/importFromExcel', file, { sale_id: String(sale.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, imported: 3, errors: [] });
    const listed = (await admin.get(`/api/sales/${sale.id}/payments`)).json();
    expect(
      listed.map((p: Record<string, string>) => [
        p.payment_date,
        p.amount,
        p.currency,
        p.rate_source,
        p.payment_type,
      ]),
    ).toEqual([
      ['2024-01-12', '1000.00', 'USD', 'same', 'bank_transfer'],
      ['2024-01-15', '1000.00', 'GEL', 'nbg', 'bank_transfer'],
      // 100 EUR at a typed 3.00 and the official 2.70 of USD.
      ['2024-01-20', '111.11', 'EUR', 'manual', 'cash'],
    ]);
    expect(listed[0].note).toBe('January');
    expect((await ledgerState(t.db, sale.id)).sale.paid_amount).toBe('2111.11');
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.entity_type, 'payment'));
    expect(
      audit.filter((a) => listed.some((p: { id: number }) => String(p.id) === a.entity_id)),
    ).toHaveLength(3);
  });

  it('writes nothing when a line is bad and reports every line refused', async () => {
    const sale = await sale3000();
    const other = await sale3000();
    const before = await ledgerState(t.db, sale.id);
    const file = await workbook([
      { payment_date: '2024-01-12', amount: 1000 },
      { payment_date: '2024-01-13', amount: 'abc' },
      { payment_date: '2024-01-14', amount: 10, currency: 'GBP' },
      { contract_no: other.contract_no, payment_date: '2024-01-14', amount: 10 },
      { payment_date: '31/02/2024', amount: -5, payment_type: 'gift' },
    ]);
    const res = await upload(admin, '/api/payments/importFromExcel', file, { sale_id: String(sale.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      imported: 0,
      errors: [
        { line: 3, contract_no: null, reason: 'amount: Invalid format' },
        { line: 4, contract_no: null, reason: 'currency: Invalid value' },
        { line: 5, contract_no: other.contract_no, reason: "The contract number is not this sale's" },
        {
          line: 6,
          contract_no: null,
          reason: 'amount: Invalid format; payment_date: Invalid format; payment_type: Invalid value',
        },
      ],
    });
    expect(await countPayments([sale.id, other.id])).toBe(0);
    expect(await ledgerState(t.db, sale.id)).toEqual(before);
  });

  it('refuses a line in another currency when no rate can be had, naming the rate column', async () => {
    stub.setMode('fail');
    const sale = await sale3000();
    const file = await workbook([
      { payment_date: '2024-02-12', amount: 1000 },
      { payment_date: '2024-02-13', amount: 500, currency: 'EUR' },
    ]);
    const res = await upload(admin, '/api/payments/importFromExcel', file, { sale_id: String(sale.id) });
    expect(res.json()).toEqual({
      success: false,
      imported: 0,
      errors: [
        {
          line: 3,
          contract_no: null,
          reason:
            'rate: No official rate could be had for this date — enter the rate; sale_rate: No official rate could be had for this date — enter the rate',
        },
      ],
    });
    expect(await countPayments([sale.id])).toBe(0);
  });

  it('refuses a file that is not a filled-in template, a missing file, a closed sale and the read-only', async () => {
    const sale = await sale3000();
    const png = multipart({ sale_id: String(sale.id) }, [
      { field: 'file', filename: 'x.png', data: PNG_1X1, type: 'image/png' },
    ]);
    const wrongType = await admin.post('/api/payments/importFromExcel', png.payload, png.headers);
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['file']);
    const none = multipart({ sale_id: String(sale.id) });
    expect((await admin.post('/api/payments/importFromExcel', none.payload, none.headers)).statusCode).toBe(
      422,
    );
    const empty = await upload(admin, '/api/payments/importFromExcel', await workbook([]), {
      sale_id: String(sale.id),
    });
    expect(empty.json()).toMatchObject({ message: 'The file holds no payments' });
    const headerless = await upload(
      admin,
      '/api/payments/importFromExcel',
      await workbook([{ note: 'x' }], ['note']),
      {
        sale_id: String(sale.id),
      },
    );
    expect(headerless.statusCode).toBe(422);
    expect(headerless.json().message).toBe(
      'The file could not be read: upload an .xlsx file filled in after the template',
    );
    const noSale = await upload(
      admin,
      '/api/payments/importFromExcel',
      await workbook([{ payment_date: '2024-01-12', amount: 1 }]),
    );
    expect(noSale.statusCode).toBe(422);
    expect(Object.keys(noSale.json().errors)).toEqual(['sale_id']);

    await t.db.update(sales).set({ status: 'canceled' }).where(eq(sales.id, sale.id));
    const closed = await upload(
      admin,
      '/api/payments/importFromExcel',
      await workbook([{ payment_date: '2024-01-12', amount: 1 }]),
      {
        sale_id: String(sale.id),
      },
    );
    expect(closed.statusCode).toBe(409);
    const accountant = await t.as('accountant', 'en');
    expect(
      (
        await upload(
          accountant,
          '/api/payments/importFromExcel',
          await workbook([{ payment_date: '2024-01-12', amount: 1 }]),
          {
            sale_id: String(sale.id),
          },
        )
      ).statusCode,
    ).toBe(403);
    expect(await countPayments([sale.id])).toBe(0);
  });
});

describe('POST /api/payments/importForMultipleSalesFromExcel (bank statement)', () => {
  it('matches lines to live sales by contract number, all or nothing', async () => {
    const a = await sale3000();
    const b = await sale3000();
    const canceled = await insertSale(t.db, { price: '100', status: 'canceled' });
    const trashed = await sale3000();
    await t.db.update(sales).set({ deleted_at: new Date() }).where(eq(sales.id, trashed.id));
    const bad = await workbook([
      { contract_no: a.contract_no, payment_date: '2024-01-12', amount: 1000 },
      { contract_no: 'NO-SUCH-CONTRACT', payment_date: '2024-01-12', amount: 10 },
      { contract_no: canceled.contract_no, payment_date: '2024-01-12', amount: 10 },
      { contract_no: trashed.contract_no, payment_date: '2024-01-12', amount: 10 },
      { payment_date: '2024-01-12', amount: 10 },
      { contract_no: b.contract_no, payment_date: '2024-01-12', amount: 0 },
    ]);
    const refused = await upload(admin, '/api/payments/importForMultipleSalesFromExcel', bad);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      success: false,
      imported: 0,
      errors: [
        { line: 3, contract_no: 'NO-SUCH-CONTRACT', reason: 'No sale with this contract number' },
        {
          line: 4,
          contract_no: canceled.contract_no,
          reason:
            'The sale is canceled or deleted: its schedule and payments can be read but no longer changed',
        },
        { line: 5, contract_no: trashed.contract_no, reason: 'No sale with this contract number' },
        { line: 6, contract_no: null, reason: 'contract_no: Required field' },
        { line: 7, contract_no: b.contract_no, reason: 'amount: Must be greater than zero' },
      ],
    });
    expect(await countPayments([a.id, b.id, canceled.id, trashed.id])).toBe(0);

    const good = await workbook([
      { contract_no: a.contract_no, payment_date: '2024-01-12', amount: 1000 },
      { contract_no: b.contract_no, payment_date: '2024-01-13', amount: 2500 },
      { contract_no: a.contract_no, payment_date: '2024-02-12', amount: 500 },
    ]);
    const res = await upload(admin, '/api/payments/importForMultipleSalesFromExcel', good);
    expect(res.json()).toEqual({ success: true, imported: 3, errors: [] });
    expect((await ledgerState(t.db, a.id)).instalments.map((i) => i.paid_amount)).toEqual([
      '1000.00',
      '500.00',
      '0.00',
    ]);
    expect((await ledgerState(t.db, b.id)).instalments.map((i) => i.paid_amount)).toEqual([
      '1000.00',
      '1000.00',
      '500.00',
    ]);
  });

  it("matches only sales the user may see: another complex's contract is unknown to a limited user", async () => {
    await insertUser(t.db, 'vake_importer', ['view_sales', 'add_payments'], [1]);
    const vake = await insertSale(t.db, { building_id: 1, price: '100' });
    const saburtalo = await insertSale(t.db, { building_id: 2, price: '100' });
    const limited = await t.as('vake_importer', 'en');
    const file = await workbook([
      { contract_no: vake.contract_no, payment_date: '2024-01-12', amount: 50 },
      { contract_no: saburtalo.contract_no, payment_date: '2024-01-12', amount: 50 },
    ]);
    const res = await upload(limited, '/api/payments/importForMultipleSalesFromExcel', file);
    expect(res.json().errors).toEqual([
      { line: 3, contract_no: saburtalo.contract_no, reason: 'No sale with this contract number' },
    ]);
    expect(await countPayments([vake.id, saburtalo.id])).toBe(0);
  });
});

describe('import templates', () => {
  it.each([
    '/api/payments/importFromExcel/template',
    '/api/payments/importForMultipleSalesFromExcel/template',
  ])('%s is an .xlsx with the import columns', async (url) => {
    const res = await admin.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+-template\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...PAYMENT_IMPORT_COLUMNS]);
    expect((await (await t.as('property_registrar', 'en')).get(url)).statusCode).toBe(403);
  });
});
