import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '@shared/reports/contracts';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

/**
 * Issue 35, §3: a report over 0001–9999 answered 45.7 MB and slowed everybody's lists. Every report's
 * period is at most ten years (validation/periods.ts); a longer one is a 422 on its dates. (A date
 * outside 1900–2100 is refused on its own, before any period: rules.ts.)
 */
let t: TestApp;
let admin: Api;
const TODAY = '2026-03-10';

const REPORT_ROUTES = [
  '/api/reporting',
  '/api/reporting/getFinanceSummaryReport',
  '/api/reporting/monthlyReporting',
  '/api/reporting/manager-report',
  '/api/reporting/revenue-by-scheduler',
  '/api/sales/getReport',
  '/api/payment-scheduler/forReporting',
  '/api/payments/forReporting',
  '/api/sales/bookings-report',
  ...REPORT_KINDS.map((kind) => `/api/reporting/export/${kind}`),
];

const TOO_LONG = {
  message: 'The given data was invalid',
  errors: {
    date_from: ['The period may cover at most 10 years'],
    date_to: ['The period may cover at most 10 years'],
  },
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(`${TODAY}T09:00:00Z`) });
  admin = await t.as('admin', 'en');
});
afterAll(() => t.close());

describe('the period of a report', () => {
  it('refuses 1900–2100 on every report and export, on both dates, in the reader’s language', async () => {
    for (const url of REPORT_ROUTES) {
      const res = await admin.post(url, { date_from: '1900-01-01', date_to: '2100-12-31' });
      expect([url, res.statusCode, res.json()]).toEqual([url, 422, TOO_LONG]);
    }
    const pie = await admin.get('/api/reporting/pie/2025?date_from=1900-01-01&date_to=2100-12-31');
    expect([pie.statusCode, pie.json()]).toEqual([422, TOO_LONG]);
    const ka = await (
      await t.as('admin')
    ).post('/api/reporting/monthlyReporting', { date_from: '1900-01-01', date_to: '2100-12-31' });
    expect(ka.statusCode).toBe(422);
    expect(ka.json().errors.date_to).toEqual(['პერიოდი არ უნდა აღემატებოდეს 10 წელს']);
  });

  it('takes ten years to the day, and no day more', async () => {
    const ten = await admin.post('/api/reporting/monthlyReporting', {
      date_from: '2016-01-01',
      date_to: '2025-12-31',
    });
    expect(ten.statusCode, ten.body).toBe(200);
    expect(ten.json()).toMatchObject({ date_from: '2016-01-01', date_to: '2025-12-31' });
    const more = await admin.post('/api/reporting/monthlyReporting', {
      date_from: '2016-01-01',
      date_to: '2026-01-01',
    });
    expect([more.statusCode, more.json()]).toEqual([422, TOO_LONG]);
    // A reversed pair is read the right way round, and bounded the same.
    const reversed = await admin.post('/api/reporting/monthlyReporting', {
      date_from: '2026-01-01',
      date_to: '2016-01-01',
    });
    expect([reversed.statusCode, reversed.json()]).toEqual([422, TOO_LONG]);
  });

  it('bounds a period left open until today, once resolved', async () => {
    const open = await admin.post('/api/reporting/monthlyReporting', { date_from: '1900-01-01' });
    expect([open.statusCode, open.json()]).toEqual([422, TOO_LONG]);
    const decade = await admin.post('/api/reporting/monthlyReporting', { date_from: '2016-03-11' });
    expect(decade.statusCode, decade.body).toBe(200);
    expect(decade.json()).toMatchObject({ date_from: '2016-03-11', date_to: TODAY });
    // A missing start is a year before the end, whatever the end.
    const end = await admin.post('/api/reporting/monthlyReporting', { date_to: '2030-06-30' });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json()).toMatchObject({ date_from: '2029-06-30', date_to: '2030-06-30' });
  });

  it('reads a preset period over any dates sent with it', async () => {
    const res = await admin.post('/api/reporting', {
      period: 'last_month',
      date_from: '1900-01-01',
      date_to: '2100-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date_from: '2026-02-10', date_to: TODAY });
  });
});
