import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveStreams } from '../../db/schema';
import { createSession } from '../../platform/sessions';
import { insertSale, monthlyRows, userIdOf } from '../../test/factories';
import { openNoticeStream } from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyUsers } from './notices.service';

let t: TestApp;
let base: string;
let managerId: number;
let adminId: number;
const tag = `NS-${randomBytes(3).toString('hex')}`;

const tokenOf = async (userId: number) =>
  (await createSession(t.db, userId, { maxHours: 1, ip: null, userAgent: 'stream test' })).token;

/** The app served on a free local port; answers its base URL. */
const listening = (app: FastifyInstance) => app.listen({ port: 0, host: '127.0.0.1' });

const notice = (userId: number, contractNo: string) =>
  t.db.transaction((tx) =>
    notifyUsers(tx, [userId], {
      kind: 'message_failed',
      params: { contract_no: contractNo, recipient: 'x', channel: 'sms' },
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t.app);
  managerId = await userIdOf(t.db, 'sales_manager');
  adminId = await userIdOf(t.db, 'admin');
});
afterAll(() => t.close());

describe('GET /api/notifications/stream', () => {
  it('sends the unread count on connect and after each notice committed for the user only', async () => {
    const stream = await openNoticeStream(base, await tokenOf(managerId));
    const unread = (await (await t.as('sales_manager')).get('/api/notifications')).json().unread_count;
    expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: unread } });

    await notice(managerId, `${tag}-1`);
    expect(await stream.next()).toEqual({ event: 'notice', data: { unread_count: unread + 1 } });

    // Neither another user's notice nor a rolled-back one is announced: the next event is for the next one.
    await notice(adminId, `${tag}-2`);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyUsers(tx, [managerId], { kind: 'message_failed', params: { contract_no: `${tag}-3` } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await notice(managerId, `${tag}-4`);
    expect(await stream.next()).toEqual({ event: 'notice', data: { unread_count: unread + 2 } });
    stream.close();
  });

  it('refuses a request without a valid bearer token', async () => {
    const response = await fetch(`${base}/api/notifications/stream`);
    expect(response.status).toBe(401);
    const wrong = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('keeps five streams per session open at once: the sixth is a 429, and a closed one frees its place', async () => {
    const token = await tokenOf(managerId);
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const stream = await openNoticeStream(base, token);
      await stream.next();
      streams.push(stream);
    }
    const refused = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}`, 'content-language': 'en' },
    });
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([
      429,
      '60',
      {
        message: 'Too many tabs are open in this session; close one to see notifications here as they arrive',
      },
    ]);
    // Another session of the same user has places of its own.
    const elsewhere = await openNoticeStream(base, await tokenOf(managerId));
    expect((await elsewhere.next()).event).toBe('unread');
    elsewhere.close();
    // A tab closed gives its place to the next one.
    streams.pop()!.close();
    const again = await vi.waitFor(() => openNoticeStream(base, token), { timeout: 5_000, interval: 100 });
    expect((await again.next()).event).toBe('unread');
    streams.push(again);
    for (const stream of streams) stream.close();
  });

  it('frees the places of streams whose process died (not seen for over a minute)', async () => {
    const session = await createSession(t.db, managerId, { maxHours: 1, ip: null, userAgent: 'stream test' });
    const long = new Date(Date.now() - 10 * 60_000);
    await t.db
      .insert(liveStreams)
      .values(
        Array.from({ length: 5 }, () => ({ token_id: session.tokenId, opened_at: long, seen_at: long })),
      );
    const stream = await openNoticeStream(base, session.token);
    expect((await stream.next()).event).toBe('unread');
    stream.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'counts the streams of a session on every server process together',
    async () => {
      const other = await t.secondProcess();
      try {
        const token = await tokenOf(managerId);
        const otherBase = await listening(other.app);
        const streams = [];
        for (const url of [base, otherBase, base, otherBase, base]) {
          const stream = await openNoticeStream(url, token);
          await stream.next();
          streams.push(stream);
        }
        for (const url of [base, otherBase]) {
          const refused = await fetch(`${url}/api/notifications/stream`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(refused.status).toBe(429);
        }
        for (const stream of streams) stream.close();
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reaches a stream on another server process: a payment entered through one, heard on the other',
    async () => {
      const other = await t.secondProcess();
      try {
        const stream = await openNoticeStream(await listening(other.app), await tokenOf(managerId));
        const { unread_count } = (await stream.next()).data;
        // Instalments not yet due: the payment changes no status, so the manager gets exactly one notice.
        const sale = await insertSale(t.db, {
          price: '2000',
          rows: monthlyRows('2030-01-10', 2, '1000.00'),
          contract_no: `${tag}-sale`,
          responsible_user_id: managerId,
        });
        const paid = await (
          await t.as('admin')
        ).post('/api/payments/pay', {
          sale_id: sale.id,
          amount: '500',
          currency: 'USD',
          payment_date: new Date().toISOString().slice(0, 10),
          payment_type: 'cash',
          bank_account_id: null,
          note: '',
        });
        expect(paid.statusCode).toBe(200);
        expect(await stream.next()).toEqual({ event: 'notice', data: { unread_count: unread_count + 1 } });
        stream.close();
      } finally {
        await other.close();
      }
    },
  );
});
