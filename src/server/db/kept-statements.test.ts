import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { PROPERTY_STATES, PROPERTY_TYPES } from '@shared/properties/enums';
import {
  CONTRACT_LANGUAGES,
  CONTRACT_TYPES,
  SALE_RENOVATION_FILTERS,
  SALE_SORTS,
  SALE_STATUSES,
  type SaleFilters,
} from '@shared/sales/contracts';
import { PAGE_SIZES } from '@shared/pagination';
import { quickSearch } from '../modules/customers/customers.repository';
import { visibleSale } from '../modules/sales/sale-access.repository';
import { findSale } from '../modules/sales/sale-page.repository';
import { totalsOf } from '../modules/sales/sale-totals.repository';
import { countListed, listSales, type Scope } from '../modules/sales/sales.repository';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Db } from './client';
import { keptWrite } from './prepared';
import * as schema from './schema';

/**
 * Issue 36 §5: db/prepared.ts keeps built statements, literal values included, under keys each call site
 * writes by hand. A key that left out an input would answer one request with the statement another
 * request built (another user's scope, another filter). For every kept site and random inputs `a`: for each
 * input in turn, `b` is `a` with that input changed; `a` then `b` run on one database, `b` alone on a fresh
 * one, and what the database is sent for `b` (text and parameters) must be the same both ways, whether or
 * not the two keys happened to match. Nothing is sent: the log stops each statement as it is handed over.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Sent = { query: string; params: unknown[] };
const STOP = new Error('logged, not sent');

/**
 * A database of its own over the test app's connection (its kept statements start empty) that logs each
 * statement it is handed into `sent` and stops it there.
 */
function loggingDatabase(): { db: Db; sent: Sent[] } {
  const sent: Sent[] = [];
  const client = (t.db as unknown as { session: { client: unknown } }).session.client;
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      sent.push({ query, params });
      throw STOP;
    },
  };
  const db =
    client instanceof pg.Pool
      ? drizzlePg(client, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  return { db: db as unknown as Db, sent };
}

type Site<R> = (db: Db, input: R) => Promise<unknown>;

/** What a site sends for `input`, as the statement is handed to the database. */
async function sentBy<R>(site: Site<R>, { db, sent }: ReturnType<typeof loggingDatabase>, input: R) {
  sent.length = 0;
  await site(db, input).catch((error: unknown) => {
    if (error !== STOP) throw error;
  });
  return [...sent];
}

/**
 * Inputs as flat records, so each `b` differs from `a` in one named input (a permission, one filter). The
 * `b`s run one after another on the database that ran `a`, so each may meet any statement kept before it.
 */
async function checkSite<R extends Record<string, unknown>>(
  record: fc.Arbitrary<R>,
  site: Site<R>,
  numRuns = 40,
) {
  await fc.assert(
    fc.asyncProperty(record, record, async (a, other) => {
      const shared = loggingDatabase();
      await sentBy(site, shared, a);
      for (const name of new Set([...Object.keys(a), ...Object.keys(other)])) {
        if (JSON.stringify(a[name]) === JSON.stringify(other[name])) continue;
        const b: Record<string, unknown> = { ...a };
        if (name in other) b[name] = other[name];
        else delete b[name];
        const alone = await sentBy(site, loggingDatabase(), b as R);
        expect(alone.length, name).toBeGreaterThan(0);
        expect(await sentBy(site, shared, b as R), `changed: ${name}`).toEqual(alone);
      }
    }),
    { numRuns },
  );
}

const day = fc.constantFrom('2025-06-01', '2026-01-15', '2026-12-04');
const someOf = <T>(values: readonly T[]) => fc.subarray([...values], { minLength: 1 });

/** A user's scope, with the permissions every kept scope reads. */
const scopeFields = {
  user_id_: fc.constantFrom(1, 2),
  permissions: fc.subarray([
    'view_sales',
    'view_only_own_sales',
    'view_canceled_sales',
    'all_buildings_access',
    'view_customers',
  ]),
  building_ids_: fc.subarray([1, 2, 3]),
};
const scopeOf = (r: { user_id_: number; permissions: string[]; building_ids_: number[] }): Scope => ({
  id: r.user_id_,
  permissions: r.permissions as Scope['permissions'],
  buildingIds: r.building_ids_,
});

/** The filters the sales list, its count and its totals take; each one may be absent. */
const filterFields = {
  id: fc.constantFrom(1, 2),
  contract_no: fc.constantFrom('A', 'B-1'),
  property_num: fc.constantFrom('12', '7'),
  building_ids: someOf([1, 2, 3]),
  customer_id: fc.constantFrom(1, 2),
  customer_country: fc.constantFrom('GE', 'US'),
  customer_citizen: fc.constantFrom('GE', 'RU'),
  agent_id: fc.constantFrom(1, 2),
  payment_ccy: fc.constantFrom('GEL', 'USD'),
  sale_statuses: someOf(SALE_STATUSES),
  renovation_statuses: someOf(SALE_RENOVATION_FILTERS),
  contract_type: fc.constantFrom(...CONTRACT_TYPES),
  block: fc.constantFrom('A', 'B'),
  contract_start_date_from: day,
  contract_start_date_to: day,
  first_installment_date_from: day,
  first_installment_date_to: day,
  due_from: day,
  due_to: day,
  adding_date_from: day,
  adding_date_to: day,
  info_source: fc.constantFrom('web', 'friend'),
  property_state: fc.constantFrom(...PROPERTY_STATES),
  property_type: fc.constantFrom(...PROPERTY_TYPES),
  has_payments: fc.constantFrom('yes', 'no', 'below_percent'),
  payment_percent: fc.constantFrom(10, 50),
  has_docs: fc.boolean(),
  contract_lang: fc.constantFrom(...CONTRACT_LANGUAGES),
  with_multiple_properties: fc.boolean(),
  customer_birth_date: fc.constantFrom('01-15', '06-30'),
  customer_has_phone: fc.boolean(),
  customer_has_email: fc.boolean(),
  cancellation_candidate: fc.boolean(),
  overdue: fc.boolean(),
  user_id: fc.constantFrom(1, 2),
  is_signed: fc.boolean(),
};
const FILTER_NAMES = Object.keys(filterFields);
const filtersOf = (r: Record<string, unknown>) =>
  Object.fromEntries(FILTER_NAMES.filter((n) => n in r).map((n) => [n, r[n]])) as Partial<SaleFilters>;

const listRecord = fc.record(
  {
    ...scopeFields,
    ...filterFields,
    kind: fc.constantFrom('live' as const, 'trashed' as const),
    today: day,
    locale: fc.constantFrom('ka' as const, 'en' as const, 'ru' as const),
    sort: fc.constantFrom(...SALE_SORTS),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
    page_size: fc.constantFrom(...PAGE_SIZES, 7),
    page: fc.constantFrom(0, 1, 3),
  },
  { requiredKeys: ['user_id_', 'permissions', 'building_ids_', 'kind', 'today', 'locale'] },
);
type ListRecord = typeof listRecord extends fc.Arbitrary<infer R> ? R : never;

/** The list sites have some fifty inputs, each changed in turn in every run. */
const LIST_RUNS = 10;

const listOf = (r: ListRecord) => ({ user: scopeOf(r), filters: filtersOf(r), kind: r.kind });
const windowOf = (r: ListRecord) =>
  r.page_size === undefined ? undefined : { limit: r.page_size, offset: (r.page ?? 0) * r.page_size };

describe('kept statements answer only the inputs they were built from', () => {
  it('the sales list, any scope, filters, sort and page', () =>
    checkSite(
      listRecord,
      (db, r) =>
        listSales(db, listOf(r), r.locale, r.today, { sort: r.sort, direction: r.direction }, windowOf(r)),
      LIST_RUNS,
    ));

  it('the sales list count (kept counts or counted sales)', () =>
    checkSite(listRecord, (db, r) => countListed(db, listOf(r), r.today), LIST_RUNS));

  it('the sales totals', () =>
    checkSite(listRecord, (db, r) => totalsOf(db, scopeOf(r), filtersOf(r), r.today), LIST_RUNS));

  const saleRecord = fc.record({
    ...scopeFields,
    sale_id: fc.constantFrom(1, 2, 3),
    kind: fc.constantFrom('live' as const, 'trashed' as const),
    today: day,
  });

  it('the sale page’s sale', () =>
    checkSite(saleRecord, (db, r) => findSale(db, scopeOf(r), r.sale_id, r.kind, r.today)));

  it('the sale access check every payment and sale part asks', () =>
    checkSite(saleRecord, (db, r) => visibleSale(db, scopeOf(r), r.sale_id)));

  it('the customer quick search', () =>
    checkSite(
      fc.record({ ...scopeFields, term: fc.constantFrom('', 'nino', 'nino bera', '01001001001', 'a b c') }),
      (db, r) => quickSearch(db, scopeOf(r), r.term),
    ));

  it('kept writes, any rows of any columns', () => {
    const job = fc.record(
      {
        kind: fc.constantFrom('test.kept.a', 'test.kept.b'),
        payload: fc.constantFrom({}, { n: 1 }),
        status: fc.constant('done'),
        priority: fc.constantFrom(-1, 0, 3),
        max_attempts: fc.constantFrom(1, 9),
      },
      { requiredKeys: ['kind', 'payload', 'status'] },
    );
    return checkSite(fc.record({ rows: fc.array(job, { minLength: 1, maxLength: 3 }) }), (db, r) =>
      keptWrite(db, 'test_kept_jobs', r.rows, (rows) =>
        db.insert(schema.jobs).values(rows).returning({ id: schema.jobs.id }),
      ),
    );
  });
});
