import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, payments, saleProperties, sales, scheduleVersions, users } from '../../db/schema';
import { freeUnits, insertCustomer, postSale, saleBody } from '../../test/factories';
import { auditTrail, unitStatuses } from '../../test/read-backs';
import { createTestApp, multipart, type Api, type TestApp } from '../../test/test-app';
import { createSession } from '../../platform/sessions';
import { recordPayment } from './sale-payments.service';

let t: TestApp;
let admin: Api;
let sm: Api;
let nino: number;
let giorgi: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin', 'en');
  sm = await t.as('sales_manager', 'en');
  nino = await insertCustomer(t.db, { first_name_en: 'Nino', last_name_en: 'ბერიძე' });
  giorgi = await insertCustomer(t.db, {
    first_name: 'გიორგი',
    last_name: 'ტაბიძე',
    first_name_en: 'Nino',
    last_name_en: 'ტაბიძე',
  });
});
afterAll(() => t.close());

const pay = (saleId: number, amount: string, date: string) =>
  t.db.transaction((tx) =>
    recordPayment(
      tx,
      t.app.deps,
      {
        sale_id: saleId,
        amount,
        currency: 'USD',
        payment_date: date,
        payment_type: 'bank_transfer',
        bank_account_id: null,
        note: '',
      },
      { userId: null, ip: null },
    ),
  );

/** A one-unit USD sale of 50,000 with five monthly instalments of 10,000 from February 2024 (all due). */
async function pastSale(extra: Record<string, unknown> = {}) {
  const [unit] = await freeUnits(t.db, 1);
  const body = saleBody([unit!], [nino], {
    contract_start_date: '2024-01-10',
    first_installment_amount: '0',
    first_installment_date: null,
    schedule: { start_month: '2024-02', count: 5 },
    ...extra,
  });
  return { id: await postSale(admin, body), unit: unit!, body };
}

const detail = async (id: number, api = admin) => {
  const res = await api.get(`/api/sales/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('editing a contract', () => {
  it('changes the fields, answers the page and keeps a field-by-field audit diff', async () => {
    const { id, body } = await pastSale();
    const changed = {
      ...body,
      contract_lang: 'ge_en',
      info_source: 'Referral',
      vat_payer: true,
      payment_day: 25,
    };
    const res = await admin.put(`/api/sales/${id}`, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      contract_lang: 'ge_en',
      info_source: 'Referral',
      vat_payer: true,
      payment_day: 25,
    });
    const [update] = (await auditTrail(t.db, 'sale', id)).filter((a) => a.action === 'update');
    expect(update!.changes).toEqual({
      contract_lang: { before: 'ge', after: 'ge_en' },
      info_source: { before: '', after: 'Referral' },
      vat_payer: { before: false, after: true },
      payment_day: { before: 10, after: 25 },
    });

    const history = (await admin.get(`/api/sales/${id}/history`)).json();
    expect(history[0]).toMatchObject({ action: 'update' });
    expect(history[0].changes).toContainEqual({ field: 'contract_lang', before: 'ge', after: 'ge_en' });
    expect(history[0].user_name).not.toBeNull();
    expect(history.at(-1).action).toBe('create');
  });

  it('keeps contract numbers unique among live sales', async () => {
    const first = await pastSale();
    const second = await pastSale();
    const res = await admin.put(`/api/sales/${second.id}`, {
      ...second.body,
      contract_no: first.body.contract_no,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ contract_no: ['A contract with this number already exists'] });
  });

  it('needs edit_signed_schedules to un-sign a signed contract', async () => {
    const { id, body } = await pastSale({ is_signed: true });
    const res = await sm.put(`/api/sales/${id}`, { ...body, is_signed: false });
    expect(res.statusCode).toBe(403);
    expect((await sm.put(`/api/sales/${id}`, { ...body, info_source: 'x' })).statusCode).toBe(200);
    expect((await admin.put(`/api/sales/${id}`, { ...body, is_signed: false })).json().is_signed).toBe(false);
  });
});

describe('sale statuses', () => {
  it('moves active -> defective -> active, each with who and why in the log', async () => {
    // Instalments still to come: a sale behind its schedule would be overdue from the start.
    const { id } = await pastSale({ schedule: { start_month: '2099-02', count: 5 } });
    const defective = await sm.post(`/api/sales/${id}/status`, { status: 'defective', reason: 'Wrong area' });
    expect(defective.statusCode).toBe(200);
    expect(defective.json().status).toBe('defective');
    const again = await sm.post(`/api/sales/${id}/status`, { status: 'defective', reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(
      (await sm.post(`/api/sales/${id}/status`, { status: 'active', reason: 'Fixed' })).json().status,
    ).toBe('active');
    const changes = (await auditTrail(t.db, 'sale', id))
      .filter((a) => 'status' in a.changes)
      .map((a) => a.changes);
    expect(changes.slice(0, 2)).toEqual([
      {
        status: { before: 'defective', after: 'active' },
        status_reason: { before: null, after: 'Fixed' },
      },
      {
        status: { before: 'active', after: 'defective' },
        status_reason: { before: null, after: 'Wrong area' },
      },
    ]);
    expect((await sm.post(`/api/sales/${id}/status`, { status: 'active', reason: '' })).statusCode).toBe(422);
  });

  it('allows active only from defective: an overdue sale goes defective or canceled by hand', async () => {
    const { id } = await pastSale();
    await t.db.update(sales).set({ status: 'overdue' }).where(eq(sales.id, id));
    const res = await sm.post(`/api/sales/${id}/status`, { status: 'active', reason: 'Paid' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The sale cannot move from its current status to this one');
    expect(
      (await sm.post(`/api/sales/${id}/status`, { status: 'defective', reason: 'x' })).json().status,
    ).toBe('defective');
  });

  it('cancelling frees the units and keeps the money history; a canceled sale is closed', async () => {
    const { id, unit } = await pastSale();
    await pay(id, '15000', '2024-03-01');
    const res = await sm.post(`/api/sales/${id}/status`, { status: 'canceled', reason: 'Client withdrew' });
    expect(res.statusCode).toBe(200);
    const sale = res.json();
    expect(sale).toMatchObject({ status: 'canceled', cancellation_reason: 'Client withdrew' });
    expect(sale.canceled_at).not.toBeNull();
    expect(sale.payments).toHaveLength(1);
    expect(sale.balance).toMatchObject({ paid: '15000.00', debt: '0.00', overdue_days: 0 });
    expect(sale.schedule).toHaveLength(5);
    expect(sale.properties[0]).toMatchObject({ property_id: unit });
    expect(sale.properties[0].released_at).not.toBeNull();
    expect(sale.can.edit).toBe(false);
    expect(await unitStatuses(t.db, [unit])).toEqual(['free']);

    expect((await sm.post(`/api/sales/${id}/status`, { status: 'active', reason: 'x' })).statusCode).toBe(
      409,
    );
    expect((await sm.put(`/api/sales/${id}`, saleBody([unit], [nino]))).statusCode).toBe(409);

    // Listed only for holders of view_canceled_sales; the page itself stays reachable.
    expect((await sm.get(`/api/sales?id=${id}`)).json().meta.total).toBe(0);
    expect((await admin.get(`/api/sales?id=${id}`)).json().data[0].units).not.toBe('');
    expect((await sm.get(`/api/sales/${id}`)).statusCode).toBe(200);

    // The unit can be sold again.
    await postSale(admin, saleBody([unit], [giorgi]));
    expect(await unitStatuses(t.db, [unit])).toEqual(['sold']);
  });
});

describe('changing the buyers', () => {
  it('keeps the old buyer as history with the date and reason', async () => {
    const { id } = await pastSale();
    const res = await sm.post(`/api/sales/${id}/change-customers`, {
      customer_ids: [giorgi],
      date: '2026-02-01',
      reason: 'Assigned to another buyer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(sale).toMatchObject({
      customer_change_date: '2026-02-01',
      customer_change_reason: 'Assigned to another buyer',
    });
    expect(
      sale.customers.map((c: { customer_id: number; removal_reason: string | null }) => [
        c.customer_id,
        c.removal_reason,
      ]),
    ).toEqual([
      [giorgi, null],
      [nino, 'Assigned to another buyer'],
    ]);
    expect(sale.customers[1].removed_at).not.toBeNull();
    expect((await admin.get(`/api/sales?id=${id}`)).json().data[0].customer_name).toBe('Nino ტაბიძე');
    const same = await sm.post(`/api/sales/${id}/change-customers`, {
      customer_ids: [giorgi],
      date: '2026-02-02',
      reason: 'x',
    });
    expect(same.statusCode).toBe(422);
    const both = await sm.post(`/api/sales/${id}/change-customers`, {
      customer_ids: [giorgi, nino],
      date: '2026-02-03',
      reason: 'Co-buyer',
    });
    expect(
      both.json().customers.filter((c: { removed_at: string | null }) => c.removed_at === null),
    ).toHaveLength(2);
  });
});

describe('changing the units', () => {
  it('keeps what was paid and applies it from the first instalment of the new schedule', async () => {
    const { id, unit } = await pastSale();
    await pay(id, '15000', '2024-03-01');
    const [next] = await freeUnits(t.db, 1);
    const res = await updateUnits('admin', id, next!, 'keep');
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(sale).toMatchObject({ price: '60000.00', total_price: '60000.00' });
    expect(sale.properties.filter((p: { released_at: string | null }) => p.released_at === null)).toEqual([
      expect.objectContaining({ property_id: next, price: '60000.00' }),
    ]);
    expect(sale.payments).toHaveLength(1);
    expect(sale.balance).toMatchObject({ paid: '15000.00', debt: '45000.00' });
    expect(sale.schedule).toHaveLength(6);
    expect(sale.schedule.slice(0, 2).map((r: { paid: string }) => r.paid)).toEqual(['10000.00', '5000.00']);
    expect(await unitStatuses(t.db, [unit, next!])).toEqual(['free', 'sold']);
    const [version] = await t.db
      .select()
      .from(scheduleVersions)
      .where(and(eq(scheduleVersions.sale_id, id), eq(scheduleVersions.version, 2)));
    expect(version!.reason).toBe('properties_changed');
  });

  it('resets what was paid to zero: the payments are deleted, each in the log', async () => {
    const { id } = await pastSale();
    const paymentId = await pay(id, '15000', '2024-03-01');
    const [next] = await freeUnits(t.db, 1);
    const res = await updateUnits('admin', id, next!, 'reset');
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json();
    expect(sale.payments).toEqual([]);
    expect(sale.balance).toMatchObject({ paid: '0.00', debt: '60000.00' });
    expect(sale.schedule.every((r: { paid: string }) => r.paid === '0.00')).toBe(true);
    expect(await t.db.select().from(payments).where(eq(payments.sale_id, id))).toEqual([]);
    const [deleted] = await auditTrail(t.db, 'payment', paymentId);
    expect(deleted).toMatchObject({ action: 'delete' });
    expect(deleted!.changes).toMatchObject({
      amount: { before: '15000.00', after: null },
      delete_reason: { before: null, after: 'properties_changed_reset' },
    });
  });

  it('respects the signed-schedule lock and refuses a unit that is not free', async () => {
    const { id, unit } = await pastSale({ is_signed: true });
    const [next] = await freeUnits(t.db, 1);
    const locked = await updateUnits('sales_manager', id, next!, 'keep');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('You are not allowed to change the schedule of a signed contract');

    const other = await pastSale();
    const taken = await updateUnits('admin', id, other.unit, 'keep');
    expect(taken.statusCode).toBe(409);
    expect(await unitStatuses(t.db, [unit, next!])).toEqual(['sold', 'free']);
    expect((await detail(id)).properties.map((p: { property_id: number }) => p.property_id)).toEqual([unit]);
  });
});

/** The test client has no PATCH: the same request through inject, signed in as the user. */
async function patch(username: string, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: await bearer(username), 'content-language': 'en' },
  });
}

function updateUnits(username: string, id: number, unit: number, choice: 'keep' | 'reset') {
  return patch(username, `/api/sales/${id}/update-properties`, {
    properties: [{ property_id: unit, price: '60000' }],
    schedule: { start_month: '2024-02', count: 6 },
    paid_amount_choice: choice,
  });
}

describe('agent fee', () => {
  it('records paid / must_paid, and with V2 the amount and date paid', async () => {
    const [agent] = await t.db.select().from(agents).where(eq(agents.active, true)).limit(1);
    const { id } = await pastSale({ agent_id: agent!.id, agent_fee_percent: '2.5' });
    const v1 = await sm.put(`/api/sales/agentFeeStatus/${id}`, { agent_fee: 'paid', agent_is_paid: true });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json()).toMatchObject({ agent_fee: 'paid', agent_is_paid: true, agent_fee_percent: '2.50' });
    const missing = await sm.put(`/api/sales/agentFeeStatusV2/${id}`, {
      agent_fee: 'paid',
      agent_is_paid: true,
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['paid_amount', 'paid_date']);
    const v2 = await sm.put(`/api/sales/agentFeeStatusV2/${id}`, {
      agent_fee: 'paid',
      agent_is_paid: true,
      paid_amount: '1250',
      paid_date: '2026-03-01',
    });
    expect(v2.json()).toMatchObject({ agent_fee_paid_amount: '1250.00', agent_fee_paid_date: '2026-03-01' });
    const owed = await sm.put(`/api/sales/agentFeeStatus/${id}`, {
      agent_fee: 'must_paid',
      agent_is_paid: false,
    });
    expect(owed.json()).toMatchObject({
      agent_fee: 'must_paid',
      agent_fee_paid_amount: null,
      agent_fee_paid_date: null,
    });

    for (const [route, agent_fee, agent_is_paid] of [
      ['agentFeeStatus', 'paid', false],
      ['agentFeeStatus', 'must_paid', true],
      ['agentFeeStatusV2', 'must_paid', true],
    ] as const) {
      const contradictory = await sm.put(`/api/sales/${route}/${id}`, { agent_fee, agent_is_paid });
      expect(contradictory.statusCode).toBe(422);
      expect(contradictory.json().errors).toEqual({
        agent_is_paid: [
          'The status and "fee paid" disagree: a paid fee is ticked as paid, a fee to be paid is not',
        ],
      });
    }
    expect((await sm.get(`/api/sales/${id}`)).json()).toMatchObject({
      agent_fee: 'must_paid',
      agent_is_paid: false,
    });

    const plain = await pastSale();
    const none = await sm.put(`/api/sales/agentFeeStatus/${plain.id}`, {
      agent_fee: 'paid',
      agent_is_paid: true,
    });
    expect(none.statusCode).toBe(422);
  });

  it('refuses to delete an agent named on a sale, with a clear message', async () => {
    const created = await admin.post('/api/agents', {
      type: 'individual',
      name: 'Sale Agent',
      personal_id: '01001098765',
    });
    expect(created.statusCode, created.body).toBe(200);
    const agentId = created.json().id as number;
    await pastSale({ agent_id: agentId });
    const res = await admin.delete(`/api/agents/${agentId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The agent is named on sales and cannot be deleted; make it inactive instead',
    );
    expect(await t.db.select().from(agents).where(eq(agents.id, agentId))).toHaveLength(1);
  });
});

describe('deleting', () => {
  it('deletes a sale without payments for good and frees its units', async () => {
    const { id, unit } = await pastSale();
    const res = await admin.delete(`/api/sales/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await admin.get(`/api/sales/${id}`)).statusCode).toBe(404);
    expect(await unitStatuses(t.db, [unit])).toEqual(['free']);
    expect(await t.db.select().from(saleProperties).where(eq(saleProperties.sale_id, id))).toEqual([]);
    expect((await auditTrail(t.db, 'sale', id))[0]).toMatchObject({ action: 'delete' });
  });

  it('refuses to delete a sale with payments for good; deleted with a comment it goes to the trash', async () => {
    const { id, unit, body } = await pastSale();
    await pay(id, '100', '2024-02-10');
    const refused = await admin.delete(`/api/sales/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The sale has payments and cannot be deleted for good; delete it with a comment instead',
    );

    expect((await admin.post(`/api/sales/${id}/delete-with-comment`, { comment: '' })).statusCode).toBe(422);
    expect((await sm.post(`/api/sales/${id}/delete-with-comment`, { comment: 'x' })).statusCode).toBe(403);
    const trashed = await admin.post(`/api/sales/${id}/delete-with-comment`, { comment: 'Entered twice' });
    expect(trashed.statusCode).toBe(200);
    expect(await unitStatuses(t.db, [unit])).toEqual(['free']);
    expect((await admin.get(`/api/sales/${id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/sales?id=${id}`)).json().meta.total).toBe(0);

    const list = (await admin.get(`/api/sales/trashed?contract_no=${body.contract_no}`)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.data[0].deleted_at).not.toBeNull();
    expect(list.data[0].units).not.toBe('');
    const page = (await admin.get(`/api/sales/${id}/trashed`)).json();
    expect(page).toMatchObject({ id, delete_comment: 'Entered twice' });
    expect(page.payments).toHaveLength(1);
    expect((await sm.get('/api/sales/trashed')).statusCode).toBe(403);
    expect((await (await t.as('accountant', 'en')).get(`/api/sales/${id}/trashed`)).statusCode).toBe(200);
    const live = await pastSale();
    expect((await admin.get(`/api/sales/${live.id}/trashed`)).statusCode).toBe(404);

    // A trashed sale is closed to changes.
    const edit = await admin.put(`/api/sales/${id}`, body);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('A canceled or deleted sale cannot be changed');
    expect(
      (await admin.post(`/api/sales/${id}/status`, { status: 'defective', reason: 'x' })).statusCode,
    ).toBe(409);
    expect((await admin.post(`/api/sales/${id}/delete-with-comment`, { comment: 'again' })).statusCode).toBe(
      404,
    );

    // The contract number is free again for a new contract.
    const [other] = await freeUnits(t.db, 1);
    await postSale(admin, saleBody([other!], [nino], { contract_no: body.contract_no }));
    expect((await admin.delete(`/api/sales/${id}`)).statusCode).toBe(409);
  });
});

describe('files and comments on a sale', () => {
  it('adds, lists, deactivates, renames and deletes files', async () => {
    const { id, body } = await pastSale();
    const file = multipart({ document_type: 'contract', title: 'Signed contract' }, [
      { field: 'file', filename: 'c.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
    ]);
    const added = await sm.post(`/api/sales/${id}/addFile`, file.payload, file.headers);
    expect(added.statusCode, added.body).toBe(200);
    const docId = added.json().id as number;
    expect(added.json()).toMatchObject({
      owner_type: 'sale',
      owner_id: id,
      owner_label: body.contract_no,
      active: true,
    });

    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get(`/api/sales/${id}/files`)).json()).toHaveLength(1);
    expect((await accountant.post(`/api/sales/${id}/addFile`, file.payload, file.headers)).statusCode).toBe(
      403,
    );

    const deactivated = await patch('sales_manager', `/api/sales/${id}/deactivateFile/${docId}`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().active).toBe(false);

    const renamed = multipart({ document_id: String(docId), title: 'Contract (old)', _method: 'PUT' });
    const updated = await sm.post(`/api/sales/${id}/updateFile`, renamed.payload, renamed.headers);
    expect(updated.json()).toMatchObject({ title: 'Contract (old)', active: false });

    const docs = (await admin.get(`/api/documents?owner_type=sale&owner_id=${id}`)).json();
    expect(docs.data.map((d: { owner_label: string }) => d.owner_label)).toEqual([body.contract_no]);
    expect((await admin.get(`/api/sales?id=${id}&has_docs=true`)).json().meta.total).toBe(1);

    expect((await sm.delete(`/api/sales/${id}/deleteFile/${docId}`)).statusCode).toBe(200);
    expect((await sm.get(`/api/sales/${id}/files`)).json()).toEqual([]);
  });

  it('takes comments from those who may see the sale', async () => {
    const { id } = await pastSale();
    const added = await sm.post(`/api/comments/sale/${id}`, { body: 'Called the buyer' });
    expect(added.statusCode, added.body).toBe(200);
    const list = (await admin.get(`/api/comments/sale/${id}`)).json();
    expect(list.map((c: { body: string }) => c.body)).toEqual(['Called the buyer']);
    const clientManager = await t.as('client_manager', 'en');
    expect((await clientManager.get(`/api/comments/sale/${id}`)).statusCode).toBe(404);
    expect(
      (await (await t.as('accountant', 'en')).post(`/api/comments/sale/${id}`, { body: 'x' })).statusCode,
    ).toBe(403);
    expect((await (await t.as('property_registrar', 'en')).get(`/api/comments/sale/${id}`)).statusCode).toBe(
      403,
    );
    await admin.delete(`/api/sales/${id}`);
    expect((await admin.get(`/api/comments/sale/${id}`)).statusCode).toBe(404);
  });
});

async function bearer(username: string) {
  const [user] = await t.db.select().from(users).where(eq(users.username, username));
  return `Bearer ${(await createSession(t.db, user!.id, { maxHours: 1, ip: '127.0.0.1', userAgent: 'test' })).token}`;
}

describe('the list count and totals', () => {
  /**
   * Count and totals of the same lists with a filter that matches every sale, which makes the list count
   * and sum the sales instead of reading the kept sums.
   */
  const agree = async (api: Api, queries: string[]) => {
    const everySale = '&contract_start_date_from=1900-01-01';
    for (const q of queries) {
      const kept = (await api.get(`/api/sales?${q}`)).json().meta.total;
      const counted = (await api.get(`/api/sales?${q}${everySale}`)).json().meta.total;
      expect(kept, q).toBe(counted);
      const keptTotals = (await api.get(`/api/sales/totals?${q}`)).json();
      expect(keptTotals, q).toEqual((await api.get(`/api/sales/totals?${q}${everySale}`)).json());
    }
  };

  it('agree with counting and summing the sales, for every scope and key filter, through each change of a sale', async () => {
    const { id } = await pastSale();
    await pay(id, '12500.50', '2024-03-05');
    expect((await admin.get('/api/sales/totals')).json().per_currency).toContainEqual(
      expect.objectContaining({ currency: 'USD', debt: expect.not.stringMatching(/^0(\.00)?$/) }),
    );
    const [sale] = await t.db.select({ building_id: sales.building_id }).from(sales).where(eq(sales.id, id));
    const [manager] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'sales_manager'));
    const building_id = sale!.building_id;
    const smId = manager!.id;
    const queries = [
      '',
      `building_ids=${building_id}`,
      'sale_statuses=active,overdue',
      'sale_statuses=canceled',
      'cancellation_candidate=false',
      `user_id=${smId}&building_ids=${building_id}`,
    ];
    const check = async () => {
      await agree(admin, queries);
      await agree(sm, queries);
    };
    await check();
    await t.db.update(sales).set({ responsible_user_id: smId }).where(eq(sales.id, id));
    await check();
    await pay(id, '7000', '2024-04-05');
    await check();
    await t.db.update(sales).set({ total_price: '48000', payment_ccy: 'EUR' }).where(eq(sales.id, id));
    await check();
    await t.db.update(sales).set({ status: 'cancellation_candidate' }).where(eq(sales.id, id));
    await check();
    expect((await sm.post(`/api/sales/${id}/status`, { status: 'canceled', reason: 'x' })).statusCode).toBe(
      200,
    );
    await check();
    expect((await admin.post(`/api/sales/${id}/delete-with-comment`, { comment: 'gone' })).statusCode).toBe(
      200,
    );
    await check();
    await t.db.update(sales).set({ deleted_at: null }).where(eq(sales.id, id));
    await check();
    await t.db.delete(sales).where(eq(sales.id, id));
    await check();
  });
});
