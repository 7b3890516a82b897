import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, tbilisiToday } from '@shared/dates/date-formats';
import type { SaleDetail, SaleRow } from '@shared/sales/contracts';
import { insertSale } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

/** Issue 15.1: an instalment is overdue from the day after its due date, in every figure that says so. */

let t: TestApp;
let admin: Api;
const tag = `PD${randomBytes(3).toString('hex').toUpperCase()}`;
const today = tbilisiToday();
let dueToday: number;
let dueYesterday: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  const sale = (contract_no: string, date: string) =>
    insertSale(t.db, { contract_no, price: '1000', rows: [{ date, amount: '1000' }] });
  dueToday = (await sale(`${tag}-1`, today)).id;
  dueYesterday = (await sale(`${tag}-2`, addDays(today, -1))).id;
});
afterAll(() => t.close());

const listed = async (query: string) => {
  const res = await admin.get(`/api/sales?contract_no=${tag}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as SaleRow[]).map((r) => ({ id: r.id, overdue_days: r.overdue_days }));
};

const detail = async (id: number) => (await admin.get(`/api/sales/${id}`)).json() as SaleDetail;

describe('an instalment due today', () => {
  it('is not overdue in the list filter; one due yesterday is, by one day', async () => {
    expect(await listed('overdue=true')).toEqual([{ id: dueYesterday, overdue_days: 1 }]);
    expect(await listed('overdue=false')).toEqual([{ id: dueToday, overdue_days: 0 }]);
  });

  it('is not counted overdue in the totals', async () => {
    const res = await admin.get(`/api/sales/totals?contract_no=${tag}`);
    expect(res.json().per_currency).toEqual([
      expect.objectContaining({ currency: 'USD', count: 2, overdue_count: 1 }),
    ]);
  });

  it("is not marked late on the sale page, whose header agrees; yesterday's is", async () => {
    const today = await detail(dueToday);
    expect(today.schedule.map((row) => row.late)).toEqual([false]);
    expect(today.balance.overdue_days).toBe(0);
    const yesterday = await detail(dueYesterday);
    expect(yesterday.schedule.map((row) => row.late)).toEqual([true]);
    expect(yesterday.balance.overdue_days).toBe(1);
  });
});
