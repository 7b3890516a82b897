import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, customers, smsMessages } from '../../db/schema';
import { startSmsStub, type SmsStub } from '../../test/sms-stub';
import { insertCustomer, insertSale, userIdOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function outbox(dataDir: string) {
  const dir = path.join(dataDir, 'sms-outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names.map(
      async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as { to: string; text: string },
    ),
  );
}

/** A sale whose one buyer has this phone (or none). */
async function saleWithBuyerPhone(phone: string | null, responsible: number | null = null) {
  const customerId = await insertCustomer(t.db, { first_name_en: 'Test', last_name_en: 'ბერიძე' });
  await t.db.update(customers).set({ phone }).where(eq(customers.id, customerId));
  return insertSale(t.db, { customer_ids: [customerId], responsible_user_id: responsible });
}

describe('SMS through the outbox', () => {
  it('sends to the given numbers, logs each and audits the send', async () => {
    const api = await t.as('sales_manager', 'en');
    const res = await api.post('/api/sms', {
      message: 'გადახდის შეხსენება',
      recipients: ['+995599111222', '995599333444', '+995599111222'],
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ success: true, sent: 2, failed: 0 });
    expect(result.messages.map((m: { phone: string }) => m.phone)).toEqual(['+995599111222', '995599333444']);

    const written = await outbox(t.config.dataDir);
    expect(written).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: '+995599111222', text: 'გადახდის შეხსენება' }),
        expect.objectContaining({ to: '995599333444' }),
      ]),
    );
    const [row] = await t.db.select().from(smsMessages).where(eq(smsMessages.id, result.messages[0].id));
    expect(row).toMatchObject({
      status: 'sent',
      channel: 'outbox',
      sent_by: await userIdOf(t.db, 'sales_manager'),
      sale_id: null,
      error_message: null,
    });
    const audits = await t.db
      .select({ changes: auditLogs.changes })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity_type, 'sms'), eq(auditLogs.user_id, await userIdOf(t.db, 'sales_manager'))),
      );
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it("uses the sale's current buyers' phones when no recipients are given", async () => {
    const sale = await saleWithBuyerPhone('+995 599 12-34-56');
    const api = await t.as('admin', 'en');
    const res = await api.post('/api/sms', { message: 'Hello', sale_id: sale.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ phone: '+995599123456', status: 'sent', error_message: null }),
    ]);
    const history = (await api.get(`/api/sms?sale_id=${sale.id}`)).json();
    expect(history.meta.total).toBe(1);
    expect(history.data[0]).toMatchObject({
      phone: '+995599123456',
      message: 'Hello',
      status: 'sent',
      channel: 'outbox',
      sale_id: sale.id,
      contract_no: sale.contract_no,
      sent_by_name: expect.any(String),
    });

    const silent = await saleWithBuyerPhone(null);
    const none = await api.post('/api/sms', { message: 'Hello', sale_id: silent.id });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      message: 'The buyers have no phone number',
      errors: { recipients: ['The buyers have no phone number'] },
    });
  });

  it('refuses senders without send_sms, sales the sender cannot see and bad input', async () => {
    const accountant = await t.as('accountant', 'en');
    expect(
      (await accountant.post('/api/sms', { message: 'x', recipients: ['+995599111222'] })).statusCode,
    ).toBe(403);
    expect((await accountant.get('/api/sms')).statusCode).toBe(200);
    const registrar = await t.as('property_registrar', 'en');
    expect((await registrar.get('/api/sms')).statusCode).toBe(403);

    const notTheirs = await saleWithBuyerPhone('+995599000111', await userIdOf(t.db, 'sales_manager'));
    const clientManager = await t.as('client_manager', 'en');
    expect((await clientManager.post('/api/sms', { message: 'x', sale_id: notTheirs.id })).statusCode).toBe(
      404,
    );
    const theirs = await saleWithBuyerPhone('+995599000222', await userIdOf(t.db, 'client_manager'));
    expect((await clientManager.post('/api/sms', { message: 'x', sale_id: theirs.id })).statusCode).toBe(200);
    // A sender without view_notification_logs sees what they sent and their sales' messages only.
    const seen = (await clientManager.get('/api/sms?perpage=50')).json();
    expect(seen.data.every((m: { phone: string }) => m.phone === '+995599000222')).toBe(true);

    const api = await t.as('admin', 'en');
    const empty = await api.post('/api/sms', { message: 'x' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['recipients']);
    const badPhone = await api.post('/api/sms', { message: 'x', recipients: ['call me'] });
    expect(badPhone.statusCode).toBe(422);
  });
});

describe('SMS through the gateway', () => {
  let stub: SmsStub;
  let g: TestApp;
  beforeAll(async () => {
    stub = await startSmsStub();
    g = await createTestApp({ env: { SMS_URL: stub.url, SMS_API_KEY: 'k', SMS_SENDER: 'Realty' } });
  });
  afterAll(async () => {
    await g.close();
    await stub.close();
  });

  it('posts the form the gateway expects and keeps its message id', async () => {
    const api = await g.as('admin', 'en');
    const res = await api.post('/api/sms', { message: 'Hello', recipients: ['+995599111222'] });
    expect(res.json()).toMatchObject({ success: true, sent: 1, failed: 0 });
    expect(stub.received.at(-1)).toEqual({
      key: 'k',
      destination: '995599111222',
      sender: 'Realty',
      content: 'Hello',
      urgent: 'true',
    });
    const [row] = await g.db.select().from(smsMessages).where(eq(smsMessages.id, res.json().messages[0].id));
    expect(row).toMatchObject({
      status: 'sent',
      channel: 'provider',
      provider_message_id: expect.any(String),
    });
    expect(await outbox(g.config.dataDir)).toEqual([]);
  });

  it('logs a refused message as failed with the reason and answers success false', async () => {
    stub.setFailing(true);
    try {
      const api = await g.as('admin', 'en');
      const res = await api.post('/api/sms', {
        message: 'Hello',
        recipients: ['+995599111222', '+995599333444'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, sent: 0, failed: 2 });
      expect(res.json().messages[0]).toMatchObject({
        status: 'failed',
        error_message: 'Insufficient balance',
      });
      const [row] = await g.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.id, res.json().messages[1].id));
      expect(row).toMatchObject({
        status: 'failed',
        channel: 'provider',
        error_message: 'Insufficient balance',
      });
    } finally {
      stub.setFailing(false);
    }
  });
});
