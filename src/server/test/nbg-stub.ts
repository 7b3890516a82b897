import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the National Bank of Georgia's rates service (integrations.md), answering in its
 * format: `[{ date, currencies: [{ code, quantity, rate, rateFormated, diff, diffFormated, name, date,
 * validFromDate }] }]`. Rates are configurable per currency (and per date); a weekend uses Friday's
 * publication, like the real service. It can be told to fail with 500 or to hang.
 */

type Quote = { rate: number; quantity: number };

const NAMES: Record<string, string> = {
  USD: 'US Dollar',
  EUR: 'Euro',
  GBP: 'Pound Sterling',
  RUB: 'Russian Ruble',
};

export interface NbgStub {
  url: string;
  /** The `date` asked for by every request so far (YYYY-MM-DD, or '' when none was given). */
  requests: string[];
  /** The default quote of a currency, or its quote on one date. */
  setRate(code: string, rate: number, options?: { date?: string; quantity?: number }): void;
  /** ok: answer; fail: 500; hang: never answer; garbage: 200 with a body that is not the format. */
  setMode(mode: 'ok' | 'fail' | 'hang' | 'garbage'): void;
  close(): Promise<void>;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The publication valid on a date: Saturday and Sunday use Friday's. */
export function publicationDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDay();
  if (day === 6) d.setUTCDate(d.getUTCDate() - 1);
  if (day === 0) d.setUTCDate(d.getUTCDate() - 2);
  return ymd(d);
}

export async function startNbgStub(
  initial: Record<string, number | Quote> = { USD: 2.7, EUR: 2.95 },
  listenOn = 0,
): Promise<NbgStub> {
  const defaults = new Map<string, Quote>();
  const perDate = new Map<string, Quote>();
  for (const [code, q] of Object.entries(initial))
    defaults.set(code, typeof q === 'number' ? { rate: q, quantity: 1 } : q);
  let mode: 'ok' | 'fail' | 'hang' | 'garbage' = 'ok';
  const requests: string[] = [];

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const asked = url.searchParams.get('date') ?? '';
    requests.push(asked);
    if (mode === 'hang') return; // the socket stays open until the client gives up or the stub closes
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    const date = asked || ymd(new Date());
    const valid = publicationDate(date);
    const wanted = url.searchParams.getAll('currencies');
    const codes = wanted.length ? wanted : [...defaults.keys()];
    const currencies = codes.flatMap((code) => {
      const quote = perDate.get(`${code}|${valid}`) ?? defaults.get(code);
      if (!quote) return [];
      return [
        {
          code,
          quantity: quote.quantity,
          rateFormated: quote.rate.toFixed(4),
          diffFormated: '0.0012',
          rate: quote.rate,
          name: NAMES[code] ?? code,
          diff: -0.0012,
          date: `${valid}T00:00:00.000Z`,
          validFromDate: `${valid}T00:00:00.000Z`,
        },
      ];
    });
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify([{ date: `${date}T00:00:00.000Z`, currencies }]));
  };

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gw/api/ct/monetarypolicy/currencies/en/json/`,
    requests,
    setRate(code, rate, options = {}) {
      const quote = { rate, quantity: options.quantity ?? 1 };
      if (options.date) perDate.set(`${code}|${publicationDate(options.date)}`, quote);
      else defaults.set(code, quote);
    },
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
