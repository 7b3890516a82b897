import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { freeUnit, insertComplex, insertUnit, postSale, saleBody, userIdOf } from '../../test/factories';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A Georgian person with a fresh 11-digit personal number. */
const person = (overrides: Record<string, unknown> = {}) => ({
  type: 'individual',
  first_name: 'ნინო',
  last_name: 'ბერიძე',
  first_name_en: 'Nino',
  last_name_en: 'Beridze',
  first_name_ru: 'Нино',
  last_name_ru: 'Беридзе',
  personal_id: `0100${String(1000000 + ++seq).slice(-7)}`,
  gender: 'female',
  birth_date: '1990-04-12',
  citizenship: 'GE',
  country: 'GE',
  email: '',
  phone: '+995 555 12 34 56',
  ...overrides,
});
const company = (overrides: Record<string, unknown> = {}) => ({
  type: 'company',
  company_name: 'შპს ქართული სახლი',
  company_name_en: 'Georgian House LLC',
  company_name_ru: 'ООО Грузинский дом',
  company_id: `40${String(1000000 + ++seq).slice(-7)}`,
  country: 'GE',
  phone: '+995322123456',
  delegate_name: 'გიორგი მაისურაძე',
  delegate_personal_id: '01001012345',
  delegate_position: 'დირექტორი',
  ...overrides,
});

async function countGeorgians(api: Api) {
  const groups = (await api.get('/api/customers/grouped-by-country')).json() as {
    country: string;
    count: number;
  }[];
  return groups.find((g) => g.country === 'GE')?.count ?? 0;
}

async function bookingFor(customerId: number, operatorId: number) {
  const building = await insertComplex(t.db, { name: 'კლიენტების ტესტი' });
  const unit = await insertUnit(t.db, building.id, {
    floor: 4,
    number: `${++seq}`,
    total_area: '60.00',
    price_per_m2: '1200.00',
    total_price: '72000.00',
  });
  await t.db.insert(bookings).values({
    property_id: unit.id,
    customer_id: customerId,
    operator_id: operatorId,
    date_from: '2026-01-10',
    date_to: '2026-01-20',
    price: '72000.00',
    currency: 'USD',
  });
  return { building, unit };
}

describe('customers', () => {
  it('keeps the language messages are written in: set, kept when a save leaves it out, cleared with null', async () => {
    const api = await t.as('admin', 'en');
    const created = (await api.post('/api/customers', person({ locale: 'ru' }))).json();
    expect(created.locale).toBe('ru');
    const kept = await api.put(`/api/customers/${created.id}`, person({ personal_id: created.personal_id }));
    expect(kept.json().locale).toBe('ru');
    const cleared = await api.put(
      `/api/customers/${created.id}`,
      person({ personal_id: created.personal_id, locale: null }),
    );
    expect(cleared.json().locale).toBeNull();
    const wrong = await api.put(
      `/api/customers/${created.id}`,
      person({ personal_id: created.personal_id, locale: 'de' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.locale).toEqual(['Invalid value']);
  });

  it('creates a person and a company, stores the phone in E.164, reads, updates and lists them', async () => {
    const api = await t.as('admin', 'en');
    const created = await api.post('/api/customers', person());
    expect(created.statusCode).toBe(200);
    const nino = created.json();
    expect(nino).toMatchObject({
      type: 'individual',
      name: 'Nino Beridze',
      phone: '+995555123456',
      email: null,
      citizenship: 'GE',
      company_name: '',
      company_id: null,
    });
    const firm = (await api.post('/api/customers', company())).json();
    expect(firm).toMatchObject({
      type: 'company',
      name: 'Georgian House LLC',
      personal_id: null,
      gender: null,
    });

    expect((await (await t.as('admin', 'ka')).get(`/api/customers/${nino.id}`)).json().name).toBe(
      'ნინო ბერიძე',
    );

    const updated = await api.put(
      `/api/customers/${nino.id}`,
      person({ personal_id: nino.personal_id, email: 'Nino@Mail.ge' }),
    );
    expect(updated.json()).toMatchObject({ id: nino.id, email: 'nino@mail.ge' });

    const list = (await api.get('/api/customers?perpage=50')).json();
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 50 });
    expect(list.data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([nino.id, firm.id]));
    expect(list.links).toHaveProperty('next');

    const companies = (await api.get('/api/customers?type=company&perpage=50')).json();
    expect(companies.data.every((c: { type: string }) => c.type === 'company')).toBe(true);
    expect(companies.data.map((c: { id: number }) => c.id)).toContain(firm.id);
  });

  it('filters the list by search in any script, country, citizenship, gender, dates and contacts', async () => {
    const api = await t.as('admin', 'en');
    const alien = (
      await api.post(
        '/api/customers',
        person({
          first_name: 'ჯონ',
          last_name: 'სმიტისონი',
          first_name_en: 'John',
          last_name_en: 'Smithson',
          first_name_ru: 'Джон',
          last_name_ru: 'Смитсон',
          citizenship: 'GB',
          country: 'GB',
          personal_id: 'P1234567',
          gender: 'male',
          birth_date: '1971-02-03',
          phone: '+44 20 8123 4567',
          email: 'john@smithson.co.uk',
        }),
      )
    ).json();
    expect(alien.phone).toBe('+442081234567');
    const ids = async (qs: string) =>
      (await api.get(`/api/customers?perpage=50&${qs}`)).json().data.map((c: { id: number }) => c.id);

    for (const term of ['smiths', 'სმიტის', 'Смитсон', 'p1234567', '2081234', 'john@smith', 'john smithson'])
      expect(await ids(`search=${encodeURIComponent(term)}`), term).toEqual([alien.id]);
    expect(await ids('country=GB&search=smithson')).toEqual([alien.id]);
    expect(await ids('country=GE&search=smithson')).toEqual([]);
    expect(await ids('citizenship=gb&search=smithson')).toEqual([alien.id]);
    expect(
      await ids('gender=male&birth_date_from=1971-01-01&birth_date_to=1971-12-31&search=smithson'),
    ).toEqual([alien.id]);
    expect(await ids('gender=female&search=smithson')).toEqual([]);
    expect(await ids('birth_date_from=1972-01-01&search=smithson')).toEqual([]);
    expect(await ids('has_email=true&search=smithson')).toEqual([alien.id]);
    expect(await ids('has_email=false&search=smithson')).toEqual([]);
    expect(await ids('has_phone=true&search=smithson')).toEqual([alien.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`created_from=${today}&created_to=${today}&search=smithson`)).toEqual([alien.id]);
    expect(await ids('created_to=2000-01-01&search=smithson')).toEqual([]);

    const { building } = await bookingFor(alien.id, await userIdOf(t.db, 'admin'));
    expect(await ids(`building_id=${building.id}`)).toEqual([alien.id]);
  });

  it('answers the quick search with at most 20 options naming the person and their ID', async () => {
    const api = await t.as('admin', 'en');
    const tamar = (
      await api.post(
        '/api/customers',
        person({ first_name: 'თამარ', last_name: 'ქორიძე', first_name_en: 'Tamar', last_name_en: 'Koridze' }),
      )
    ).json();
    const answer = (await api.get('/api/customers?query=koridze')).json();
    expect(answer).toEqual({
      data: [
        {
          id: tamar.id,
          type: 'individual',
          name: 'Tamar Koridze',
          identification: tamar.personal_id,
          phone: '+995555123456',
        },
      ],
    });
    expect((await api.get(`/api/customers?query=${encodeURIComponent('ქორიძ')}`)).json().data[0].id).toBe(
      tamar.id,
    );
    // Her ID matches exactly and as a word of her search text: she comes first, once.
    const byId = (await api.get(`/api/customers?query=${tamar.personal_id}`)).json().data;
    expect(byId[0].id).toBe(tamar.id);
    expect(byId.filter((o: { id: number }) => o.id === tamar.id)).toHaveLength(1);
    // An older company whose code is exactly the term comes before a newer person whose ID contains it.
    const firm = (await api.post('/api/customers', company({ company_id: '404040404' }))).json();
    const later = (await api.post('/api/customers', person({ personal_id: '01404040404' }))).json();
    expect(
      (await api.get('/api/customers?query=404040404')).json().data.map((o: { id: number }) => o.id),
    ).toEqual([firm.id, later.id]);
    // Every word must match: a second word narrows the same search, a word of nobody's name empties it.
    expect(
      (await api.get('/api/customers?query=tamar%20koridze')).json().data.map((o: { id: number }) => o.id),
    ).toEqual([tamar.id]);
    expect((await api.get('/api/customers?query=tamar%20nobodyname')).json().data).toEqual([]);
    for (let i = 0; i < 22; i++) await api.post('/api/customers', person({ last_name_en: 'Manyname' }));
    expect((await api.get('/api/customers?query=manyname')).json().data).toHaveLength(20);
  });

  it('answers 422 per field with the spec messages in the request language', async () => {
    const en = await t.as('admin', 'en');
    const ka = await t.as('admin', 'ka');
    const short = { personal_id: '0100100123' };
    expect((await en.post('/api/customers', person(short))).json()).toEqual({
      message: 'The given data was invalid',
      errors: { personal_id: ['Personal number must consist of 11 digits'] },
    });
    const georgian = await ka.post('/api/customers', person(short));
    expect(georgian.statusCode).toBe(422);
    expect(georgian.json().errors.personal_id).toEqual(['პირადი ნომერი უნდა შედგებოდეს 11 ციფრისგან']);

    // A foreigner's passport number is not held to the Georgian rule, but it is required.
    expect((await en.post('/api/customers', person({ ...short, citizenship: 'UA' }))).statusCode).toBe(200);
    expect(
      (await en.post('/api/customers', person({ personal_id: '', citizenship: 'UA' }))).json().errors,
    ).toEqual({
      personal_id: ['Required field'],
    });

    const bad = await en.post(
      '/api/customers',
      person({ email: 'nino@', phone: '+995 123', first_name: '  ' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Invalid e-mail format'],
      first_name: ['Required field'],
      phone: ['Invalid phone number (use the international format, e.g. +995 555 12 34 56)'],
    });
    // Valid by length elsewhere is not enough: a German number is checked by Germany's plan.
    expect((await en.post('/api/customers', person({ phone: '+49 30 1' }))).json().errors).toHaveProperty(
      'phone',
    );
    expect((await en.post('/api/customers', person({ phone: '+49 30 901820' }))).statusCode).toBe(200);

    expect((await en.post('/api/customers', { type: 'company' })).json().errors).toEqual({
      company_name: ['Required field'],
      country: ['Required field'],
      company_id: ['Required field'],
    });
    expect((await en.post('/api/customers', company({ company_id: '12345' }))).json().errors).toEqual({
      company_id: ['Identification code must consist of 9 digits'],
    });
    expect((await en.post('/api/customers', person({ country: 'ZZ' }))).json().errors).toEqual({
      country: ['Invalid value'],
    });
    expect((await en.post('/api/customers', { ...person(), type: 'robot' })).json().errors).toHaveProperty(
      'type',
    );
  });

  it('refuses a duplicate personal number or company code, naming the customer who has it', async () => {
    const api = await t.as('admin', 'en');
    const first = (
      await api.post('/api/customers', person({ first_name_en: 'Levan', last_name_en: 'Abashidze' }))
    ).json();
    const again = await api.post('/api/customers', person({ personal_id: first.personal_id }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      personal_id: [`A customer with this personal number already exists: Levan Abashidze (#${first.id})`],
    });
    const other = (await api.post('/api/customers', person())).json();
    const clash = await (
      await t.as('admin', 'ka')
    ).put(`/api/customers/${other.id}`, person({ personal_id: first.personal_id }));
    expect(clash.json().errors.personal_id[0]).toContain(`№${first.id}`);

    const firm = (await api.post('/api/customers', company())).json();
    expect(
      (await api.post('/api/customers', company({ company_id: firm.company_id }))).json().errors.company_id,
    ).toEqual([`A customer with this identification code already exists: Georgian House LLC (#${firm.id})`]);
  });

  it('names the holder of a taken ID only to a user who may open that customer', async () => {
    const admin = await t.as('admin', 'en');
    const own = await t.as('client_manager', 'en');
    const theirs = (
      await admin.post('/api/customers', person({ first_name_en: 'Hidden', last_name_en: 'Person' }))
    ).json();
    expect((await own.get(`/api/customers/${theirs.id}`)).statusCode).toBe(404);

    const probe = await own.post('/api/customers', person({ personal_id: theirs.personal_id }));
    expect(probe.statusCode).toBe(422);
    expect(probe.json().errors).toEqual({
      personal_id: ['A customer with this personal number already exists'],
    });
    expect(probe.body).not.toContain('Hidden');
    expect(probe.body).not.toContain(`#${theirs.id}`);

    const mine = (await own.post('/api/customers', person())).json();
    const moved = await own.put(`/api/customers/${mine.id}`, person({ personal_id: theirs.personal_id }));
    expect(moved.statusCode).toBe(422);
    expect(moved.body).not.toContain('Hidden');

    const firm = (await admin.post('/api/customers', company({ company_name_en: 'Secret Firm LLC' }))).json();
    const firmProbe = await own.post('/api/customers', company({ company_id: firm.company_id }));
    expect(firmProbe.json().errors).toEqual({
      company_id: ['A customer with this identification code already exists'],
    });

    // The client manager's own customer is named to them, and the admin sees every holder.
    const again = await own.post('/api/customers', person({ personal_id: mine.personal_id }));
    expect(again.json().errors.personal_id).toEqual([
      `A customer with this personal number already exists: Nino Beridze (#${mine.id})`,
    ]);
    const byAdmin = await admin.post('/api/customers', person({ personal_id: theirs.personal_id }));
    expect(byAdmin.json().errors.personal_id).toEqual([
      `A customer with this personal number already exists: Hidden Person (#${theirs.id})`,
    ]);
  });

  it('refuses an e-mail another customer has, in any letter case, naming the holder only if visible', async () => {
    const admin = await t.as('admin', 'en');
    const own = await t.as('client_manager', 'en');
    const holder = (
      await admin.post(
        '/api/customers',
        person({ first_name_en: 'Mail', last_name_en: 'Holder', email: 'dup.mail@example.ge' }),
      )
    ).json();

    const twin = await admin.post('/api/customers', person({ email: 'Dup.Mail@Example.GE' }));
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors).toEqual({
      email: [`A customer with this e-mail already exists: Mail Holder (#${holder.id})`],
    });
    const ka = await (
      await t.as('admin', 'ka')
    ).post('/api/customers', person({ email: 'dup.mail@example.ge' }));
    expect(ka.json().errors.email).toEqual([
      `ამ ელფოსტით კლიენტი უკვე რეგისტრირებულია: ნინო ბერიძე (№${holder.id})`,
    ]);

    // The client manager may not open the holder, so the answer does not name them.
    const probe = await own.post('/api/customers', person({ email: 'dup.mail@example.ge' }));
    expect(probe.statusCode).toBe(422);
    expect(probe.json().errors).toEqual({ email: ['A customer with this e-mail already exists'] });
    expect(probe.body).not.toContain('Holder');

    const other = (await admin.post('/api/customers', person({ email: 'other.mail@example.ge' }))).json();
    const moved = await admin.put(`/api/customers/${other.id}`, person({ email: 'DUP.mail@example.ge' }));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.email[0]).toContain(`#${holder.id}`);
    expect((await admin.get(`/api/customers/${other.id}`)).json().email).toBe('other.mail@example.ge');

    // Saving a customer with their own e-mail, and customers without one, are fine.
    const same = await admin.put(`/api/customers/${holder.id}`, person({ email: 'Dup.Mail@example.ge' }));
    expect(same.statusCode).toBe(200);
    expect((await admin.post('/api/customers', person({ email: '' }))).statusCode).toBe(200);
    expect((await admin.post('/api/customers', person({ email: '' }))).statusCode).toBe(200);
  });

  it('shows a client manager (view_only_own_customers) only the customers they added or booked', async () => {
    const admin = await t.as('admin', 'en');
    const own = await t.as('client_manager', 'en');
    const georgiansBefore = await countGeorgians(own);
    const adminGeorgiansBefore = await countGeorgians(admin);
    const mine = (await own.post('/api/customers', person({ last_name_en: 'Ownerson' }))).json();
    expect(mine.created_by).toBe(await userIdOf(t.db, 'client_manager'));
    const theirs = (await admin.post('/api/customers', person({ last_name_en: 'Ownerson' }))).json();
    const booked = (await admin.post('/api/customers', person({ last_name_en: 'Ownerson' }))).json();
    await bookingFor(booked.id, await userIdOf(t.db, 'client_manager'));

    const listed = (await own.get('/api/customers?search=ownerson')).json();
    expect(listed.data.map((c: { id: number }) => c.id).sort()).toEqual([mine.id, booked.id].sort());
    expect(listed.meta.total).toBe(2);
    expect((await own.get('/api/customers?query=ownerson')).json().data).toHaveLength(2);
    expect((await own.get(`/api/customers/${theirs.id}`)).statusCode).toBe(404);
    expect((await own.get(`/api/customers/${theirs.id}/related`)).statusCode).toBe(404);
    expect((await own.put(`/api/customers/${theirs.id}`, person())).statusCode).toBe(404);
    expect((await own.get(`/api/customers/${booked.id}`)).statusCode).toBe(200);
    expect(await countGeorgians(own)).toBe(georgiansBefore + 2);
    expect(await countGeorgians(admin)).toBe(adminGeorgiansBefore + 3);

    expect((await admin.get('/api/customers?search=ownerson')).json().meta.total).toBe(3);
    // sales_manager holds view_customers: everyone's.
    expect(
      (await (await t.as('sales_manager', 'en')).get('/api/customers?search=ownerson')).json().meta.total,
    ).toBe(3);
  });

  it('shows a client manager every buyer of the sales they are the responsible manager of', async () => {
    const admin = await t.as('admin', 'en');
    const own = await t.as('client_manager', 'en');
    const mine = (await own.post('/api/customers', person({ last_name_en: 'Cobuyer' }))).json();
    const coBuyer = (await admin.post('/api/customers', person({ last_name_en: 'Cobuyer' }))).json();
    const unrelated = (await admin.post('/api/customers', person({ last_name_en: 'Cobuyer' }))).json();
    await postSale(
      admin,
      saleBody([await freeUnit(t.db, 1)], [mine.id, coBuyer.id], {
        responsible_user_id: await userIdOf(t.db, 'client_manager'),
      }),
    );

    const opened = await own.get(`/api/customers/${coBuyer.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().id).toBe(coBuyer.id);
    expect((await own.get(`/api/customers/${unrelated.id}`)).statusCode).toBe(404);
    const listed = (await own.get('/api/customers?search=cobuyer')).json();
    expect(listed.data.map((c: { id: number }) => c.id).sort()).toEqual([mine.id, coBuyer.id].sort());
  });

  it('answers 403 naming the missing permission', async () => {
    const registrar = await t.as('property_registrar', 'en');
    const read = await registrar.get('/api/customers');
    expect(read.statusCode).toBe(403);
    expect(read.json().missing_permission).toBe('view_customers|view_only_own_customers');
    const manager = await t.as('client_manager', 'en');
    const customer = (await manager.post('/api/customers', person())).json();
    const removal = await manager.delete(`/api/customers/${customer.id}`);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().missing_permission).toBe('delete_customers');
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get(`/api/customers/${customer.id}`)).statusCode).toBe(200);
    expect((await accountant.post('/api/customers', person())).statusCode).toBe(403);
  });

  it('refuses to delete a customer with a booking, deletes one without, and logs every change', async () => {
    const api = await t.as('admin', 'en');
    const booked = (await api.post('/api/customers', person())).json();
    const { unit } = await bookingFor(booked.id, await userIdOf(t.db, 'admin'));
    const refused = await api.delete(`/api/customers/${booked.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The customer cannot be deleted: they have sales, bookings, barter deals or advance payments',
    );
    const related = (await api.get(`/api/customers/${booked.id}/related`)).json();
    expect(related).toEqual({
      bookings: [
        expect.objectContaining({
          property_id: unit.id,
          property_number: unit.number,
          price: '72000.00',
          currency: 'USD',
        }),
      ],
      barters: [],
      advance_payments: [],
    });

    const free = (await api.post('/api/customers', person())).json();
    await api.put(
      `/api/customers/${free.id}`,
      person({ personal_id: free.personal_id, last_name: 'კაპანაძე' }),
    );
    expect((await api.delete(`/api/customers/${free.id}`)).json()).toEqual({
      success: true,
      message: 'Record deleted successfully',
    });
    expect((await api.get(`/api/customers/${free.id}`)).statusCode).toBe(404);

    const log = async (action: string) =>
      (await api.post('/api/logs', { entity_type: 'customer', entity_id: String(free.id), action })).json()
        .data;
    expect((await log('create'))[0].changes.personal_id).toEqual({ before: null, after: free.personal_id });
    expect((await log('update'))[0].changes).toEqual({ last_name: { before: 'ბერიძე', after: 'კაპანაძე' } });
    expect(await log('delete')).toHaveLength(1);
  });

  it('groups customers by country with names in the request language', async () => {
    const ru = await t.as('admin', 'ru');
    const groups = (await ru.get('/api/customers/grouped-by-country')).json();
    expect(groups).toContainEqual({ country: 'GE', name: 'Грузия', count: expect.any(Number) });
    expect(groups).toContainEqual({ country: 'GB', name: 'Великобритания', count: expect.any(Number) });
    expect(groups.find((g: { country: string }) => g.country === 'GB').count).toBeGreaterThanOrEqual(1);
  });
});
