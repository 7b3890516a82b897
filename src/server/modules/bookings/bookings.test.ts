import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, bookings, properties, users } from '../../db/schema';
import { insertComplex, insertCustomer, insertUnit, insertUser, userIdOf } from '../../test/factories';
import { auditTrail } from '../../test/read-backs';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { PropertyStatus } from '@shared/properties/enums';
import { expireBookings } from './bookings.service';

let t: TestApp;
let admin: Api;
let adminId: number;
let anna: number;
let gela: number;
let serial = 0;

/** A new free unit of the given complex (2 unless said), on a floor no seeded unit uses. */
async function freeUnit(buildingId = 2): Promise<number> {
  serial += 1;
  const res = await admin.post('/api/properties', {
    building_id: buildingId,
    block: 'A',
    floor: 60,
    number: `B${serial}`,
    type: 'apartment',
    state: 'black_frame',
    total_area: '50',
    price_per_m2: '1000',
    currency: 'USD',
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

const unitStatus = async (id: number) =>
  (await t.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]!.status;

const body = (propertyId: number, extra: Record<string, unknown> = {}) => ({
  property_id: propertyId,
  customer_id: anna,
  operator_id: adminId,
  date_from: '2030-03-01',
  date_to: '2030-03-15',
  price: '50000.00',
  currency: 'USD',
  ...extra,
});

const book = async (propertyId: number, extra: Record<string, unknown> = {}, api = admin) => {
  const res = await api.post('/api/bookings', body(propertyId, extra));
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; status: string };
};

const auditOf = (id: number) => auditTrail(t.db, 'booking', id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  adminId = await userIdOf(t.db, 'admin');
  anna = await insertCustomer(t.db, {
    first_name: 'ანა',
    last_name: 'ბერიძე',
    first_name_en: 'Anna',
    last_name_en: 'Beridze',
  });
  gela = await insertCustomer(t.db, {
    first_name: 'გელა',
    last_name: 'კაპანაძე',
    first_name_en: 'Gela',
    last_name_en: 'Kapanadze',
  });
});
afterAll(() => t.close());

describe('creating a booking', () => {
  it('books a free unit: the answer names unit, customer and operator, the unit becomes booked, both audited', async () => {
    const unit = await freeUnit();
    const res = await admin.post('/api/bookings', body(unit, { note: 'Called twice', is_paid: true }));
    expect(res.statusCode).toBe(200);
    const booking = res.json();
    expect(booking).toMatchObject({
      property_id: unit,
      customer_id: anna,
      operator_id: adminId,
      date_from: '2030-03-01',
      date_to: '2030-03-15',
      price: '50000.00',
      currency: 'USD',
      is_paid: true,
      note: 'Called twice',
      status: 'active',
      closed_at: null,
      customer_name: 'Anna Beridze',
      property: { id: unit, building_id: 2, block: 'A', floor: 60, status: 'booked', currency: 'USD' },
    });
    expect(booking.property.building_name).not.toBe('');
    expect(booking.operator_name).not.toBe('');
    expect(await unitStatus(unit)).toBe('booked');
    expect((await admin.get(`/api/properties/${unit}`)).json().status).toBe('booked');

    const [created] = await auditOf(booking.id);
    expect(created).toMatchObject({ action: 'create', user_id: adminId });
    expect(created!.changes).toMatchObject({ status: { before: null, after: 'active' } });
    const [unitChange] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'property'), eq(auditLogs.entity_id, String(unit))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(unitChange!.changes).toEqual({ status: { before: 'free', after: 'booked' } });
  });

  it('answers names in the language asked, Georgian by default', async () => {
    const booking = await book(await freeUnit(), { customer_id: gela });
    expect((await (await t.as('admin', 'ka')).get(`/api/bookings/${booking.id}`)).json().customer_name).toBe(
      'გელა კაპანაძე',
    );
  });

  it('lets exactly one of two simultaneous bookings of the same free unit win; the other gets a clear 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const unit = await freeUnit();
      const answers = await Promise.all([
        admin.post('/api/bookings', body(unit)),
        admin.post('/api/bookings', body(unit, { customer_id: gela })),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
        message: 'This unit is already booked',
      });
      const rows = await t.db.select().from(bookings).where(eq(bookings.property_id, unit));
      expect(rows).toHaveLength(1);
      expect(await unitStatus(unit)).toBe('booked');
    }
  });

  it.each<[PropertyStatus, string]>([
    ['sold', 'This unit is sold'],
    ['barter', 'This unit is given in barter'],
    ['not_for_sale', 'This unit is not for sale'],
  ])('refuses a %s unit with a clear message and books nothing', async (status, message) => {
    const unit = await freeUnit();
    await t.db.update(properties).set({ status }).where(eq(properties.id, unit));
    const res = await admin.post('/api/bookings', body(unit));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message });
    expect(await t.db.select().from(bookings).where(eq(bookings.property_id, unit))).toHaveLength(0);
    expect(await unitStatus(unit)).toBe(status);
  });

  it('refuses a unit that is already booked', async () => {
    const unit = await freeUnit();
    await book(unit);
    const res = await admin.post('/api/bookings', body(unit, { customer_id: gela }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This unit is already booked');
  });

  it.each([
    ['property_id', { property_id: undefined }, 'Required field'],
    ['customer_id', { customer_id: null }, 'Required field'],
    ['operator_id', { operator_id: '' }, 'Required field'],
    ['date_from', { date_from: '' }, 'Required field'],
    ['date_from', { date_from: '2030-02-30' }, undefined],
    ['date_to', { date_to: 'tomorrow' }, undefined],
    ['date_to', { date_to: '2030-02-01' }, 'The booking cannot end before it starts'],
    ['price', { price: undefined }, 'Required field'],
    ['price', { price: '-5' }, undefined],
    ['price', { price: '12.345' }, undefined],
    ['currency', { currency: 'GBP' }, undefined],
    ['is_paid', { is_paid: 'maybe' }, undefined],
    ['note', { note: 'x'.repeat(2001) }, 'Text is too long'],
  ])('answers 422 on %s (case %#)', async (field, change, message) => {
    const unit = await freeUnit();
    const res = await admin.post('/api/bookings', { ...body(unit), ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    if (message) expect(res.json().errors[field][0]).toBe(message);
    expect(await unitStatus(unit)).toBe('free');
  });

  it('answers 422 for an unknown customer, an inactive operator and an unknown unit', async () => {
    const unit = await freeUnit();
    const [inactive] = await t.db
      .insert(users)
      .values({
        username: 'gone_employee',
        email: 'gone@demo.ge',
        first_name: 'Gone',
        last_name: 'Employee',
        password_hash: 'x',
        active: false,
      })
      .returning();
    const res = await admin.post(
      '/api/bookings',
      body(unit, { customer_id: 999999, operator_id: inactive!.id }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      customer_id: ['Customer not found'],
      operator_id: ['Choose an active employee'],
    });
    const missing = await admin.post('/api/bookings', body(999999));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ property_id: ['Unit not found'] });
    expect(await unitStatus(unit)).toBe('free');
  });
});

describe('reading bookings', () => {
  it('lists bookings paginated, filtered by building, status, paid flag, period, operator, customer, unit and text', async () => {
    const salesId = await userIdOf(t.db, 'sales_manager');
    const unitA = await freeUnit();
    const unitB = await freeUnit(3);
    const a = await book(unitA, { date_from: '2031-05-01', date_to: '2031-05-10', is_paid: true });
    const b = await book(unitB, {
      customer_id: gela,
      operator_id: salesId,
      date_from: '2031-06-01',
      date_to: '2031-06-20',
    });
    const ids = async (query: string) =>
      ((await admin.get(`/api/bookings?perpage=50&${query}`)).json().data as { id: number }[]).map(
        (r) => r.id,
      );

    const page = (await admin.get('/api/bookings?perpage=5')).json();
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect(page.data.length).toBeLessThanOrEqual(5);
    expect(page.meta.total).toBeGreaterThanOrEqual(2);

    expect(await ids(`property_id=${unitA}`)).toEqual([a.id]);
    expect(await ids(`building_id=3&customer_id=${gela}`)).toContain(b.id);
    expect(await ids(`building_id=3&customer_id=${gela}`)).not.toContain(a.id);
    expect(await ids(`operator_id=${salesId}&date_from=2031-01-01`)).toEqual([b.id]);
    expect(await ids('is_paid=true&date_from=2031-05-05&date_to=2031-05-06')).toEqual([a.id]);
    // Periods overlapping 2031-05-09..2031-06-02 touch both bookings; 2031-05-11..2031-05-31 neither.
    expect((await ids('date_from=2031-05-09&date_to=2031-06-02')).sort()).toEqual([a.id, b.id].sort());
    expect(await ids('date_from=2031-05-11&date_to=2031-05-31')).toEqual([]);
    expect(await ids('status=canceled&property_id=' + unitA)).toEqual([]);
    expect(await ids(`status=active&property_id=${unitA}`)).toEqual([a.id]);
    expect(await ids('search=kapanadze&date_from=2031-06-01&date_to=2031-06-01')).toEqual([b.id]);
    const number = (await admin.get(`/api/bookings/${b.id}`)).json().property.number as string;
    expect(await ids(`search=${number}&building_id=3`)).toEqual([b.id]);

    expect((await admin.get('/api/bookings?status=lost')).statusCode).toBe(422);
    expect((await admin.get('/api/bookings?is_paid=yes')).statusCode).toBe(422);
    expect((await admin.get('/api/bookings?date_from=2031-13-01')).statusCode).toBe(422);
  });

  it('lists the active employees a booking can be made by', async () => {
    const operators = (await (await t.as('booking_registrar', 'en')).get('/api/bookings/operators')).json();
    expect(operators).toContainEqual({ id: adminId, name: expect.any(String) });
    expect(operators.map((o: { name: string }) => o.name)).not.toContain('Gone Employee');
    expect((await (await t.as('property_registrar')).get('/api/bookings/operators')).statusCode).toBe(403);
  });

  it('answers one booking, or 404', async () => {
    const booking = await book(await freeUnit());
    expect((await admin.get(`/api/bookings/${booking.id}`)).json().id).toBe(booking.id);
    expect((await admin.get('/api/bookings/999999')).statusCode).toBe(404);
  });
});

describe('changing, canceling and deleting', () => {
  it('changes dates, price, paid flag, operator, customer and note, audited', async () => {
    const unit = await freeUnit();
    const booking = await book(unit);
    const salesId = await userIdOf(t.db, 'sales_manager');
    const res = await admin.put(
      `/api/bookings/${booking.id}`,
      body(unit, {
        customer_id: gela,
        operator_id: salesId,
        date_to: '2030-04-01',
        price: '48000',
        is_paid: true,
        note: 'Discount agreed',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customer_id: gela,
      customer_name: 'Gela Kapanadze',
      operator_id: salesId,
      date_to: '2030-04-01',
      price: '48000.00',
      is_paid: true,
      note: 'Discount agreed',
      status: 'active',
    });
    const [last] = await auditOf(booking.id);
    expect(last).toMatchObject({ action: 'update' });
    expect(last!.changes).toMatchObject({ price: { before: '50000.00', after: '48000.00' } });
    expect((await admin.put('/api/bookings/999999', body(unit))).statusCode).toBe(404);
  });

  it('moves the booking to another unit: the new one is booked, the old one free, in one go', async () => {
    const first = await freeUnit();
    const second = await freeUnit();
    const booking = await book(first);
    const res = await admin.put(`/api/bookings/${booking.id}`, body(second));
    expect(res.statusCode).toBe(200);
    expect(res.json().property.id).toBe(second);
    expect(await unitStatus(first)).toBe('free');
    expect(await unitStatus(second)).toBe('booked');

    const sold = await freeUnit();
    await t.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, sold));
    const refused = await admin.put(`/api/bookings/${booking.id}`, body(sold));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This unit is sold');
    expect(await unitStatus(second)).toBe('booked');
    expect((await admin.get(`/api/bookings/${booking.id}`)).json().property_id).toBe(second);
  });

  it('cancels: status canceled, closed_at set, unit free; a closed booking is read-only', async () => {
    const unit = await freeUnit();
    const booking = await book(unit);
    const res = await admin.post(`/api/bookings/${booking.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled', property: { status: 'free' } });
    expect(res.json().closed_at).not.toBeNull();
    expect(await unitStatus(unit)).toBe('free');
    const [last] = await auditOf(booking.id);
    expect(last!.changes).toMatchObject({ status: { before: 'active', after: 'canceled' } });

    const again = await admin.post(`/api/bookings/${booking.id}/cancel`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This booking is closed and can no longer be changed');
    expect((await admin.put(`/api/bookings/${booking.id}`, body(unit))).statusCode).toBe(422);
    // The unit can be booked again.
    await book(unit, { customer_id: gela });
    expect((await admin.post('/api/bookings/999999/cancel')).statusCode).toBe(404);
  });

  it('deletes a booking made by mistake and frees its unit, audited', async () => {
    const unit = await freeUnit();
    const booking = await book(unit);
    const res = await admin.delete(`/api/bookings/${booking.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Record deleted successfully' });
    expect(await unitStatus(unit)).toBe('free');
    expect((await admin.get(`/api/bookings/${booking.id}`)).statusCode).toBe(404);
    const [last] = await auditOf(booking.id);
    expect(last).toMatchObject({ action: 'delete' });
    expect((await admin.delete(`/api/bookings/${booking.id}`)).statusCode).toBe(404);
  });

  it('keeps a booking that became a sale', async () => {
    const unit = await freeUnit();
    const booking = await book(unit);
    await t.db.update(bookings).set({ status: 'converted' }).where(eq(bookings.id, booking.id));
    const res = await admin.delete(`/api/bookings/${booking.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A booking that became a sale cannot be deleted');
  });
});

describe('expiry', () => {
  it('expires active bookings whose last day has passed, frees their units, once, one audit row each', async () => {
    const today = tbilisiToday();
    const [pastUnit, todayUnit] = [await freeUnit(), await freeUnit()];
    const past = await book(pastUnit, { date_from: '2020-01-01', date_to: '2020-01-10' });
    const endsToday = await book(todayUnit, { date_from: '2020-01-01', date_to: today });

    const [first, concurrent] = await Promise.all([
      expireBookings(t.app.deps, today),
      expireBookings(t.app.deps, today),
    ]);
    expect([...first, ...concurrent].filter((id) => id === past.id)).toHaveLength(1);
    expect([...first, ...concurrent]).not.toContain(endsToday.id);

    const expired = (await admin.get(`/api/bookings/${past.id}`)).json();
    expect(expired).toMatchObject({ status: 'expired', property: { status: 'free' } });
    expect(expired.closed_at).not.toBeNull();
    expect(await unitStatus(pastUnit)).toBe('free');
    expect(await unitStatus(todayUnit)).toBe('booked');
    const audit = await auditOf(past.id);
    expect(audit.filter((a) => a.action === 'expire')).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'expire', user_id: null });
    expect(audit[0]!.changes).toMatchObject({ status: { before: 'active', after: 'expired' } });

    expect(await expireBookings(t.app.deps, today)).toEqual([]);
    expect((await auditOf(past.id)).length).toBe(audit.length);
    expect((await admin.get(`/api/bookings/${past.id}`)).json().closed_at).toBe(expired.closed_at);
  });

  it('runs as a registered job of the scheduler', async () => {
    const unit = await freeUnit();
    const booking = await book(unit, { date_from: '2020-02-01', date_to: '2020-02-02' });
    await t.app.scheduler.runNow('bookings.expire');
    expect((await admin.get(`/api/bookings/${booking.id}`)).json().status).toBe('expired');
    expect(t.app.scheduler.isStarted).toBe(false);
  });
});

describe('access', () => {
  it('asks for a session and the matching permission', async () => {
    const unit = await freeUnit();
    const booking = await book(unit);
    const anonymous = t.anonymous('en');
    expect((await anonymous.get('/api/bookings')).statusCode).toBe(401);
    expect((await anonymous.post('/api/bookings', body(unit))).statusCode).toBe(401);

    const registrar = await t.as('property_registrar', 'en');
    expect((await registrar.get('/api/bookings')).statusCode).toBe(403);
    expect((await registrar.get(`/api/bookings/${booking.id}`)).statusCode).toBe(403);
    const clientManager = await t.as('client_manager', 'en');
    expect((await clientManager.post('/api/bookings', body(await freeUnit()))).statusCode).toBe(403);
    expect((await clientManager.put(`/api/bookings/${booking.id}`, body(unit))).statusCode).toBe(403);
    expect((await clientManager.post(`/api/bookings/${booking.id}/cancel`)).statusCode).toBe(403);
    const sales = await t.as('sales_manager', 'en');
    expect((await sales.get(`/api/bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await sales.delete(`/api/bookings/${booking.id}`)).statusCode).toBe(403);
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get(`/api/bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await accountant.post('/api/bookings', body(await freeUnit()))).statusCode).toBe(403);
    expect(await unitStatus(unit)).toBe('booked');
  });

  it('keeps a user limited to one complex away from the others’ units and bookings', async () => {
    await t.db.insert(users).values({
      username: 'vake_only',
      email: 'vake_only@demo.ge',
      first_name: 'Vake',
      last_name: 'Only',
      password_hash: 'x',
      permissions: [
        'view_bookings',
        'create_bookings',
        'edit_bookings',
        'delete_bookings',
        'view_properties',
        // The customer a booking names must be one the user may see (spec §6): every customer here.
        'view_customers',
      ],
      building_ids: [1],
    });
    const limited = await t.as('vake_only', 'en');
    const limitedId = await userIdOf(t.db, 'vake_only');
    const theirs = await book(await freeUnit(1), { operator_id: limitedId }, limited);
    const otherUnit = await freeUnit(2);
    const other = await book(otherUnit);

    const listed = (await limited.get('/api/bookings?perpage=50')).json();
    expect(listed.data.map((b: { property: { building_id: number } }) => b.property.building_id)).toEqual(
      expect.arrayContaining([1]),
    );
    expect(
      listed.data.every((b: { property: { building_id: number } }) => b.property.building_id === 1),
    ).toBe(true);
    expect(listed.data.map((b: { id: number }) => b.id)).toContain(theirs.id);
    expect((await limited.get(`/api/bookings?property_id=${otherUnit}`)).json().meta.total).toBe(0);

    expect((await limited.get(`/api/bookings/${other.id}`)).statusCode).toBe(404);
    expect((await limited.put(`/api/bookings/${other.id}`, body(otherUnit))).statusCode).toBe(404);
    expect((await limited.post(`/api/bookings/${other.id}/cancel`)).statusCode).toBe(404);
    expect((await limited.delete(`/api/bookings/${other.id}`)).statusCode).toBe(404);

    const foreign = await limited.post('/api/bookings', body(await freeUnit(2), { operator_id: limitedId }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ property_id: ['Unit not found'] });
    const moved = await limited.put(`/api/bookings/${theirs.id}`, body(await freeUnit(3)));
    expect(moved.statusCode).toBe(422);
    expect(await unitStatus(otherUnit)).toBe('booked');
  });
});

describe('the customer and unit a booking names (spec §6)', () => {
  it('takes only a unit of the user’s complexes and a customer they may see; an unseen one reads as a missing one', async () => {
    const mine = (await insertComplex(t.db, { name: 'ჯავშნების კომპლექსი' })).id;
    const elsewhere = (await insertComplex(t.db, { name: 'სხვისი კომპლექსი' })).id;
    const oneComplex = await insertUser(
      t.db,
      'booking_one_complex',
      ['view_bookings', 'create_bookings', 'edit_bookings', 'view_customers', 'view_properties'],
      [mine],
    );
    const ownOnly = await insertUser(t.db, 'booking_own_only', [
      'view_bookings',
      'create_bookings',
      'edit_bookings',
      'view_only_own_customers',
      'all_buildings_access',
    ]);
    const hidden = await insertCustomer(t.db, { first_name_en: 'Hidden', last_name_en: 'Buyer' });
    const theirs = await insertCustomer(t.db, {
      created_by: ownOnly,
      first_name_en: 'Own',
      last_name_en: 'Client',
    });
    const unit = async (complex = mine) => (await insertUnit(t.db, complex)).id;
    const bookingsOf = async (customerId: number) =>
      (await t.db.select().from(bookings).where(eq(bookings.customer_id, customerId))).length;

    // Limited to one complex: another complex's unit is refused on its field, the user's own complex is fine.
    const limited = await t.as('booking_one_complex', 'en');
    const foreign = await limited.post(
      '/api/bookings',
      body(await unit(elsewhere), { operator_id: oneComplex }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ property_id: ['Unit not found'] });
    const allowed = await limited.post(
      '/api/bookings',
      body(await unit(), { customer_id: hidden, operator_id: oneComplex }),
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
    const moved = await limited.put(
      `/api/bookings/${allowed.json().id}`,
      body(await unit(elsewhere), { customer_id: hidden, operator_id: oneComplex }),
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ property_id: ['Unit not found'] });

    // Own customers only: someone else's customer is refused like one that does not exist, in every language.
    const own = await t.as('booking_own_only', 'en');
    const before = await bookingsOf(hidden);
    const refused = await own.post(
      '/api/bookings',
      body(await unit(), { customer_id: hidden, operator_id: ownOnly }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ customer_id: ['Customer not found'] });
    expect(refused.body).not.toContain('Hidden');
    const missing = await own.post(
      '/api/bookings',
      body(await unit(), { customer_id: 99999999, operator_id: ownOnly }),
    );
    expect(missing.json()).toEqual(refused.json());
    const georgian = await (
      await t.as('booking_own_only', 'ka')
    ).post('/api/bookings', body(await unit(), { customer_id: hidden, operator_id: ownOnly }));
    expect(georgian.statusCode).toBe(422);
    expect(georgian.json().errors.customer_id[0]).toMatch(/[\u10A0-\u10FF]/);
    const russian = await (
      await t.as('booking_own_only', 'ru')
    ).post('/api/bookings', body(await unit(), { customer_id: hidden, operator_id: ownOnly }));
    expect(russian.json().errors.customer_id[0]).toMatch(/[\u0400-\u04FF]/);

    const created = await own.post(
      '/api/bookings',
      body(await unit(), { customer_id: theirs, operator_id: ownOnly }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const changed = await own.put(
      `/api/bookings/${id}`,
      body(created.json().property_id, { customer_id: hidden, operator_id: ownOnly }),
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ customer_id: ['Customer not found'] });
    expect(changed.body).not.toContain('Hidden');
    expect(await bookingsOf(hidden)).toBe(before);
    expect((await own.get(`/api/customers/${hidden}`)).statusCode).not.toBe(200);

    // An unchanged customer is not judged again: the booking stays editable.
    const kept = await own.put(
      `/api/bookings/${id}`,
      body(created.json().property_id, { customer_id: theirs, operator_id: ownOnly, note: 'kept' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
  });
});

describe('module flag', () => {
  it('answers 404 on every bookings route when the sale-types module is off', async () => {
    const off = await createTestApp({ env: { MODULE_SALE_TYPES: 'false' } });
    try {
      const api = await off.as('admin', 'en');
      expect((await api.get('/api/bookings')).statusCode).toBe(404);
      expect((await api.get('/api/bookings/1')).statusCode).toBe(404);
      expect((await api.post('/api/bookings', {})).statusCode).toBe(404);
      expect((await api.post('/api/bookings/1/cancel')).statusCode).toBe(404);
      expect((await api.delete('/api/bookings/1')).statusCode).toBe(404);
      expect((await api.get('/api/properties?perpage=5')).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
