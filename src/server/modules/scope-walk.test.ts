import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@shared/permissions';
import { notificationMessages, sales } from '../db/schema';
import { insertComplex, insertCustomer, insertSale, insertUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Spec §6, walked (issue 35): every list, report and export route the API describes, asked as a user
 * limited to one complex and as a user who sees only their own sales, answers no row of another scope. The
 * routes come from the served OpenAPI document, so a list a new module adds is walked too: every GET
 * without a record id, every POST that only reads (`writes: false`), and the report exports (a path
 * parameter that is an enumeration is walked value by value). A route whose required input the walk cannot
 * give must be named in NOT_LISTS, so a new one is a decision, not a silent gap.
 *
 * What counts as another scope's row, wherever it is in the answer (JSON or the cells of a workbook):
 * a `building_id` outside the user's complexes; a `sale_id`, a bonus row's `sales`, or a contract number of
 * a sale the user may not open; and, for the own-only user, a `responsible_user_id` or a `user_id` (a
 * manager's row of targets or bonuses) of someone else. Totals that name neither (an agent's fees) are
 * their modules' tests' to check.
 */

/** Calculators and pickers: they take one record or an amount and answer no list. */
const NOT_LISTS = new Set([
  'POST /api/getPaymentScheduler',
  'POST /api/payments/calculatePayment',
  'POST /api/containers/calculatePayment',
  'POST /api/currency/convert',
]);
/** Answers that never end (the bell's event stream). */
const STREAMS = new Set(['GET /api/notifications/stream']);

type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: { enum?: string[] } }[];
  requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> };
};

type Walker = {
  username: string;
  /** Whether a value breaks the user's scope; answers what broke, or null. */
  breaks: (key: string, value: unknown) => string | null;
};

let t: TestApp;
let complex: number;
let own: number;
const values: Record<string, unknown> = {};
const walkers: Walker[] = [];

// view_all_logs is left out: the audit log of every user is that permission's very meaning (the walkers
// read their own, view_own_logs).
const VIEW_EXCEPT_OWN = PERMISSIONS.filter(
  (p) =>
    p.startsWith('view_') && !['view_only_own_sales', 'view_only_own_customers', 'view_all_logs'].includes(p),
);
// The readers among the other permissions: the overdue list's, the sender's log, the container picker.
const READERS = ['send_cancellation_notification', 'send_notifications', 'send_sms', 'edit_services'];

beforeAll(async () => {
  t = await createTestApp();
  complex = (await insertComplex(t.db, { name: 'სკოუპის შემოვლა' })).id;
  await insertUser(t.db, 'walk_one_complex', [...VIEW_EXCEPT_OWN, ...READERS], [complex]);
  own = await insertUser(t.db, 'walk_own_only', [
    ...VIEW_EXCEPT_OWN.filter((p) => p !== 'view_sales' && p !== 'view_customers'),
    ...READERS,
    'view_only_own_sales',
    'view_only_own_customers',
    'can_be_responsible_sale_manager',
    'all_buildings_access',
  ]);
  // The own-only user's sale is in the complex; the demo's sales are in the other complexes, others' own.
  const buyer = await insertCustomer(t.db, { created_by: own });
  const mine = await insertSale(t.db, {
    building_id: complex,
    responsible_user_id: own,
    customer_ids: [buyer],
    payment_ccy: 'GEL',
    contract_start_date: '2025-03-10',
  });
  const [demo] = await t.db
    .select()
    .from(sales)
    .where(sql`${sales.building_id} <> ${complex}`)
    .limit(1);
  for (const sale of [mine, demo!])
    await t.db.insert(notificationMessages).values({
      reason: 'overdue',
      channel: 'sms',
      trigger: 'automated',
      status: 'failed',
      recipient: '+995599000000',
      locale: 'ka',
      text: 'ვადაგადაცილება',
      segments: 1,
      sale_id: sale.id,
    });
  const admin = await t.as('admin', 'en');
  const schema = await admin.post('/api/bonuses', {
    name: 'Scope walk',
    type: 'individual',
    participant_ids: [own, demo!.responsible_user_id ?? own],
    period: 'yearly',
    start: '2020-01-01',
    end: '2030-12-31',
    target_amount: '100000',
    currency: 'GEL',
    basis: 'signed',
    tier_mode: 'marginal',
    items: [{ percent_from: '0', percent_to: '', bonus_percent: '1' }],
  });
  expect(schema.statusCode, schema.body).toBe(200);
  Object.assign(values, {
    building_id: complex,
    customer_id: buyer,
    sale_id: mine.id,
    bonus_id: schema.json().id,
    month: '2025-03',
    year: 2025,
    date_from: '2025-01-01',
    date_to: '2025-12-31',
    // The sales list's "paid below this percent", read only with has_payments=below_percent.
    payment_percent: 100,
  });

  const all = await t.db
    .select({
      id: sales.id,
      contract_no: sales.contract_no,
      building_id: sales.building_id,
      responsible_user_id: sales.responsible_user_id,
    })
    .from(sales);
  const walker = (username: string, foreign: typeof all, extra: Walker['breaks']): Walker => {
    const ids = new Set(foreign.map((s) => s.id));
    const contracts = new Set(foreign.map((s) => s.contract_no));
    return {
      username,
      breaks: (key, value) => {
        if (typeof value === 'string' && contracts.has(value)) return `contract ${value}`;
        if (key === 'sale_id' && typeof value === 'number' && ids.has(value)) return `sale ${value}`;
        if (key === 'sales' && Array.isArray(value) && value.some((v) => ids.has(v as number)))
          return `sales ${JSON.stringify(value)}`;
        return extra(key, value);
      },
    };
  };
  walkers.push(
    walker(
      'walk_one_complex',
      all.filter((s) => s.building_id !== complex),
      (key, value) =>
        key === 'building_id' && typeof value === 'number' && value !== complex ? `complex ${value}` : null,
    ),
    walker(
      'walk_own_only',
      all.filter((s) => s.responsible_user_id !== own),
      (key, value) =>
        (key === 'responsible_user_id' || key === 'user_id') && typeof value === 'number' && value !== own
          ? `${key} ${value}`
          : null,
    ),
  );
  // The demo really has rows of other scopes, so a walk that finds none found them missing.
  expect(all.filter((s) => s.building_id !== complex).length).toBeGreaterThan(10);
  expect(await t.db.select().from(sales).where(eq(sales.responsible_user_id, own))).toHaveLength(1);
});
afterAll(() => t.close());

/** Every list, report and export the document describes, as method, URL and body. */
async function walkedRequests() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const readOnly = new Set(
    t.app.routeTable.filter((r) => r.access.endsWith('(read)')).map((r) => `${r.method} ${r.url}`),
  );
  const requests: { name: string; method: 'GET' | 'POST'; url: string; body?: Record<string, unknown> }[] =
    [];
  const unfilled: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(item)) {
      const method = lower.toUpperCase();
      const name = `${method} ${path}`;
      const fastifyName = `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      if (method !== 'GET' && !(method === 'POST' && readOnly.has(fastifyName))) continue;
      if (NOT_LISTS.has(name) || STREAMS.has(name)) continue;
      // A path id names one record (its page, not a list); an enumeration names a report.
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      if (pathParams.some((p) => !p.schema?.enum && !(p.name in values))) continue;
      const required = [
        ...(op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        ...(op.requestBody?.content?.['application/json']?.schema?.required ?? []),
      ];
      const missing = required.filter((k) => !(k in values));
      if (missing.length) {
        unfilled.push(`${name} (${missing.join(', ')})`);
        continue;
      }
      const given = Object.fromEntries(required.map((k) => [k, values[k]]));
      let urls = [path];
      for (const p of pathParams)
        urls = urls.flatMap((u) =>
          (p.schema?.enum ?? [String(values[p.name])]).map((v) => u.replace(`{${p.name}}`, v)),
        );
      for (const url of urls) {
        if (method === 'GET') {
          const query = new URLSearchParams(Object.entries(given).map(([k, v]) => [k, String(v)]));
          requests.push({ name, method, url: query.size ? `${url}?${query}` : url });
        } else requests.push({ name, method, url, body: given });
      }
    }
  }
  return { requests, unfilled };
}

/** Every (key, value) pair in a JSON answer, nested objects and arrays included. */
function* pairs(value: unknown, key = ''): Generator<[string, unknown]> {
  yield [key, value];
  if (Array.isArray(value)) for (const v of value) yield* pairs(v, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* pairs(v, k);
}

async function cellsOf(payload: Buffer): Promise<[string, unknown][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const cells: [string, unknown][] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(['', cell.value]))));
  return cells;
}

describe('the scope walk (spec §6)', () => {
  it('finds every list route answerable, and no row of another scope as either user', async () => {
    const started = Date.now();
    const { requests, unfilled } = await walkedRequests();
    expect(unfilled).toEqual([]);
    const names = new Set(requests.map((r) => r.name));
    for (const known of [
      'GET /api/sales',
      'POST /api/notification-logs/export',
      'POST /api/reporting/export/{report}',
      'POST /api/bonuses/calculateBonus',
      'GET /api/sales/with-targets',
    ])
      expect(names).toContain(known);

    const problems: string[] = [];
    let read = 0;
    for (const walker of walkers) {
      const api = await t.as(walker.username, 'en');
      for (const request of requests) {
        const res =
          request.method === 'GET' ? await api.get(request.url) : await api.post(request.url, request.body);
        if (res.statusCode === 403) continue; // a permission this user lacks: nothing to read
        if (res.statusCode !== 200) {
          problems.push(
            `${walker.username} ${request.method} ${request.url}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
          continue;
        }
        read++;
        const type = String(res.headers['content-type'] ?? '');
        const found = type.includes('json')
          ? [...pairs(res.json())]
          : type.includes('spreadsheetml')
            ? await cellsOf(res.rawPayload)
            : [];
        for (const [key, value] of found) {
          const broke = walker.breaks(key, value);
          if (broke) {
            problems.push(`${walker.username} ${request.method} ${request.url}: ${broke}`);
            break;
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(read).toBeGreaterThan(100);
    // Bounded: the whole walk in well under a test's time.
    expect(Date.now() - started).toBeLessThan(25_000);
  });
});
