import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALE_IMPORT_COLUMNS } from '@shared/sales/contracts';
import { properties, sales } from '../../db/schema';
import { CONTRACT_NO_PREFIX, freeUnits, insertCustomer, uniqueContractNo } from '../../test/factories';
import { unitStatuses } from '../../test/read-backs';
import { createTestApp, multipart, type Api, type TestApp } from '../../test/test-app';

let t: TestApp;
let sm: Api;
let buyerCode: string;

beforeAll(async () => {
  t = await createTestApp();
  sm = await t.as('sales_manager', 'en');
  buyerCode = String(randomInt(10_000_000_000, 99_999_999_999));
  await insertCustomer(t.db, {
    first_name: 'მარიამ',
    last_name: 'კვარაცხელია',
    first_name_en: 'Nino',
    last_name_en: 'კვარაცხელია',
    personal_id: buyerCode,
  });
});
afterAll(() => t.close());

type Line = Partial<Record<(typeof SALE_IMPORT_COLUMNS)[number], string | number>>;

async function workbook(lines: Line[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('sales');
  sheet.addRow([...SALE_IMPORT_COLUMNS]);
  for (const line of lines) sheet.addRow(SALE_IMPORT_COLUMNS.map((c) => line[c] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = async (lines: Line[], api = sm) => {
  const form = multipart({}, [
    {
      field: 'file',
      filename: 'sales.xlsx',
      data: await workbook(lines),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  ]);
  return api.post('/api/sales/importFromExcel', form.payload, form.headers);
};

/** Free units of complex 1 with the block and number the office would type. */
async function units(count: number) {
  const ids = await freeUnits(t.db, 1, count);
  return t.db
    .select({ id: properties.id, block: properties.block, number: properties.number })
    .from(properties)
    .where(inArray(properties.id, ids))
    .orderBy(properties.id);
}

/** Two free units of one block (numbers are unique per block). */
async function pairInOneBlock() {
  const candidates = await units(8);
  for (const u of candidates) {
    const mate = candidates.find((o) => o !== u && o.block === u.block);
    if (mate) return [u, mate] as const;
  }
  throw new Error('no two free units in one block');
}

const line = (unit: { block: string | null; number: string }, extra: Line = {}): Line => ({
  contract_no: uniqueContractNo(),
  contract_start_date: '2030-04-01',
  building: 1,
  block: unit.block ?? '',
  units: unit.number,
  unit_prices: '80000',
  payment_ccy: 'USD',
  customers: buyerCode,
  responsible: 'sales_manager',
  first_installment_amount: 20000,
  first_installment_date: '2030-04-05',
  start_month: '2030-05',
  count: 12,
  payment_day: 15,
  is_signed: 'yes',
  ...extra,
});

const salesOfFile = () =>
  t.db
    .select()
    .from(sales)
    .where(like(sales.contract_no, `${CONTRACT_NO_PREFIX}-%`));

describe('importing sales from Excel', () => {
  it('hands out a template with every column and a sheet explaining them', async () => {
    const res = await sm.get('/api/sales/import-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.getWorksheet('sales')!.getRow(1).values as string[]).slice(1);
    expect(header).toEqual([...SALE_IMPORT_COLUMNS]);
    expect(book.getWorksheet('help')!.rowCount).toBe(SALE_IMPORT_COLUMNS.length + 1);
  });

  it('creates every sale of a clean file with its schedule, units sold', async () => {
    const [a] = await units(1);
    const [b, c] = await pairInOneBlock();
    const first = line(a!);
    const second = line(b, {
      units: `${b.number}, ${c.number}`,
      unit_prices: '50000, 7000.50',
      payment_ccy: 'GEL',
      first_installment_amount: '',
      first_installment_date: '',
      start_month: '',
      count: '',
      is_signed: 'no',
    });
    const res = await upload([first, second]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, imported: 2, errors: [] });
    const rows = await salesOfFile();
    const imported = rows.find((r) => r.contract_no === first.contract_no)!;
    expect(imported).toMatchObject({
      total_price: '80000.00',
      payment_ccy: 'USD',
      is_signed: true,
      payment_day: 15,
    });
    const sale = (await sm.get(`/api/sales/${imported.id}`)).json();
    expect(sale.schedule).toHaveLength(13);
    expect(sale.schedule[1]).toMatchObject({ due_date: '2030-05-15', amount: '5000.00' });
    expect(sale.customers[0].personal_id).toBe(buyerCode);
    const gel = rows.find((r) => r.contract_no === second.contract_no)!;
    expect(gel).toMatchObject({ total_price: '57000.50', payment_ccy: 'GEL', is_signed: false });
    expect(await unitStatuses(t.db, [a!.id, b.id, c.id])).toEqual(['sold', 'sold', 'sold']);
  });

  it('writes nothing when any line is bad and reports every refused line', async () => {
    const before = (await salesOfFile()).length;
    const [a, b] = await units(2);
    const good = line(a!);
    const res = await upload([
      good,
      line(b!, { units: 'NO-SUCH-UNIT' }),
      line(b!, { contract_start_date: '2030-13-45', payment_ccy: '', customers: '00000000000' }),
      line(b!, { contract_no: good.contract_no, responsible: 'nobody' }),
    ]);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ success: false, imported: 0 });
    expect(report.errors).toEqual([
      {
        line: 3,
        contract_no: expect.any(String),
        reason: 'units: Unit NO-SUCH-UNIT not found in this complex',
      },
      { line: 4, contract_no: expect.any(String), reason: 'customers: Buyer 00000000000 not found' },
      { line: 5, contract_no: good.contract_no, reason: 'responsible: User nobody not found' },
    ]);
    expect((await salesOfFile()).length).toBe(before);
    expect(await unitStatuses(t.db, [a!.id, b!.id])).toEqual(['free', 'free']);

    const fields = await upload([good, line(b!, { contract_start_date: '2030-13-45', payment_ccy: 'XYZ' })]);
    expect(
      fields
        .json()
        .errors.map((e: { reason: string }) => e.reason)
        .sort(),
    ).toEqual(['contract_start_date: Invalid format', 'payment_ccy: Invalid value']);
    const twice = await upload([good, line(b!, { contract_no: good.contract_no })]);
    expect(twice.json().errors).toEqual([
      { line: 3, contract_no: good.contract_no, reason: 'This contract number appears earlier in the file' },
    ]);
    expect((await salesOfFile()).length).toBe(before);
  });

  it('rolls everything back when the database refuses a line (a unit sold meanwhile)', async () => {
    const before = (await salesOfFile()).length;
    const [a, b] = await units(2);
    await t.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, b!.id));
    const res = await upload([line(a!), line(b!)]);
    expect(res.json()).toEqual({
      success: false,
      imported: 0,
      errors: [
        {
          line: 3,
          contract_no: expect.any(String),
          reason: 'The unit is no longer free: it is sold, booked or in another deal',
        },
      ],
    });
    expect((await salesOfFile()).length).toBe(before);
    expect(await unitStatuses(t.db, [a!.id])).toEqual(['free']);
  });

  it('refuses a file that is not a sheet, an empty one, and readers', async () => {
    const text = multipart({}, [
      { field: 'file', filename: 'x.xlsx', data: Buffer.from('hello'), type: 'text/plain' },
    ]);
    expect((await sm.post('/api/sales/importFromExcel', text.payload, text.headers)).statusCode).toBe(422);
    const empty = await upload([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['The file has no sales'] });
    const accountant = await t.as('accountant', 'en');
    expect((await upload([], accountant)).statusCode).toBe(403);
    expect((await accountant.get('/api/sales/import-template')).statusCode).toBe(403);
  });
});
