import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, auditLogs, bookings, properties, users } from '../../db/schema';
import { insertCustomer, userIdOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let customerId: number;
let ownCustomerId: number;
let agentId: number;

/** A booking on a free unit of the given complex (inserted directly: this file tests comments, not bookings). */
async function insertBooking(buildingId: number) {
  const [unit] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.building_id, buildingId), eq(properties.status, 'free')))
    .limit(1);
  const [row] = await t.db
    .insert(bookings)
    .values({
      property_id: unit!.id,
      customer_id: customerId,
      operator_id: await userIdOf(t.db, 'admin'),
      date_from: '2026-11-01',
      date_to: '2026-12-31',
      price: '100000.00',
      currency: 'USD',
    })
    .returning({ id: bookings.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  customerId = await insertCustomer(t.db, {
    personal_id: '01001011111',
    created_by: await userIdOf(t.db, 'admin'),
  });
  ownCustomerId = await insertCustomer(t.db, {
    personal_id: '01001022222',
    created_by: await userIdOf(t.db, 'client_manager'),
  });
  [{ id: agentId }] = (await t.db
    .insert(agents)
    .values({ type: 'individual', name: 'გიორგი კაპანაძე' })
    .returning({ id: agents.id })) as [{ id: number }];
});
afterAll(() => t.close());

describe('comments', () => {
  it('adds, lists, edits and deletes a comment on a customer, each change in the audit log', async () => {
    const api = await t.as('sales_manager', 'en');
    const added = await api.post(`/api/comments/customer/${customerId}`, {
      body: '  Called, will come on Monday  ',
    });
    expect(added.statusCode).toBe(200);
    const comment = added.json();
    expect(comment).toMatchObject({
      model: 'customer',
      model_id: customerId,
      body: 'Called, will come on Monday',
      author_name: expect.stringMatching(/\S/),
      edited: false,
      can_change: true,
    });

    const listed = (await api.get(`/api/comments/customer/${customerId}`)).json();
    expect(listed).toEqual([comment]);

    const edited = await api.put(`/api/comments/${comment.id}`, { body: 'Came, wants block B' });
    expect(edited.json()).toMatchObject({ id: comment.id, body: 'Came, wants block B' });

    const removed = await api.delete(`/api/comments/${comment.id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Record deleted successfully' });
    expect((await api.get(`/api/comments/customer/${customerId}`)).json()).toEqual([]);

    const log = await t.db
      .select({ action: auditLogs.action, changes: auditLogs.changes })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'comment'), eq(auditLogs.entity_id, String(comment.id))));
    expect(log.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(log[1]!.changes).toEqual({
      body: { before: 'Called, will come on Monday', after: 'Came, wants block B' },
    });
  });

  it('refuses an empty or overlong comment with the field named, in the request language', async () => {
    const api = await t.as('sales_manager', 'ka');
    const empty = await api.post(`/api/comments/customer/${customerId}`, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['სავალდებულო ველი'] });
    const long = await (
      await t.as('sales_manager', 'en')
    ).post(`/api/comments/agent/${agentId}`, {
      body: 'x'.repeat(5001),
    });
    expect(long.json().errors).toEqual({ body: ['A comment can be at most 5,000 characters'] });
    expect((await api.get(`/api/comments/agent/${agentId}`)).json()).toEqual([]);
  });

  it('answers 404 for a record that does not exist and for a model that has no comments', async () => {
    const api = await t.as('admin');
    expect((await api.post('/api/comments/customer/999999', { body: 'hello' })).statusCode).toBe(404);
    expect((await api.get('/api/comments/invoice/1')).statusCode).toBe(404);
    expect((await api.put('/api/comments/999999', { body: 'hello' })).statusCode).toBe(404);
  });

  it("needs the record's read permission, and lets only the author or an admin change a comment", async () => {
    const registrar = await t.as('property_registrar', 'en');
    const denied = await registrar.get(`/api/comments/customer/${customerId}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().missing_permission).toBe('view_customers|view_only_own_customers');
    expect((await t.anonymous().get(`/api/comments/agent/${agentId}`)).statusCode).toBe(401);
    expect(
      (await (await t.as('accountant')).post(`/api/comments/agent/${agentId}`, { body: 'x' })).statusCode,
    ).toBe(403);

    const manager = await t.as('sales_manager', 'en');
    const note = (await manager.post(`/api/comments/agent/${agentId}`, { body: 'Fee agreed: 2%' })).json();
    const colleague = await t.as('client_manager', 'en');
    expect((await colleague.get(`/api/comments/agent/${agentId}`)).json()).toEqual([
      expect.objectContaining({ id: note.id, can_change: false }),
    ]);
    const refused = await colleague.put(`/api/comments/${note.id}`, { body: 'Fee agreed: 3%' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the author or an administrator can change or delete a comment');
    expect((await colleague.delete(`/api/comments/${note.id}`)).statusCode).toBe(403);

    const admin = await t.as('admin');
    expect((await admin.get(`/api/comments/agent/${agentId}`)).json()[0].can_change).toBe(true);
    expect((await admin.delete(`/api/comments/${note.id}`)).statusCode).toBe(200);
  });

  it('shows an own-customers user only the customers they look after', async () => {
    const api = await t.as('client_manager');
    expect((await api.get(`/api/comments/customer/${customerId}`)).statusCode).toBe(404);
    expect((await api.post(`/api/comments/customer/${customerId}`, { body: 'x' })).statusCode).toBe(404);
    expect(
      (await api.post(`/api/comments/customer/${ownCustomerId}`, { body: 'Prefers e-mail' })).statusCode,
    ).toBe(200);
  });

  it("keeps a one-building user away from another building's booking comments", async () => {
    await t.db
      .update(users)
      .set({ permissions: ['view_bookings'] })
      .where(eq(users.username, 'property_registrar'));
    const [home] = (
      await t.db
        .select({ ids: users.building_ids })
        .from(users)
        .where(eq(users.username, 'property_registrar'))
    ).map((row) => row.ids);
    const inside = await insertBooking(home![0]!);
    const outside = await insertBooking(home![0]! + 1);
    const admin = await t.as('admin');
    const foreign = (
      await admin.post(`/api/comments/booking/${outside}`, { body: 'Deposit expected Friday' })
    ).json();

    const api = await t.as('property_registrar');
    expect((await api.post(`/api/comments/booking/${inside}`, { body: 'Client confirmed' })).statusCode).toBe(
      200,
    );
    expect((await api.get(`/api/comments/booking/${outside}`)).statusCode).toBe(404);
    expect((await api.post(`/api/comments/booking/${outside}`, { body: 'x' })).statusCode).toBe(404);
    expect((await admin.get(`/api/comments/booking/${outside}`)).json()).toEqual([foreign]);
  });
});
