import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tbilisiToday } from '@shared/dates/date-formats';
import { properties, saleProperties, users } from '../../db/schema';
import {
  freeUnit,
  insertCustomer,
  insertSale,
  insertUser,
  monthlyRows,
  userIdOf,
} from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { expireBookings } from '../bookings/bookings.service';
import { runOverdueJob } from '../overdue-sales/overdue-sales.service';
import { recordPayment } from '../sales/sale-payments.service';
import { notifyUsers } from './notices.service';

let t: TestApp;
let admin: Api;
let adminId: number;
let managerId: number;
const tag = `NT-${randomBytes(3).toString('hex')}`;
let serial = 0;

type Row = { id: number; text: string; kind: string | null; link: string | null; recipient_name?: string };

/** The notices about one record, as a user reads them in a language. */
async function noticesAbout(username: string, link: string, locale = 'en'): Promise<Row[]> {
  const list = (await (await t.as(username, locale)).get('/api/notifications?perpage=all')).json();
  return (list.data as Row[]).filter((n) => n.link === link);
}

/** A sale of sales_manager's in complex 1: two instalments of 1000 USD due 10 Jan and 10 Feb 2024. */
const managedSale = () =>
  insertSale(t.db, {
    price: '2000',
    rows: monthlyRows('2024-01-10', 2, '1000.00'),
    contract_no: `${tag}-${++serial}`,
    responsible_user_id: managerId,
    customer_ids: [buyerId],
  });
let buyerId: number;

const pay = (api: Api, saleId: number, amount: string) =>
  api.post('/api/payments/pay', {
    sale_id: saleId,
    amount,
    currency: 'USD',
    payment_date: '2024-01-12',
    payment_type: 'cash',
    bank_account_id: null,
    note: '',
  });

beforeAll(async () => {
  t = await createTestApp({ env: { OVERDUE_GRACE_DAYS: '5', CANCELLATION_CANDIDATE_DAYS: '30' } });
  admin = await t.as('admin', 'en');
  adminId = await userIdOf(t.db, 'admin');
  managerId = await userIdOf(t.db, 'sales_manager');
  buyerId = await insertCustomer(t.db, {
    first_name: 'ნინო',
    last_name: 'ბერიძე',
    first_name_en: 'Nino',
    last_name_en: 'Beridze',
    first_name_ru: 'Нино',
    last_name_ru: 'Беридзе',
  });
});
afterAll(() => t.close());

describe('a payment on a sale', () => {
  it('tells the responsible manager, naming the contract and the amount in the reader’s language', async () => {
    const sale = await managedSale();
    expect((await pay(admin, sale.id, '1500.5')).statusCode).toBe(200);
    const link = `/sales/${sale.id}`;

    const [en] = await noticesAbout('sales_manager', link, 'en');
    expect(en).toMatchObject({ kind: 'payment_added', link });
    expect(en!.text).toMatch(/^Payment of 1,500\.50 \$ received on contract No\. /);
    expect(en!.text).toContain(sale.contract_no);
    expect(en!.text).toContain('Nino Beridze');
    const [unit] = await t.db
      .select({ block: properties.block, number: properties.number })
      .from(saleProperties)
      .innerJoin(properties, eq(properties.id, saleProperties.property_id))
      .where(eq(saleProperties.sale_id, sale.id));
    expect(en!.text).toContain(`№${unit!.block ? `${unit!.block}-` : ''}${unit!.number}`);
    const [ka] = await noticesAbout('sales_manager', link, 'ka');
    expect(ka!.text).toContain(`ხელშეკრულებაზე №${sale.contract_no}`);
    expect(ka!.text).toContain('ნინო ბერიძე');
    expect(ka!.text).toContain('შემოვიდა გადახდა: 1,500.50 $');
    const [ru] = await noticesAbout('sales_manager', link, 'ru');
    expect(ru!.text).toContain(`По договору № ${sale.contract_no}`);
    expect(ru!.text).toContain('Нино Беридзе');
    expect(ru!.text).toContain('поступил платёж: 1,500.50 $');

    expect(await noticesAbout('admin', link)).toEqual([]);
  });

  it('does not tell the manager of a payment they entered themselves', async () => {
    const sale = await managedSale();
    expect((await pay(await t.as('sales_manager'), sale.id, '100')).statusCode).toBe(200);
    expect(await noticesAbout('sales_manager', `/sales/${sale.id}`)).toEqual([]);
  });

  it('tells nobody when the payment is rolled back', async () => {
    const sale = await managedSale();
    const input = {
      sale_id: sale.id,
      amount: '100',
      currency: 'USD' as const,
      payment_date: '2024-01-12',
      payment_type: 'cash' as const,
      bank_account_id: null,
      note: '',
    };
    await expect(
      t.db.transaction(async (tx) => {
        await recordPayment(tx, t.app.deps, input, { userId: adminId, ip: null });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await noticesAbout('sales_manager', `/sales/${sale.id}`)).toEqual([]);
  });
});

describe('the overdue job', () => {
  it('tells the responsible manager that their sale is overdue, then a cancellation candidate', async () => {
    const sale = await managedSale();
    const link = `/sales/${sale.id}`;
    await runOverdueJob(t.app.deps, '2024-01-16');
    const overdue = await noticesAbout('sales_manager', link);
    expect(overdue.map((n) => n.kind)).toEqual(['sale_overdue']);
    expect(overdue[0]!.text).toBe(
      `Contract No. ${sale.contract_no} (${complexUnits(overdue[0]!.text)}, Nino Beridze) is overdue`,
    );

    await runOverdueJob(t.app.deps, '2024-01-17');
    expect(await noticesAbout('sales_manager', link)).toHaveLength(1);
    await runOverdueJob(t.app.deps, '2024-02-10');
    const [candidate] = await noticesAbout('sales_manager', link, 'ru');
    expect(candidate!.kind).toBe('sale_cancellation_candidate');
    expect(candidate!.text).toContain('стал кандидатом на расторжение');
    expect(await noticesAbout('admin', link)).toEqual([]);
  });

  it('tells the manager when someone else marks their sale a cancellation candidate', async () => {
    const sale = await managedSale();
    await runOverdueJob(t.app.deps, '2024-01-16');
    expect((await admin.post('/api/overdue-sales', { sale_ids: [sale.id] })).statusCode).toBe(200);
    const kinds = (await noticesAbout('sales_manager', `/sales/${sale.id}`)).map((n) => n.kind);
    expect(kinds).toEqual(['sale_cancellation_candidate', 'sale_overdue']);
  });
});

/** The "complex, №unit" part of a rendered text (the unit is a free one the factory picked). */
const complexUnits = (text: string) => /\((.*), Nino Beridze\)/.exec(text)?.[1] ?? '';

describe('bookings', () => {
  const tomorrow = () =>
    new Date(Date.parse(`${tbilisiToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  const book = async (dateTo: string) => {
    const unit = await freeUnit(t.db, 2);
    const res = await (
      await t.as('sales_manager')
    ).post('/api/bookings', {
      property_id: unit,
      customer_id: buyerId,
      operator_id: adminId,
      date_from: '2020-01-01',
      date_to: dateTo,
      price: '1000.00',
      currency: 'USD',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  it('tells the booking’s creator once that it ends tomorrow, and when it has expired', async () => {
    const ending = await book(tomorrow());
    const past = await book('2020-01-10');
    await expireBookings(t.app.deps, tbilisiToday());
    await expireBookings(t.app.deps, tbilisiToday());

    const endingNotices = await noticesAbout('sales_manager', `/bookings?booking=${ending}`);
    expect(endingNotices.map((n) => n.kind)).toEqual(['booking_expires_tomorrow']);
    expect(endingNotices[0]!.text).toMatch(
      /^Your booking \(.*, Nino Beridze\) ends tomorrow, \d\d\.\d\d\.\d{4}$/,
    );
    const [expired] = await noticesAbout('sales_manager', `/bookings?booking=${past}`, 'ka');
    expect(expired!.kind).toBe('booking_expired');
    expect(expired!.text).toContain('ვადა გაუვიდა (მოქმედებდა 10.01.2020-ის ჩათვლით)');
    expect(await noticesAbout('admin', `/bookings?booking=${past}`)).toEqual([]);
  });
});

describe('the manager mode', () => {
  it('lists staff notices about the manager’s complexes with the recipient, for view_notification_logs only', async () => {
    await notifyUsers(t.db, [managerId], {
      kind: 'message_failed',
      params: { contract_no: `${tag}-c1`, recipient: '+995 555 12 34 56', channel: 'sms' },
      saleId: 9_000_001,
      buildingId: 1,
    });
    await notifyUsers(t.db, [adminId], {
      kind: 'message_failed',
      params: { contract_no: `${tag}-c2`, recipient: 'buyer@example.ge', channel: 'email' },
      saleId: 9_000_002,
      buildingId: 2,
    });
    await insertUser(t.db, `${tag}-mgr`, ['view_notification_logs'], [2]);

    const scoped = (
      await (await t.as(`${tag}-mgr`, 'en')).get('/api/notifications?mode=manager&perpage=all')
    ).json();
    const texts = (scoped.data as Row[]).map((n) => n.text);
    expect(texts).toContain(`Could not send the e-mail to buyer@example.ge (contract No. ${tag}-c2)`);
    expect(texts.some((text) => text.includes(`${tag}-c1`))).toBe(false);
    const [adminUser] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect((scoped.data as Row[]).find((n) => n.link === '/sales/9000002')!.recipient_name).toBe(
      `${adminUser!.first_name} ${adminUser!.last_name}`,
    );

    const all = (await admin.get('/api/notifications?mode=manager&perpage=all')).json().data as Row[];
    const mine = all.find((n) => n.link === '/sales/9000001')!;
    expect(mine.text).toBe(`Could not send the SMS to +995 555 12 34 56 (contract No. ${tag}-c1)`);
    expect(all.indexOf(mine)).toBeGreaterThan(all.findIndex((n) => n.link === '/sales/9000002'));

    await insertUser(t.db, `${tag}-plain`, ['view_sales'], [1, 2]);
    const plain = await t.as(`${tag}-plain`);
    expect((await plain.get('/api/notifications?mode=manager')).statusCode).toBe(403);
    expect((await plain.get('/api/notifications')).statusCode).toBe(200);
  });
});
