import { and, gte, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, payments } from '../../db/schema';
import { insertComplex, insertSale, insertUser, monthlyRows } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

/**
 * The reports on a crafted data set whose every figure is computed by hand below. Today is fixed at
 * 15 January 2016; the National Bank's USD rate is 2.00 in January 2015 and 2.50 from February 2015 on.
 *
 *  A  USD 10,000, counts on 2015-01-10: 4,000 due 10 Jan, 3,000 10 Feb, 3,000 10 Mar 2015;
 *     paid 4,000 on 12 Jan (rate 2.00) and 1,000 on 15 Feb (2.50); a 500 USD renovation payment 1 Mar.
 *     Allocation: January paid, February 1,000 of 3,000, March nothing -> overdue 5,000, over 90 days.
 *  B  GEL 27,000 on 2015-02-05, all due that day; paid 5,000 GEL on 20 Feb -> overdue 22,000.
 *  C  USD 4,000 on 2015-12-01: 1,000 due 1 Dec (45 days late), 5 Jan 2016 (10 days), 15 Jan (today:
 *     debt, not yet overdue) and 1 Mar 2016; nothing paid.
 */

let t: TestApp;
let admin: Api;
let complex: number;
let otherComplex: number;
let saleA: number;
let owner: number;
const TODAY = '2016-01-15';
const PERIOD = { date_from: '2015-01-01', date_to: TODAY };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(`${TODAY}T09:00:00Z`) });
  admin = await t.as('admin', 'en');
  complex = (await insertComplex(t.db, { name: 'რეპორტების ტესტი', name_en: 'Reports test' })).id;
  otherComplex = (await insertComplex(t.db, { name: 'სხვა კომპლექსი' })).id;

  await t.db
    .delete(currencyRates)
    .where(and(gte(currencyRates.date, '2014-01-01'), lte(currencyRates.date, '2016-12-31')));
  await t.db.insert(currencyRates).values([
    { currency: 'USD', date: '2015-01-01', rate: '2.000000', valid_from_date: '2015-01-01' },
    { currency: 'USD', date: '2015-02-01', rate: '2.500000', valid_from_date: '2015-02-01' },
  ]);

  owner = await insertUser(t.db, 'reports_own', ['view_reports', 'view_only_own_sales']);
  await insertUser(t.db, 'reports_elsewhere', ['view_reports', 'view_sales'], [otherComplex]);

  saleA = (
    await insertSale(t.db, {
      building_id: complex,
      price: '10000',
      contract_start_date: '2015-01-10',
      rows: [{ date: '2015-01-10', amount: '4000.00' }, ...monthlyRows('2015-02-10', 2, '3000.00')],
      responsible_user_id: owner,
    })
  ).id;
  const saleB = (
    await insertSale(t.db, {
      building_id: complex,
      payment_ccy: 'GEL',
      price: '27000',
      contract_start_date: '2015-02-05',
    })
  ).id;
  await insertSale(t.db, {
    building_id: complex,
    price: '4000',
    contract_start_date: '2015-12-01',
    rows: [
      { date: '2015-12-01', amount: '1000.00' },
      { date: '2016-01-05', amount: '1000.00' },
      { date: '2016-01-15', amount: '1000.00' },
      { date: '2016-03-01', amount: '1000.00' },
    ],
  });

  const pay = async (sale_id: number, amount: string, currency: string, payment_date: string) => {
    const res = await admin.post('/api/payments/pay', { sale_id, amount, currency, payment_date });
    expect(res.statusCode, res.body).toBe(200);
  };
  await pay(saleA, '4000', 'USD', '2015-01-12');
  await pay(saleA, '1000', 'USD', '2015-02-15');
  await pay(saleB, '5000', 'GEL', '2015-02-20');
  // A renovation's payment as the services module records it: apart from the sale's ledger.
  await t.db.insert(payments).values({
    sale_id: saleA,
    mode: 'renovation',
    service_container_id: 1,
    amount: '500',
    original_amount: '500',
    currency: 'USD',
    payment_date: '2015-03-01',
  });
});
afterAll(() => t.close());

type Report = { rows: Record<string, unknown>[]; totals: Record<string, Record<string, unknown>> };

const report = async (path: string, body: Record<string, unknown> = {}, api = admin): Promise<Report> => {
  const res = await api.post(path, { building_ids: [complex], ...PERIOD, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
};

const sumOf = (
  rows: Record<string, unknown>[],
  column: string,
  where: (r: Record<string, unknown>) => boolean,
) => rows.filter(where).reduce((cents, r) => cents + Math.round(Number(r[column]) * 100), 0) / 100;

describe('the finance summary', () => {
  it('answers contract value, received, debt, overdue and renovation apart, per currency', async () => {
    const finance = await report('/api/reporting/getFinanceSummaryReport');
    expect(finance.rows).toEqual([
      {
        currency: 'GEL',
        contract_value: '27000.00',
        received: '5000.00',
        debt: '22000.00',
        overdue: '22000.00',
        advances: '0.00',
        renovation_received: '0.00',
        services_received: '0.00',
      },
      {
        currency: 'USD',
        contract_value: '14000.00',
        received: '5000.00',
        debt: '8000.00',
        overdue: '7000.00',
        advances: '0.00',
        renovation_received: '500.00',
        services_received: '0.00',
      },
    ]);
  });

  it('converts every payment at the rate of its own day', async () => {
    const gel = await report('/api/reporting/getFinanceSummaryReport', { money_view: 'GEL' });
    expect(gel.rows).toEqual([
      expect.objectContaining({
        currency: 'GEL',
        contract_value: '57000.00',
        received: '15500.00',
        renovation_received: '1250.00',
      }),
    ]);
    const usd = await report('/api/reporting/getFinanceSummaryReport', { money_view: 'USD' });
    expect(usd.rows).toEqual([expect.objectContaining({ currency: 'USD', received: '7000.00' })]);
  });
});

describe('reconciliation of the received total', () => {
  for (const money_view of ['original', 'GEL', 'USD'] as const)
    it(`finance summary = payments report = monthly report (${money_view})`, async () => {
      const [finance, paid, monthly] = await Promise.all([
        report('/api/reporting/getFinanceSummaryReport', { money_view }),
        report('/api/payments/forReporting', { money_view }),
        report('/api/reporting/monthlyReporting', { money_view }),
      ]);
      for (const row of finance.rows) {
        const currency = row.currency;
        const received = Number(row.received);
        expect(sumOf(paid.rows, 'amount', (r) => r.currency === currency && r.mode === 'sale')).toBe(
          received,
        );
        expect(Number(paid.totals[String(currency)]?.sale)).toBe(received);
        expect(sumOf(monthly.rows, 'received', (r) => r.currency === currency)).toBe(received);
        expect(Number(monthly.totals[String(currency)]?.received)).toBe(received);
      }
    });

  it('is the same read from the complex-wide sums as from the sums per manager and status', async () => {
    // No status filter reads the complex-wide level; naming every status reads the detailed one.
    const everyStatus = {
      sale_statuses: ['active', 'overdue', 'cancellation_candidate', 'defective', 'canceled'],
    };
    for (const path of [
      '/api/reporting',
      '/api/reporting/monthlyReporting',
      '/api/reporting/revenue-by-scheduler',
      '/api/payments/forReporting',
      '/api/payment-scheduler/forReporting',
    ])
      for (const money_view of ['original', 'GEL'] as const) {
        const [total, detail] = await Promise.all([
          report(path, { money_view }),
          report(path, { money_view, ...everyStatus }),
        ]);
        expect(total.rows.length, path).toBeGreaterThan(0);
        expect(total, `${path} ${money_view}`).toEqual(detail);
      }
  });

  it('equals what the sales totals say was paid', async () => {
    const finance = await report('/api/reporting/getFinanceSummaryReport');
    const res = await admin.get(`/api/sales/totals?building_ids=${complex}`);
    const totals = res.json().per_currency as { currency: string; paid: string }[];
    expect(finance.rows.map((r) => ({ currency: r.currency, paid: r.received }))).toEqual(
      totals.map((r) => ({ currency: r.currency, paid: r.paid })),
    );
  });
});

describe('POST /api/reporting', () => {
  it('answers the period at a glance with the overdue ageing as of today', async () => {
    const overview = await report('/api/reporting');
    expect(overview.rows).toEqual([
      {
        currency: 'GEL',
        sales_count: 1,
        sales_value: '27000.00',
        received: '5000.00',
        expected: '27000.00',
        debt: '22000.00',
        overdue: '22000.00',
        overdue_1_30: '0.00',
        overdue_31_60: '0.00',
        overdue_61_90: '0.00',
        overdue_over_90: '22000.00',
      },
      {
        currency: 'USD',
        sales_count: 2,
        sales_value: '14000.00',
        received: '5000.00',
        expected: '13000.00',
        debt: '8000.00',
        overdue: '7000.00',
        overdue_1_30: '1000.00',
        overdue_31_60: '1000.00',
        overdue_61_90: '0.00',
        overdue_over_90: '5000.00',
      },
    ]);
    expect(overview.totals.USD).toEqual(expect.objectContaining({ sales_count: 2, received: '5000.00' }));
  });

  it('keeps a user who sees only their own sales to them, and a user of another complex to nothing', async () => {
    const own = await report('/api/reporting', {}, await t.as('reports_own'));
    expect(own.rows).toEqual([
      expect.objectContaining({ currency: 'USD', sales_count: 1, received: '5000.00', overdue: '5000.00' }),
    ]);
    const elsewhere = await report('/api/reporting', {}, await t.as('reports_elsewhere'));
    expect(elsewhere.rows).toEqual([]);
  });

  it('takes a §9 period instead of dates, and refuses without view_reports', async () => {
    const lastMonth = await report('/api/reporting', {
      date_from: undefined,
      date_to: undefined,
      period: 'last_month',
    });
    expect(lastMonth).toMatchObject({ date_from: '2015-12-15', date_to: TODAY });
    expect(lastMonth.rows).toEqual([
      // No sale, payment or instalment of the month, but the debt stays in its row.
      expect.objectContaining({ currency: 'GEL', sales_count: 0, expected: '0.00', debt: '22000.00' }),
      expect.objectContaining({ currency: 'USD', sales_count: 0, expected: '2000.00', received: '0.00' }),
    ]);
    await insertUser(t.db, 'reports_none', ['view_sales', 'all_buildings_access']);
    expect((await (await t.as('reports_none')).post('/api/reporting', {})).statusCode).toBe(403);
  });
});

describe('POST /api/reporting/monthlyReporting', () => {
  it('answers every month of the period: sales by their day, instalments by due month, payments by date', async () => {
    const monthly = await report('/api/reporting/monthlyReporting', {
      date_from: '2015-01-01',
      date_to: '2015-03-31',
    });
    expect(monthly.rows).toEqual([
      {
        month: '2015-01',
        currency: 'GEL',
        sales_count: 0,
        sales_value: '0.00',
        expected: '0.00',
        received: '0.00',
        overdue: '0.00',
      },
      {
        month: '2015-01',
        currency: 'USD',
        sales_count: 1,
        sales_value: '10000.00',
        expected: '4000.00',
        received: '4000.00',
        overdue: '0.00',
      },
      {
        month: '2015-02',
        currency: 'GEL',
        sales_count: 1,
        sales_value: '27000.00',
        expected: '27000.00',
        received: '5000.00',
        overdue: '22000.00',
      },
      {
        month: '2015-02',
        currency: 'USD',
        sales_count: 0,
        sales_value: '0.00',
        expected: '3000.00',
        received: '1000.00',
        overdue: '2000.00',
      },
      {
        month: '2015-03',
        currency: 'GEL',
        sales_count: 0,
        sales_value: '0.00',
        expected: '0.00',
        received: '0.00',
        overdue: '0.00',
      },
      {
        month: '2015-03',
        currency: 'USD',
        sales_count: 0,
        sales_value: '0.00',
        expected: '3000.00',
        received: '0.00',
        overdue: '3000.00',
      },
    ]);
  });
});

describe('the registers', () => {
  it('lists payments of every mode with the rate of their day and their lari amount', async () => {
    const paid = await report('/api/payments/forReporting');
    expect(paid.rows.map(({ payment_id: _, sale_id: __, contract_no: ___, ...r }) => r)).toEqual([
      {
        date: '2015-01-12',
        mode: 'sale',
        amount: '4000.00',
        currency: 'USD',
        rate: '2.000000',
        amount_gel: '8000.00',
      },
      {
        date: '2015-02-15',
        mode: 'sale',
        amount: '1000.00',
        currency: 'USD',
        rate: '2.500000',
        amount_gel: '2500.00',
      },
      {
        date: '2015-02-20',
        mode: 'sale',
        amount: '5000.00',
        currency: 'GEL',
        rate: '1',
        amount_gel: '5000.00',
      },
      {
        date: '2015-03-01',
        mode: 'renovation',
        amount: '500.00',
        currency: 'USD',
        rate: '2.500000',
        amount_gel: '1250.00',
      },
    ]);
    expect(paid).toMatchObject({ row_count: 4 });
  });

  it('lists the instalments due in the period with what is paid of them', async () => {
    const due = await report('/api/payment-scheduler/forReporting', {
      date_from: '2015-02-01',
      date_to: '2015-02-28',
    });
    expect(due.rows.map((r) => [r.due_date, r.state, r.amount, r.paid, r.unpaid])).toEqual([
      ['2015-02-05', 'overdue', '27000.00', '5000.00', '22000.00'],
      ['2015-02-10', 'overdue', '3000.00', '1000.00', '2000.00'],
    ]);
  });

  it('lists the sales of the period in the register with their totals', async () => {
    const register = await report('/api/sales/getReport');
    expect(register.rows.map((r) => [r.date, r.currency, r.contract_value, r.paid, r.debt])).toEqual([
      ['2015-12-01', 'USD', '4000.00', '0.00', '3000.00'],
      ['2015-02-05', 'GEL', '27000.00', '5000.00', '22000.00'],
      ['2015-01-10', 'USD', '10000.00', '5000.00', '5000.00'],
    ]);
    expect(register.totals.USD).toEqual({
      count: 2,
      contract_value: '14000.00',
      paid: '5000.00',
      debt: '8000.00',
    });
  });
});

describe('managers, complexes and the pie', () => {
  it('answers per manager and per month and complex', async () => {
    const managers = await report('/api/reporting/manager-report');
    expect(managers.rows.map((r) => [r.user_name, r.currency, r.sales_count, r.received])).toEqual([
      ['No manager', 'GEL', 1, '5000.00'],
      ['No manager', 'USD', 1, '0.00'],
      ['Test reports_own', 'USD', 1, '5000.00'],
    ]);
    const revenue = await report('/api/reporting/revenue-by-scheduler', {
      date_from: '2015-02-01',
      date_to: '2015-02-28',
    });
    expect(revenue.rows).toEqual([
      {
        month: '2015-02',
        building_id: complex,
        building: 'Reports test',
        currency: 'GEL',
        expected: '27000.00',
        received: '5000.00',
        difference: '-22000.00',
      },
      {
        month: '2015-02',
        building_id: complex,
        building: 'Reports test',
        currency: 'USD',
        expected: '3000.00',
        received: '1000.00',
        difference: '-2000.00',
      },
    ]);
    expect(revenue.totals).toEqual({
      GEL: { expected: '27000.00', received: '5000.00', difference: '-22000.00' },
      USD: { expected: '3000.00', received: '1000.00', difference: '-2000.00' },
    });
  });

  it('keeps to the chosen responsible managers, and offers the picker only whom the user may see', async () => {
    const mine = await report('/api/reporting/manager-report', { responsible_user_ids: [owner] });
    expect(mine.rows.map((r) => [r.user_name, r.currency, r.sales_count, r.received])).toEqual([
      ['Test reports_own', 'USD', 1, '5000.00'],
    ]);
    const finance = await report('/api/reporting/getFinanceSummaryReport', {
      responsible_user_ids: String(owner),
    });
    expect(finance.rows.map((r) => [r.currency, r.contract_value, r.received])).toEqual([
      ['USD', '10000.00', '5000.00'],
    ]);

    const manager = await insertUser(t.db, 'reports_manager', [
      'view_reports',
      'view_only_own_sales',
      'can_be_responsible_sale_manager',
    ]);
    const everyone = await admin.get('/api/reporting/responsible-users');
    expect(everyone.statusCode, everyone.body).toBe(200);
    expect(everyone.json()).toEqual(
      expect.arrayContaining([
        { id: manager, name: 'Test reports_manager' },
        expect.objectContaining({ name: expect.any(String) }),
      ]),
    );
    expect(everyone.json().length).toBeGreaterThan(1);
    // Someone who sees only their own sales is offered only themselves.
    const own = await (await t.as('reports_manager')).get('/api/reporting/responsible-users');
    expect(own.json()).toEqual([{ id: manager, name: 'Test reports_manager' }]);
    await insertUser(t.db, 'reports_sales_only', ['view_sales', 'all_buildings_access']);
    const refused = await (await t.as('reports_sales_only')).get('/api/reporting/responsible-users');
    expect(refused.statusCode).toBe(403);
  });

  it("answers the year's sales by status, unit type and complex, and the years with data", async () => {
    const res = await admin.get(`/api/reporting/pie/2015?building_ids=${complex}&money_view=GEL`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as Record<string, unknown>[];
    // The statuses follow the ledger's own clock; their counts and values add up to the year's sales.
    const statuses = rows.filter((r) => r.group === 'status');
    expect(statuses.reduce((n, r) => n + Number(r.count), 0)).toBe(3);
    expect(sumOf(statuses, 'value', () => true)).toBe(57000);
    expect(statuses.every((r) => r.label !== r.key && r.currency === 'GEL')).toBe(true);
    expect(res.json().totals).toEqual({ GEL: { count: 3, value: '57000.00' } });
    expect(rows.filter((r) => r.group === 'building')).toEqual([
      {
        group: 'building',
        key: String(complex),
        label: 'Reports test',
        count: 3,
        value: '57000.00',
        currency: 'GEL',
      },
    ]);
    expect(rows.filter((r) => r.group === 'type')).toEqual([
      expect.objectContaining({ key: 'apartment', label: 'Apartment', count: 3 }),
    ]);
    const years = await admin.get(`/api/reporting/getYearsRange?building_ids=${complex}`);
    expect(years.json()).toEqual({ first_year: 2015, last_year: 2015 });
  });
});

describe('the Excel export', () => {
  it('holds the columns and rows of the screen, and a total line per currency where it sums rows', async () => {
    const res = await admin.post('/api/reporting/export/finance', { building_ids: [complex], ...PERIOD });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Currency',
      'Contract value',
      'Received',
      'Debt',
      'Overdue',
      'Advances',
      'Renovation',
      'Services',
    ]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'USD', 14000, 5000, 8000, 7000, 0, 500, 0]);
    // One row per currency is its own total: no total lines, as on the screen.
    expect(sheet.rowCount).toBe(3);
    const monthly = await admin.post('/api/reporting/export/monthly', { building_ids: [complex], ...PERIOD });
    const months = new ExcelJS.Workbook();
    await months.xlsx.load(monthly.rawPayload as unknown as ArrayBuffer);
    const last = months.worksheets[0]!.getRow(months.worksheets[0]!.rowCount).values as unknown[];
    expect(last.slice(1, 4)).toEqual(['Total', 'USD', 2]);
  });
});

describe('GET /api/reporting/today', () => {
  it("answers today's work in the sales the user may see", async () => {
    const res = await admin.get('/api/reporting/today');
    expect(res.statusCode, res.body).toBe(200);
    const work = res.json();
    expect(work).toMatchObject({ today: TODAY, week_end: '2016-01-21' });
    expect(work.due_today.amounts).toEqual(expect.arrayContaining([{ currency: 'USD', amount: '1000.00' }]));
    const own = (await (await t.as('reports_own')).get('/api/reporting/today')).json();
    expect(own.latest_payments.map((p: { date: string; amount: string }) => [p.date, p.amount])).toEqual([
      ['2015-02-15', '1000.00'],
      ['2015-01-12', '4000.00'],
    ]);
    expect(own.overdue).toEqual({
      count: 1,
      amounts: [
        {
          currency: 'USD',
          amount: '5000.00',
          overdue_1_30: '0.00',
          overdue_31_60: '0.00',
          overdue_61_90: '0.00',
          overdue_over_90: '5000.00',
        },
      ],
    });
    // Without view_bookings the bookings block is left out rather than shown empty.
    expect(own.bookings_expiring).toBeNull();
  });
});
