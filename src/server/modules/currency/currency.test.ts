import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tbilisiToday } from '@shared/dates/date-formats';
import { currencyRates } from '../../db/schema';
import { startNbgStub, type NbgStub } from '../../test/nbg-stub';
import { createTestApp, type Api, type TestApp } from '../../test/test-app';
import { fetchNbgRates, NbgUnavailable, parseNbgAnswer, ratePerUnit } from './nbg-client';

let stub: NbgStub;
let t: TestApp;
let admin: Api;

const storedRates = (currency: string, date: string) =>
  t.db
    .select()
    .from(currencyRates)
    .where(eq(currencyRates.date, date))
    .then((rows) => rows.filter((r) => r.currency === currency));

beforeAll(async () => {
  stub = await startNbgStub({ USD: 2.7123, EUR: 2.9512 });
  t = await createTestApp({ env: { NBG_RATES_URL: stub.url } });
  admin = await t.as('admin', 'en');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => stub.setMode('ok'));

describe('the National Bank client', () => {
  it('reads rate per unit from rate and quantity, exactly', () => {
    expect(ratePerUnit(2.7123, 1)).toBe('2.712300');
    expect(ratePerUnit(29.5125, 10)).toBe('2.951250');
    expect(ratePerUnit(3.4567, 100)).toBe('0.034567');
    expect(ratePerUnit('1.0000005', 1)).toBe('1.000001');
    const parsed = parseNbgAnswer(
      [
        {
          date: '2024-03-09T00:00:00.000Z',
          currencies: [
            { code: 'GBP', quantity: 1, rate: 3.4 },
            { code: 'EUR', quantity: 10, rate: 29.0001, validFromDate: '2024-03-08T00:00:00.000Z' },
            { code: 'USD', quantity: 1, rate: 0 },
          ],
        },
      ],
      '2024-03-09',
    );
    expect([...parsed]).toEqual([['EUR', { rate: '2.900010', valid_from_date: '2024-03-08' }]]);
    expect(() => parseNbgAnswer({ error: 'x' }, '2024-03-09')).toThrow(NbgUnavailable);
  });

  it('gives up on a service that does not answer, within its time-out', async () => {
    stub.setMode('hang');
    const started = Date.now();
    await expect(fetchNbgRates(stub.url, '2024-03-04', { timeoutMs: 300 })).rejects.toBeInstanceOf(
      NbgUnavailable,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    // On a busy machine the abandoned request can reach the stub only now: let it land before the next test counts.
    await vi.waitFor(() => expect(stub.requests).toContain('2024-03-04'));
  });

  it('asks for USD and EUR of the date', async () => {
    const before = stub.requests.length;
    const rates = await fetchNbgRates(stub.url, '2024-02-01');
    expect(stub.requests.slice(before)).toEqual(['2024-02-01']);
    expect(rates.get('USD')).toEqual({ rate: '2.712300', valid_from_date: '2024-02-01' });
    expect(rates.get('EUR')).toEqual({ rate: '2.951200', valid_from_date: '2024-02-01' });
  });
});

describe('GET /api/currency', () => {
  it("answers today's USD rate, fetched once and stored", async () => {
    const before = stub.requests.length;
    const res = await admin.get('/api/currency/usd');
    expect(res.statusCode).toBe(200);
    const today = tbilisiToday();
    expect(res.json()).toMatchObject({ currency: 'USD', date: today, rate: '2.712300', available: true });
    expect(await storedRates('USD', today)).toHaveLength(1);
    expect(await storedRates('EUR', today)).toHaveLength(1);
    const again = await admin.get('/api/currency/usd');
    expect(again.json().rate).toBe('2.712300');
    expect(stub.requests.length).toBe(before + 1);
  });

  it('answers a currency on a date; a weekend uses the last publication; per-10 quotes are divided', async () => {
    stub.setRate('EUR', 29.8765, { date: '2024-03-08', quantity: 10 });
    const saturday = await admin.get('/api/currency/eur/2024-03-09');
    expect(saturday.statusCode).toBe(200);
    expect(saturday.json()).toEqual({
      currency: 'EUR',
      date: '2024-03-09',
      rate: '2.987650',
      valid_from_date: '2024-03-08',
      available: true,
    });
    const [stored] = await storedRates('EUR', '2024-03-09');
    expect(stored).toMatchObject({ rate: '2.987650', valid_from_date: '2024-03-08' });
    const usd = await admin.get('/api/currency/usd/2024-03-11');
    expect(usd.json()).toMatchObject({
      currency: 'USD',
      date: '2024-03-11',
      rate: '2.712300',
      available: true,
    });
    const lari = await admin.get('/api/currency/GEL/2024-03-11');
    expect(lari.json()).toMatchObject({ currency: 'GEL', rate: '1.000000', available: true });
  });

  it('answers 0 and not available when the service fails, stores nothing, and tries again next time', async () => {
    for (const mode of ['fail', 'garbage'] as const) {
      stub.setMode(mode);
      const res = await admin.get('/api/currency/usd/2024-04-02');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        currency: 'USD',
        date: '2024-04-02',
        rate: '0',
        valid_from_date: null,
        available: false,
      });
    }
    expect(await storedRates('USD', '2024-04-02')).toEqual([]);
    stub.setMode('ok');
    const recovered = await admin.get('/api/currency/usd/2024-04-02');
    expect(recovered.json()).toMatchObject({ rate: '2.712300', available: true });
  });

  it('never asks about a date after today', async () => {
    const before = stub.requests.length;
    const res = await admin.get('/api/currency/usd/2099-01-05');
    expect(res.json()).toMatchObject({ rate: '0', available: false });
    expect(stub.requests.length).toBe(before);
  });

  it('refuses an unknown currency or a bad date', async () => {
    expect((await admin.get('/api/currency/GBP/2024-03-11')).statusCode).toBe(422);
    expect((await admin.get('/api/currency/usd/2024-13-40')).statusCode).toBe(422);
  });

  it('is open to every signed-in user and closed to anonymous callers', async () => {
    expect((await t.anonymous().get('/api/currency/usd')).statusCode).toBe(401);
    const registrar = await t.as('property_registrar', 'en');
    expect((await registrar.get('/api/currency/usd')).statusCode).toBe(200);
    expect(
      (await registrar.post('/api/currency/convert', { amount: '1', from: 'USD', to: 'GEL' })).statusCode,
    ).toBe(200);
    const accountant = await t.as('accountant', 'en');
    expect(
      (await accountant.post('/api/currency/convert', { amount: '1', from: 'USD', to: 'GEL' })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/currency/convert', () => {
  it('converts through lari rates of the date, half-up to the cent', async () => {
    stub.setRate('USD', 2.7, { date: '2024-05-06' });
    stub.setRate('EUR', 2.95, { date: '2024-05-06' });
    const res = await admin.post('/api/currency/convert', {
      amount: '100',
      from: 'USD',
      to: 'EUR',
      date: '2024-05-06',
    });
    expect(res.statusCode).toBe(200);
    // 100 * 2.7 / 2.95 = 91.5254...
    expect(res.json()).toEqual({
      amount: '100.00',
      from: 'USD',
      to: 'EUR',
      converted: '91.53',
      from_rate: '2.700000',
      to_rate: '2.950000',
      date: '2024-05-06',
    });
    const lari = await admin.post('/api/currency/convert', {
      amount: '270',
      from: 'GEL',
      to: 'USD',
      date: '2024-05-06',
    });
    expect(lari.json().converted).toBe('100.00');
  });

  it('answers 422 naming the currency without a rate', async () => {
    stub.setMode('fail');
    const res = await admin.post('/api/currency/convert', {
      amount: '10',
      from: 'GEL',
      to: 'EUR',
      date: '2024-06-03',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ to: ['No official rate could be had for this date'] });
    expect(
      (await admin.post('/api/currency/convert', { amount: '-1', from: 'GEL', to: 'EUR' })).statusCode,
    ).toBe(422);
  });
});

describe('the daily rates job', () => {
  it("stores today's rates when missing and then leaves the service alone", async () => {
    const today = tbilisiToday();
    await t.db.delete(currencyRates).where(eq(currencyRates.date, today));
    await t.app.scheduler.runNow('currency.refresh');
    expect(await storedRates('USD', today)).toHaveLength(1);
    expect(await storedRates('EUR', today)).toHaveLength(1);
    const before = stub.requests.length;
    await t.app.scheduler.runNow('currency.refresh');
    expect(stub.requests.length).toBe(before);
  });
});

describe('without the stand-in', () => {
  it('the test app points at a closed local port, so rates are simply not available', async () => {
    const offline = await createTestApp();
    try {
      expect(offline.config.nbgRatesUrl).toBe('http://127.0.0.1:9/');
      const api = await offline.as('admin', 'en');
      const res = await api.get('/api/currency/usd/2024-04-03');
      expect(res.json()).toMatchObject({ rate: '0', available: false });
    } finally {
      await offline.close();
    }
  });
});
