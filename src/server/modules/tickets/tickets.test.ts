import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, notifications, ticketCounters, tickets } from '../../db/schema';
import { insertComplex, insertCustomer, insertUnit, insertUser, userIdOf } from '../../test/factories';
import { createTestApp, multipart, PNG_1X1, type Api, type TestApp } from '../../test/test-app';
import { noticeLateTickets } from './tickets.service';

let t: TestApp;
let clock = new Date();
let customerId: number;
let categoryId: number;
let handlerId: number;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // The client manager, who opens most tickets here, sees only their own customers: this one they registered.
  customerId = await insertCustomer(t.db, { created_by: await userIdOf(t.db, 'client_manager') });
  handlerId = await userIdOf(t.db, 'sales_manager');
  await insertUser(t.db, 'ticket_viewer', ['view_tickets']);
  await insertUser(t.db, 'no_tickets', ['view_customers']);
  categoryId = (
    await (await t.as('admin', 'en')).post('/api/ticket-categories', { name: 'Leaks', response_hours: 4 })
  ).json().id;
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const pdf = (name = 'photo.pdf') => ({
  field: 'files[]',
  filename: name,
  data: PDF,
  type: 'application/pdf',
});

type Row = {
  id: number;
  ticket_id: string;
  subject: string;
  status: string;
  late: boolean;
  rating: number | null;
};

/** Opens a ticket as `api` and answers it as the list shows it (the newest the user opened). */
async function open(api: Api, fields: Record<string, string> = {}, attach = [pdf()]) {
  const form = multipart(
    {
      subject: 'Water on the floor',
      requester_type: 'customer',
      customer_id: String(customerId),
      category_id: String(categoryId),
      assignee_id: String(handlerId),
      body: 'The bathroom leaks',
      ...fields,
    },
    attach,
  );
  const res = await api.post('/api/tickets?mode=client', form.payload, form.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as Row;
}

const detail = async (api: Api, id: number) => (await api.get(`/api/tickets/${id}`)).json();
const reply = (
  api: Api,
  ticket: number,
  body: string,
  extra: Record<string, string> = {},
  attach: ReturnType<typeof pdf>[] = [],
) => {
  const form = multipart({ ticket: String(ticket), body, ...extra }, attach);
  return api.post('/api/ticket-item', form.payload, form.headers);
};
const noticesOf = async (userId: number, kind: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.user_id, userId))).filter(
    (n) => n.kind === kind,
  );

describe('ticket categories', () => {
  it('creates, renames and deletes a category; names are unique; one in use stays', async () => {
    const api = await t.as('admin', 'en');
    const created = (await api.post('/api/ticket-categories', { name: 'Keys', response_hours: 8 })).json();
    expect(created).toMatchObject({ name: 'Keys', response_hours: 8 });
    const renamed = await api.post('/api/ticket-categories', {
      id: created.id,
      name: 'Keys and locks',
      response_hours: 12,
    });
    expect(renamed.json()).toEqual({ id: created.id, name: 'Keys and locks', response_hours: 12 });
    const taken = await api.post('/api/ticket-categories', { name: 'leaks', response_hours: 1 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['A category with this name already exists']);
    const hours = await api.post('/api/ticket-categories', { name: 'Slow', response_hours: 0 });
    expect(hours.json().errors.response_hours).toEqual(['Give a whole number of hours from 1 to 8760']);
    const list = (await (await t.as('client_manager')).get('/api/ticket-categories')).json().data;
    expect(list.map((c: { name: string }) => c.name)).toContain('Keys and locks');
    expect(list.map((c: { name: string }) => c.name)).not.toContain('Slow');
    expect((await api.delete(`/api/ticket-categories/${created.id}`)).json()).toEqual({ success: true });
    expect((await api.delete(`/api/ticket-categories/${created.id}`)).statusCode).toBe(404);
    await open(await t.as('client_manager'));
    const inUse = await api.delete(`/api/ticket-categories/${categoryId}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().errors.id).toEqual(['Tickets use this category; move them to another one first']);
  });

  it('lets only manage_tickets change categories', async () => {
    const viewer = await t.as('ticket_viewer');
    expect((await viewer.post('/api/ticket-categories', { name: 'X', response_hours: 2 })).statusCode).toBe(
      403,
    );
    expect((await viewer.delete(`/api/ticket-categories/${categoryId}`)).statusCode).toBe(403);
    expect((await (await t.as('no_tickets')).get('/api/ticket-categories')).statusCode).toBe(403);
  });
});

describe('tickets', () => {
  it('opens a ticket numbered T-YYYY-NNNN with its first message and file, and tells the assignee', async () => {
    const year = clock.getFullYear();
    const [before] = await t.db.select().from(ticketCounters).where(eq(ticketCounters.year, year));
    const noticesBefore = (await noticesOf(handlerId, 'ticket_assigned')).length;
    const row = await open(await t.as('client_manager'));
    expect(row.ticket_id).toBe(`T-${year}-${String((before?.last_no ?? 0) + 1).padStart(4, '0')}`);
    const ticket = await detail(await t.as('client_manager', 'en'), row.id);
    expect(ticket).toMatchObject({
      subject: 'Water on the floor',
      status: 'open',
      requester_type: 'customer',
      customer_id: customerId,
      category_name: 'Leaks',
      assignee_id: handlerId,
      rating: null,
      late: false,
    });
    expect(ticket.items).toHaveLength(1);
    expect(ticket.items[0]).toMatchObject({ body: 'The bathroom leaks', internal: false });
    expect(ticket.items[0].files[0]).toMatchObject({ name: 'photo.pdf' });
    expect(ticket.items[0].files[0].url).toMatch(/\/api\/files\/[0-9a-f-]+\?expires=\d+&signature=/);
    const download = await t.app.inject({ url: ticket.items[0].files[0].url });
    expect(download.statusCode).toBe(200);
    const notices = await noticesOf(handlerId, 'ticket_assigned');
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices.at(-1)!.params).toMatchObject({ ticket_id: row.id, ticket_no: row.ticket_id });
    const bell = (await (await t.as('sales_manager', 'en')).get('/api/notifications?perpage=all')).json();
    expect(bell.data.find((n: { link: string }) => n.link === `/tickets/${row.id}`).text).toContain(
      row.ticket_id,
    );
  });

  it('gives concurrent creates different numbers', async () => {
    const api = await t.as('client_manager');
    const forms = Array.from({ length: 4 }, (_, i) =>
      multipart({ subject: `Parallel ${i}`, requester_type: 'resident', resident_name: 'Nino', body: 'Hi' }),
    );
    const answers = await Promise.all(forms.map((f) => api.post('/api/tickets', f.payload, f.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = (await t.db.select({ no: tickets.ticket_no }).from(tickets)).map((r) => r.no);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('refuses bad input with 422 and stores nothing', async () => {
    const api = await t.as('client_manager', 'en');
    const count = async () => (await t.db.select().from(tickets)).length;
    const fileCount = async () => (await t.db.select().from(files)).length;
    const [ticketsBefore, filesBefore] = [await count(), await fileCount()];
    const cases: [Record<string, string>, string, string][] = [
      [{ subject: '' }, 'subject', 'Required'],
      [{ customer_id: '' }, 'customer_id', 'Choose the customer'],
      [{ requester_type: 'agent' }, 'agent_id', 'Choose the agent'],
      [{ requester_type: 'resident' }, 'resident_name', "Give the resident's name"],
      [{ body: '' }, 'body', 'Write a message or attach a file'],
      [
        { assignee_id: String(await userIdOf(t.db, 'property_registrar')) },
        'assignee_id',
        'This employee cannot handle tickets',
      ],
    ];
    for (const [fields, field] of cases) {
      const form = multipart(
        {
          subject: 'Bad',
          requester_type: 'customer',
          customer_id: String(customerId),
          body: 'x',
          ...fields,
        },
        fields.body === '' ? [] : [pdf()],
      );
      const res = await api.post('/api/tickets', form.payload, form.headers);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const exe = multipart(
      { subject: 'Bad file', requester_type: 'customer', customer_id: String(customerId), body: 'x' },
      [
        {
          field: 'files[]',
          filename: 'run.exe',
          data: Buffer.from('MZ not a document'),
          type: 'application/octet-stream',
        },
      ],
    );
    const badFile = await api.post('/api/tickets', exe.payload, exe.headers);
    expect(badFile.statusCode).toBe(422);
    expect(badFile.json().errors.files).toBeDefined();
    expect([await count(), await fileCount()]).toEqual([ticketsBefore, filesBefore]);
  });

  it('lists my tickets in client mode and, in manager mode, all for managers and the assigned ones otherwise', async () => {
    const opener = await t.as('client_manager');
    const mine = await open(opener, { subject: 'Listed one' });
    const client = (await opener.get('/api/tickets?mode=client&perpage=50')).json();
    expect(client.meta).toMatchObject({ current_page: 1 });
    expect(client.links).toHaveProperty('next');
    expect(client.data.map((r: Row) => r.id)).toContain(mine.id);
    const handler = (await (await t.as('sales_manager')).get('/api/tickets?mode=manager&perpage=50')).json();
    expect(handler.data.map((r: Row) => r.id)).toContain(mine.id);
    const viewer = (await (await t.as('ticket_viewer')).get('/api/tickets?mode=manager')).json();
    expect(viewer.meta.total).toBe(0);
    expect((await (await t.as('ticket_viewer')).get(`/api/tickets/${mine.id}`)).statusCode).toBe(404);
    expect((await (await t.as('no_tickets')).get('/api/tickets')).statusCode).toBe(403);
    const filtered = (await opener.get(`/api/tickets?status=closed&search=Listed`)).json();
    expect(filtered.meta.total).toBe(0);
    expect((await opener.get('/api/tickets?status=lost')).statusCode).toBe(422);
    expect((await opener.get('/api/tickets?mode=boss')).statusCode).toBe(422);
  });

  it('shows internal notes to staff only, and only staff may write them', async () => {
    const opener = await t.as('client_manager', 'en');
    const staff = await t.as('sales_manager');
    const row = await open(opener);
    expect(
      (await reply(staff, row.id, 'Plumber is busy until Friday', { internal: 'true' })).statusCode,
    ).toBe(200);
    expect((await detail(staff, row.id)).items.map((i: { internal: boolean }) => i.internal)).toEqual([
      false,
      true,
    ]);
    expect((await detail(opener, row.id)).items).toHaveLength(1);
    const refused = await reply(opener, row.id, 'sneaky', { internal: 'true' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.internal).toEqual(['Only staff can leave an internal note']);
    expect((await detail(staff, row.id)).items).toHaveLength(2);
  });

  it('closes, rates once, reopens on a reply and keeps the rating with the closing it rated', async () => {
    const opener = await t.as('client_manager', 'en');
    const row = await open(opener);
    const early = await opener.post(`/api/tickets/make-rating/${row.id}`, { rating: 4 });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.rating).toEqual(['Only a closed ticket can be rated']);
    expect((await opener.post(`/api/tickets/close-ticket/${row.id}`)).statusCode).toBe(200);
    expect((await opener.post(`/api/tickets/close-ticket/${row.id}`)).statusCode).toBe(422);
    expect((await opener.post(`/api/tickets/make-rating/${row.id}`, { rating: 6 })).statusCode).toBe(422);
    expect((await opener.post(`/api/tickets/make-rating/${row.id}`, { rating: 0 })).statusCode).toBe(422);
    expect(
      (await (await t.as('sales_manager')).post(`/api/tickets/make-rating/${row.id}`, { rating: 1 }))
        .statusCode,
    ).toBe(200);
    const again = await opener.post(`/api/tickets/make-rating/${row.id}`, { rating: 5 });
    expect(again.json().errors.rating).toEqual(['This ticket has already been rated']);
    let ticket = await detail(opener, row.id);
    expect(ticket).toMatchObject({ status: 'closed', rating: 1 });
    expect(ticket.can.rate).toBe(false);

    const file = [pdf('after.pdf')];
    expect((await reply(opener, row.id, 'It leaks again', {}, file)).statusCode).toBe(200);
    ticket = await detail(opener, row.id);
    expect(ticket).toMatchObject({ status: 'open', rating: null, closed_at: null });
    expect(ticket.items.at(-1).files[0].name).toBe('after.pdf');
    expect(ticket.closings).toEqual([
      expect.objectContaining({ rating: 1, reopened_at: expect.any(String) }),
    ]);
    await opener.post(`/api/tickets/close-ticket/${row.id}`);
    expect((await opener.post(`/api/tickets/make-rating/${row.id}`, { rating: 5 })).statusCode).toBe(200);
    ticket = await detail(opener, row.id);
    expect(ticket.rating).toBe(5);
    expect(ticket.closings.map((c: { rating: number }) => c.rating)).toEqual([1, 5]);
  });

  it("tells the assignee of the requester's reply, not of their own", async () => {
    const row = await open(await t.as('client_manager'));
    const before = (await noticesOf(handlerId, 'ticket_reply')).length;
    await reply(await t.as('client_manager'), row.id, 'Any news?');
    await reply(await t.as('sales_manager'), row.id, 'Tomorrow');
    expect((await noticesOf(handlerId, 'ticket_reply')).length).toBe(before + 1);
  });

  it('marks a ticket late past its response hours with no staff answer, and tells the assignee once', async () => {
    const started = clock;
    const row = await open(await t.as('client_manager'), { subject: 'Late one' });
    const answered = await open(await t.as('client_manager'), { subject: 'Answered one' });
    await reply(await t.as('sales_manager'), answered.id, 'On it');
    const before = (await noticesOf(handlerId, 'ticket_late')).length;
    clock = new Date(started.getTime() + 5 * 3_600_000);
    try {
      const list = (
        await (await t.as('sales_manager')).get('/api/tickets?mode=manager&late=true&perpage=50')
      ).json();
      const ids = list.data.map((r: Row) => r.id);
      expect(ids).toContain(row.id);
      expect(ids).not.toContain(answered.id);
      expect(list.data.every((r: Row) => r.late)).toBe(true);
      expect(await noticeLateTickets(t.app.deps)).toBeGreaterThanOrEqual(1);
      expect(await noticeLateTickets(t.app.deps)).toBe(0);
      const late = await noticesOf(handlerId, 'ticket_late');
      expect(late.length).toBeGreaterThan(before);
      expect(late.filter((n) => (n.params as { ticket_id: number }).ticket_id === row.id)).toHaveLength(1);
      await reply(await t.as('sales_manager'), row.id, 'Sorry for the wait');
      expect((await detail(await t.as('sales_manager'), row.id)).late).toBe(false);
    } finally {
      clock = started;
    }
  });

  it('lets a manager handle a ticket through /hoa with _method=PATCH: status, assignee, category, files', async () => {
    const row = await open(await t.as('client_manager'), {
      requester_type: 'resident',
      resident_name: 'Nino',
      assignee_id: '',
    });
    const admin = await t.as('admin', 'en');
    const other = (await admin.post('/api/ticket-categories', { name: 'Lifts', response_hours: 6 })).json();
    const form = multipart(
      {
        _method: 'PATCH',
        status: 'in_progress',
        assignee_id: String(handlerId),
        category_id: String(other.id),
      },
      [{ field: 'files[]', filename: 'plan.png', data: PNG_1X1, type: 'image/png' }],
    );
    expect((await admin.post(`/api/hoa/${row.id}`, form.payload, form.headers)).statusCode).toBe(200);
    const ticket = await detail(admin, row.id);
    expect(ticket).toMatchObject({ status: 'in_progress', assignee_id: handlerId, category_name: 'Lifts' });
    expect(ticket.items.at(-1).files[0].name).toBe('plan.png');
    const closing = multipart({ _method: 'PATCH', status: 'closed' });
    await admin.post(`/api/hoa/${row.id}`, closing.payload, closing.headers);
    expect((await detail(admin, row.id)).status).toBe('closed');
    const bad = multipart({ _method: 'PATCH', status: 'lost' });
    expect((await admin.post(`/api/hoa/${row.id}`, bad.payload, bad.headers)).statusCode).toBe(422);
    const viewer = await t.as('client_manager');
    const refused = multipart({ _method: 'PATCH', status: 'open' });
    expect((await viewer.post(`/api/hoa/${row.id}`, refused.payload, refused.headers)).statusCode).toBe(403);
    expect((await admin.post('/api/hoa/999999', refused.payload, refused.headers)).statusCode).toBe(404);
  });

  it('updates a ticket through POST /api/tickets with an id, by its opener', async () => {
    const api = await t.as('client_manager');
    const row = await open(api);
    const form = multipart({
      id: String(row.id),
      subject: 'Water everywhere',
      requester_type: 'customer',
      customer_id: String(customerId),
      priority: 'urgent',
    });
    expect((await api.post('/api/tickets', form.payload, form.headers)).statusCode).toBe(200);
    expect(await detail(api, row.id)).toMatchObject({ subject: 'Water everywhere', priority: 'urgent' });
    const stranger = await t.as('ticket_viewer');
    expect((await stranger.post('/api/tickets', form.payload, form.headers)).statusCode).toBe(404);
  });

  it('deletes a ticket with its files for manage_tickets only', async () => {
    const row = await open(await t.as('client_manager'), {}, [pdf('gone.pdf')]);
    const fileId = (await detail(await t.as('admin'), row.id)).items[0].files[0].id;
    expect((await (await t.as('client_manager')).delete(`/api/tickets/${row.id}`)).statusCode).toBe(403);
    expect((await (await t.as('admin')).delete(`/api/tickets/${row.id}`)).json()).toEqual({ success: true });
    expect((await (await t.as('admin')).get(`/api/tickets/${row.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(await readdir(path.join(t.config.dataDir, 'files'))).not.toContain(fileId);
    expect((await (await t.as('admin')).delete(`/api/tickets/${row.id}`)).statusCode).toBe(404);
  });
});

describe('what an opener may name (spec §6)', () => {
  const openAs = async (username: string, fields: Record<string, string>, locale = 'en') => {
    const form = multipart({
      subject: 'Scope',
      requester_type: 'customer',
      customer_id: String(customerId),
      body: 'x',
      ...fields,
    });
    return (await t.as(username, locale)).post('/api/tickets', form.payload, form.headers);
  };

  it('refuses a customer or a unit the opener cannot see, in the request’s language, and stores nothing', async () => {
    const hidden = await insertCustomer(t.db, { first_name_en: 'Hidden', last_name_en: 'Buyer' });
    const elsewhere = (await insertComplex(t.db, { name: 'მომართვების კომპლექსი' })).id;
    const visibleComplex = (await insertComplex(t.db, { name: 'ჩემი კომპლექსი' })).id;
    await insertUser(t.db, 'ticket_one_complex', ['view_tickets', 'view_customers'], [visibleComplex]);
    const otherUnit = (await insertUnit(t.db, elsewhere)).id;
    const ownUnit = (await insertUnit(t.db, visibleComplex)).id;
    const before = (await t.db.select().from(tickets)).length;

    const customer = await openAs('client_manager', { customer_id: String(hidden) });
    expect(customer.statusCode).toBe(422);
    expect(customer.json().errors).toEqual({ customer_id: ['Choose a customer you can open'] });
    expect(customer.body).not.toContain('Hidden');
    const missing = await openAs('client_manager', { customer_id: '99999999' });
    expect(missing.json().errors).toEqual(customer.json().errors);
    const georgian = await openAs('client_manager', { customer_id: String(hidden) }, 'ka');
    expect(georgian.json().errors.customer_id[0]).toMatch(/[\u10A0-\u10FF]/);

    const unit = await openAs('ticket_one_complex', { property_id: String(otherUnit) });
    expect(unit.statusCode).toBe(422);
    expect(unit.json().errors).toEqual({ property_id: ['Choose a unit you can open'] });
    expect((await openAs('ticket_one_complex', { property_id: String(ownUnit) }, 'ru')).statusCode).toBe(200);
    const russian = await openAs('ticket_one_complex', { property_id: String(otherUnit) }, 'ru');
    expect(russian.json().errors.property_id[0]).toMatch(/[\u0400-\u04FF]/);
    expect((await t.db.select().from(tickets)).length).toBe(before + 1);
  });

  it('answers a failure to check the sale as the server’s error, not as a sale the opener cannot see', async () => {
    const unseen = await openAs('admin', { sale_id: '99999999' });
    expect(unseen.statusCode).toBe(422);
    expect(Object.keys(unseen.json().errors)).toEqual(['sale_id']);
    const before = (await t.db.select().from(tickets)).length;
    // Only "no such sale for this user" is the body's fault; a database that cannot answer is not.
    await t.db.execute(sql`alter table sales rename to sales_unreachable`);
    try {
      const broken = await openAs('admin', { sale_id: '1' });
      expect(broken.statusCode).toBe(500);
      expect(broken.json().errors).toBeUndefined();
    } finally {
      await t.db.execute(sql`alter table sales_unreachable rename to sales`);
    }
    expect((await t.db.select().from(tickets)).length).toBe(before);
  });

  it('never makes the opener staff of their own ticket', async () => {
    const opener = await userIdOf(t.db, 'client_manager');
    const self = await openAs('client_manager', { assignee_id: String(opener) });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ assignee_id: ['You cannot handle a ticket you opened'] });

    // Given to its opener some other way (a manager's /hoa, or before this rule): still no internal notes.
    const row = await open(await t.as('client_manager'));
    const staff = await t.as('sales_manager', 'en');
    const hoa = multipart({ _method: 'PATCH', assignee_id: String(opener) });
    const refused = await staff.post(`/api/hoa/${row.id}`, hoa.payload, hoa.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.assignee_id).toEqual(['You cannot handle a ticket you opened']);
    await t.db.update(tickets).set({ assignee_id: opener }).where(eq(tickets.id, row.id));
    expect((await reply(staff, row.id, 'Internal: check the meter', { internal: 'true' })).statusCode).toBe(
      200,
    );
    const seen = await detail(await t.as('client_manager'), row.id);
    expect(seen.items.map((i: { internal: boolean }) => i.internal)).toEqual([false]);
    const note = await reply(await t.as('client_manager', 'en'), row.id, 'sneaky', { internal: 'true' });
    expect(note.statusCode).toBe(422);

    // A manager who opens a ticket and takes it stays staff: manage_tickets makes them so.
    expect((await openAs('sales_manager', { assignee_id: String(handlerId) })).statusCode).toBe(200);
  });
});
