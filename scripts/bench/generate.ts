/**
 * The benchmark's data set, deterministic: 40 complexes with 60,000 units, 60,000 customers, 50,000 sales
 * with about 1.5 million schedule rows and 1 million payments, written with COPY. Each sale's schedule
 * comes from the shared engine (buildSchedule), its payments from the demo seed's payment simulation,
 * and what is paid per instalment plus the sale's balance columns from the shared allocation
 * (recalculateSchedule + allocate), exactly as rebuildLedger would write them. Statuses follow the
 * overdue days as of today with the default thresholds (grace 5 days, candidate after 60).
 */
import pg from 'pg';
import { convertAmount } from '../../src/shared/currency/convert';
import { tbilisiToday } from '../../src/shared/dates/date-formats';
import { fromMinor, toMinor, type Currency } from '../../src/shared/money/money';
import { ROLE_NAMES } from '../../src/shared/permissions';
import { PROPERTY_STATES } from '../../src/shared/properties/enums';
import { totalPrice } from '../../src/shared/properties/pricing';
import { allocate, recalculateSchedule } from '../../src/shared/sales/allocation';
import { buildSchedule, type ScheduleRow } from '../../src/shared/sales/schedule';
import { openPostgres } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { demoCustomers } from '../../src/server/seeds/seed-customers';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_USER_NAMES } from '../../src/server/seeds/seed-data';
import { seedReferenceData } from '../../src/server/seeds/seed';
import { randomSource } from '../../src/server/seeds/seed-sales/random';
import { demoRate, demoRates } from '../../src/server/seeds/seed-sales/rates';
import { simulatePayments, type Behaviour } from '../../src/server/seeds/seed-sales/simulate-payments';
import { scheduleDiff } from '../../src/server/modules/sales/sale-ledger.service';
import { hashPassword } from '../../src/server/platform/passwords';
import { databaseUrlFor } from '../../src/server/test/database-url';
import { copyRows } from './copy';

export const SIZES = {
  buildings: 40,
  /** 4 blocks x 25 floors x 15 units in each complex. */
  properties: 60_000,
  customers: 60_000,
  sales: 50_000,
  agents: 30,
};
const BLOCKS = ['A', 'B', 'C', 'D'];
const FLOORS = 25;
const PER_FLOOR = 15;
const GRACE_DAYS = 5;
const CANDIDATE_DAYS = 60;
const DAY = 86_400_000;

const dayFrom = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const at = (iso: string, hour = 11) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00+04:00`);

/** Streams that several COPYs write to at once, each on its own connection. */
class CopyTarget {
  private rows: (readonly unknown[])[] = [];
  private waiting: (() => void) | null = null;
  private done = false;
  readonly finished: Promise<number>;
  count = 0;

  constructor(client: pg.ClientBase, table: string, columns: readonly string[]) {
    this.finished = copyRows(client, table, columns, this.source());
  }

  /** The rows pushed so far, handed to COPY as they come; ends after end(). */
  private async *source() {
    for (;;) {
      while (this.rows.length) {
        const batch = this.rows;
        this.rows = [];
        yield* batch;
      }
      if (this.done) return;
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  push(row: readonly unknown[]) {
    this.rows.push(row);
    this.count++;
    if (this.rows.length >= 5_000) this.wake();
  }

  private wake() {
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.();
  }

  /** Lets the writer catch up when it holds too many rows. */
  async drain() {
    while (this.rows.length >= 50_000) await new Promise((r) => setImmediate(r));
  }

  end() {
    this.done = true;
    this.wake();
    return this.finished;
  }
}

interface SalePlan {
  id: number;
  buildingId: number;
  unitIds: number[];
  kind: 'live' | 'canceled' | 'deleted';
  behaviour: Behaviour;
  defective: boolean;
}

export interface GenerateResult {
  seconds: number;
  counts: Record<string, number>;
}

/** Drops and recreates the database, migrates it and fills it. `url` names the database to create. */
export async function generate(
  url: string,
  log: (line: string) => void = console.log,
): Promise<GenerateResult> {
  const started = performance.now();
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrlFor(url, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const database = openPostgres(url);
  await database.migrate();
  await seedReferenceData(database.db);
  const db = database.db;
  const rnd = randomSource(5_000_001);
  const today = tbilisiToday();

  // Company, the six demo users (username = role, password demo1234), agents, complexes.
  await db
    .insert(schema.company)
    .values({ id: 1, ...DEMO_COMPANY })
    .onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roleRows = await db.select().from(schema.roles);
  const userIds = new Map<string, number>();
  for (const roleName of ROLE_NAMES) {
    const role = roleRows.find((r) => r.name === roleName)!;
    const [first, last] = DEMO_USER_NAMES[roleName] ?? [roleName, ''];
    const [user] = await db
      .insert(schema.users)
      .values({
        username: roleName,
        email: `${roleName}@demo.ge`,
        first_name: first,
        last_name: last,
        password_hash: passwordHash,
        is_admin: true,
        active: true,
      })
      .returning();
    await db.insert(schema.userRoles).values({ user_id: user!.id, role_id: role.id });
    userIds.set(roleName, user!.id);
  }
  const adminId = userIds.get('admin')!;
  const managers = [adminId, userIds.get('sales_manager')!];
  const agentRows = await db
    .insert(schema.agents)
    .values(
      Array.from({ length: SIZES.agents }, (_, i): typeof schema.agents.$inferInsert => ({
        type: i % 3 === 0 ? 'company' : 'individual',
        name: `აგენტი ${i + 1}`,
        name_en: `Agent ${i + 1}`,
        fee_percent: `${1 + (i % 4)}.50`,
      })),
    )
    .returning({ id: schema.agents.id, fee: schema.agents.fee_percent });
  const buildingCcy: Currency[] = Array.from({ length: SIZES.buildings }, (_, i) =>
    i % 10 < 7 ? 'USD' : 'GEL',
  );
  await db.insert(schema.buildings).values(
    Array.from({ length: SIZES.buildings }, (_, i) => ({
      id: i + 1,
      name: `კომპლექსი ${i + 1}`,
      name_en: `Complex ${i + 1}`,
      name_ru: `Комплекс ${i + 1}`,
      blocks: BLOCKS,
      property_states: [...PROPERTY_STATES],
    })),
  );
  log(`  reference data, users, agents, complexes: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Units: per complex 4 blocks x 25 floors x 15; the ground floor has shops and parking.
  type Unit = { id: number; building: number; price: string; ccy: Currency; type: string };
  const units: Unit[] = [];
  const unitRows: unknown[][] = [];
  for (let b = 1; b <= SIZES.buildings; b++) {
    const ccy = buildingCcy[b - 1]!;
    for (const block of BLOCKS)
      for (let floor = 1; floor <= FLOORS; floor++)
        for (let n = 1; n <= PER_FLOOR; n++) {
          const id = units.length + 1;
          const type = floor === 1 ? (n <= 5 ? 'commercial' : 'parking') : 'apartment';
          const area =
            type === 'parking'
              ? '13.50'
              : `${rnd.between(type === 'commercial' ? 60 : 35, 160)}.${rnd.between(0, 9)}0`;
          const perM2 =
            type === 'parking'
              ? ccy === 'USD'
                ? 1200
                : 3000
              : (ccy === 'USD' ? rnd.between(1100, 2200) : rnd.between(2500, 3300)) + floor * 10;
          const total = totalPrice(area, `${perM2}.00`);
          units.push({ id, building: b, price: total, ccy, type });
          unitRows.push([
            id,
            b,
            block,
            floor,
            `${floor}${String(n).padStart(2, '0')}`,
            `01.${String(b).padStart(2, '0')}.${block}.${floor}.${n}`,
            type,
            rnd.pick(PROPERTY_STATES),
            'free',
            area,
            `${perM2}.00`,
            total,
            ccy,
          ]);
        }
  }

  // Which sale takes which units: complexes in turn, 8 in 100 sales with a second unit.
  const cursor = new Array<number>(SIZES.buildings + 1).fill(0);
  const perBuilding = BLOCKS.length * FLOORS * PER_FLOOR;
  const plans: SalePlan[] = [];
  const liveBehaviours: [Behaviour, number][] = [
    ['on_time', 62],
    ['late', 12],
    ['ahead', 5],
    ['paid_off', 4],
    ['credit', 1],
    ['new', 2],
    ['overdue', 9],
    ['candidate', 5],
  ];
  const behaviourOf = () => {
    let roll = rnd.between(1, 100);
    for (const [b, weight] of liveBehaviours) if ((roll -= weight) <= 0) return b;
    return 'on_time' as Behaviour;
  };
  for (let id = 1; id <= SIZES.sales; id++) {
    let building = rnd.between(1, SIZES.buildings);
    while (cursor[building]! >= perBuilding - 2) building = (building % SIZES.buildings) + 1;
    const take = rnd.chance(0.08) ? 2 : 1;
    const base = (building - 1) * perBuilding;
    const unitIds = Array.from({ length: take }, () => base + ++cursor[building]!);
    const roll = rnd.next();
    const kind = roll < 0.05 ? 'canceled' : roll < 0.06 ? 'deleted' : 'live';
    plans.push({
      id,
      buildingId: building,
      unitIds,
      kind,
      behaviour: kind === 'live' ? behaviourOf() : kind,
      defective: kind === 'live' && rnd.chance(0.01),
    });
  }
  const soldUnits = new Set(plans.filter((p) => p.kind === 'live').flatMap((p) => p.unitIds));
  for (const row of unitRows) {
    const id = row[0] as number;
    row[8] = soldUnits.has(id) ? 'sold' : id % 20 === 0 ? 'booked' : id % 20 === 1 ? 'not_for_sale' : 'free';
  }

  const pool = new pg.Pool({ connectionString: url, max: 8 });
  const client = await pool.connect();
  await copyRows(
    client,
    'properties',
    [
      'id',
      'building_id',
      'block',
      'floor',
      'number',
      'cad_code',
      'type',
      'state',
      'status',
      'total_area',
      'price_per_m2',
      'total_price',
      'currency',
    ],
    unitRows,
  );
  log(`  ${unitRows.length} units: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const customerColumns = [
    'type',
    'first_name',
    'last_name',
    'first_name_en',
    'last_name_en',
    'first_name_ru',
    'last_name_ru',
    'company_name',
    'company_name_en',
    'company_name_ru',
    'personal_id',
    'company_id',
    'gender',
    'birth_date',
    'citizenship',
    'country',
    'address',
    'email',
    'phone',
    'delegate_name',
    'delegate_personal_id',
    'delegate_position',
    'created_by',
  ] as const;
  const people = demoCustomers(SIZES.customers, 777, () => null);
  await copyRows(
    client,
    'customers',
    ['id', ...customerColumns],
    people.map((c, i) => [
      i + 1,
      ...customerColumns.map((k) => (c as Record<string, unknown>)[k] ?? defaultOf(k)),
    ]),
  );
  client.release();
  log(`  ${people.length} customers: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Sales and everything under them, through six COPYs at once (foreign keys are checked by
  // construction here, so the loading sessions skip the triggers).
  const open = async (table: string, columns: readonly string[]) => {
    const c = await pool.connect();
    await c.query(`SET session_replication_role = replica`);
    const target = new CopyTarget(c, table, columns);
    void target.finished.finally(() => c.release());
    return target;
  };
  const salesOut = await open('sales', [
    'id',
    'status',
    'contract_no',
    'contract_type',
    'contract_lang',
    'contract_start_date',
    'contract_end_date',
    'signing_date',
    'building_id',
    'payment_ccy',
    'price',
    'discount',
    'total_price',
    'first_installment_amount',
    'first_installment_date',
    'payment_day',
    'agent_id',
    'agent_fee_percent',
    'is_signed',
    'automatic_recalculation',
    'responsible_user_id',
    'info_source',
    'cancellation_reason',
    'canceled_at',
    'scheduled_total',
    'paid_amount',
    'credit_amount',
    'first_unpaid_date',
    'status_changed_at',
    'deleted_at',
    'delete_comment',
    'deleted_by',
    'created_by',
    'created_at',
    'updated_at',
  ]);
  const unitsOut = await open('sale_properties', ['id', 'sale_id', 'property_id', 'price', 'released_at']);
  const buyersOut = await open('sale_customers', ['id', 'sale_id', 'customer_id', 'position', 'added_at']);
  const instalmentsOut = await open('sale_instalments', [
    'id',
    'sale_id',
    'number',
    'due_date',
    'amount',
    'cumulative_amount',
    'is_first',
    'paid_amount',
  ]);
  const versionsOut = await open('schedule_versions', [
    'id',
    'sale_id',
    'version',
    'reason',
    'rows',
    'diff',
    'created_by',
    'created_at',
  ]);
  const paymentsOut = await open('payments', [
    'id',
    'sale_id',
    'amount',
    'original_amount',
    'currency',
    'payment_rate',
    'sale_rate',
    'rate_source',
    'payment_date',
    'payment_type',
    'note',
    'created_by',
    'created_at',
    'updated_at',
  ]);

  let unitRowId = 0;
  let buyerRowId = 0;
  let instalmentId = 0;
  let paymentId = 0;
  const statuses: Record<string, number> = {};
  for (const p of plans) {
    const saleUnits = p.unitIds.map((id) => units[id - 1]!);
    const roll = rnd.next();
    const unitCcy = saleUnits[0]!.ccy;
    const ccy: Currency = roll < 0.1 ? 'EUR' : roll < 0.15 ? (unitCcy === 'GEL' ? 'USD' : 'GEL') : unitCcy;
    const start = dayFrom(
      today,
      -(p.behaviour === 'new'
        ? rnd.between(2, 25)
        : p.behaviour === 'overdue'
          ? rnd.between(120, 2000)
          : p.behaviour === 'candidate' || p.kind === 'canceled'
            ? rnd.between(300, 2000)
            : rnd.between(30, 1700)),
    );
    const unitPrices = saleUnits.map((u) =>
      u.ccy === ccy
        ? u.price
        : fromMinor(
            (toMinor(convertAmount(u.price, demoRate(u.ccy, start), demoRate(ccy, start))) / 100n) * 100n,
          ),
    );
    const priceMinor = unitPrices.reduce((s, v) => s + toMinor(v), 0n);
    const discountMinor = rnd.chance(0.25) ? (priceMinor / 10_000n) * BigInt(rnd.between(100, 500)) : 0n;
    const totalMinor = priceMinor - discountMinor;
    const firstMinor = rnd.chance(0.7)
      ? ((totalMinor * BigInt(rnd.between(10, 35))) / 100n / 10_000n) * 10_000n
      : 0n;
    const firstDate = firstMinor > 0n ? dayFrom(start, rnd.between(0, 3)) : null;
    const count = rnd.between(12, 46);
    const paymentDay = rnd.pick([1, 5, 10, 15, 20, 25, 28, 31, 31]);
    const startMonth = dayFrom(`${(firstDate ?? start).slice(0, 8)}15`, 30).slice(0, 7);
    const restMinor = totalMinor - firstMinor;
    const even = Number(restMinor / 100n) / count;
    const formula = rnd.chance(0.1)
      ? `${Math.max(50, Math.round((even * 0.5) / 50) * 50)}:${rnd.between(2, 6)}`
      : null;
    const rows: ScheduleRow[] = buildSchedule({
      amount: fromMinor(restMinor),
      start_month: startMonth,
      count,
      payment_day: paymentDay,
      formula,
      first_instalment: firstDate ? { amount: fromMinor(firstMinor), date: firstDate } : null,
    });
    const recalc = (p.behaviour === 'on_time' || p.behaviour === 'late') && rnd.chance(0.05);
    const within = (from: number, to: number) =>
      rows.flatMap((r, i) => (r.date >= dayFrom(today, -to) && r.date <= dayFrom(today, -from) ? [i] : []));
    const stops =
      p.behaviour === 'overdue'
        ? within(10, 50)
        : p.behaviour === 'candidate' || p.kind === 'canceled'
          ? within(70, 600)
          : [];
    const stopIndex = stops.length ? rnd.pick(stops) : null;
    let pays = simulatePayments(rnd, rows, {
      behaviour: p.kind === 'live' ? p.behaviour : 'on_time',
      recalc: false,
      today,
      start,
      stopIndex,
    });
    let canceledOn: string | null = null;
    if (p.kind === 'canceled') {
      canceledOn = dayFrom(
        stopIndex === null ? dayFrom(start, 200) : rows[stopIndex]!.date,
        rnd.between(65, 120),
      );
      if (canceledOn > today) canceledOn = dayFrom(today, -1);
      pays = pays.filter((x) => x.date <= canceledOn!);
    }
    const deletedOn = p.kind === 'deleted' ? dayFrom(start, rnd.between(1, 6)) : null;
    if (deletedOn) pays = pays.filter((x) => x.date <= deletedOn);

    // Payments: now and then one in the other currency, converted at the day's rates.
    const foreign = rnd.chance(0.05);
    const paymentRows = pays.map((pay, k) => {
      const when = at(pay.date, 13);
      if (!(foreign && k % 3 === 1))
        return [
          ++paymentId,
          p.id,
          pay.amount,
          pay.amount,
          ccy,
          '1',
          '1',
          'same',
          pay.date,
          k % 9 === 4 ? 'cash' : 'bank_transfer',
          '',
          adminId,
          when,
          when,
        ];
      const paidIn: Currency = ccy === 'GEL' ? 'USD' : 'GEL';
      const paymentRate = demoRate(paidIn, pay.date);
      const saleRate = demoRate(ccy, pay.date);
      const original = convertAmount(pay.amount, saleRate, paymentRate);
      const amount = convertAmount(original, paymentRate, saleRate);
      return [
        ++paymentId,
        p.id,
        amount,
        original,
        paidIn,
        paymentRate,
        saleRate,
        'nbg',
        pay.date,
        'bank_transfer',
        '',
        adminId,
        when,
        when,
      ];
    });
    pays = paymentRows.map((row) => ({ date: row[8] as string, amount: row[2] as string }));
    for (const row of paymentRows) paymentsOut.push(row);

    // The ledger, as rebuildLedger computes it.
    const effective = recalc ? recalculateSchedule(rows, pays) : rows;
    const { instalments, credit } = allocate(effective, pays);
    let cumulative = 0n;
    for (const [i, row] of instalments.entries()) {
      cumulative += toMinor(row.amount);
      instalmentsOut.push([
        ++instalmentId,
        p.id,
        i + 1,
        row.date,
        row.amount,
        fromMinor(cumulative),
        row.first,
        row.paid,
      ]);
    }
    const paidMinor = pays.reduce((s, x) => s + toMinor(x.amount), 0n);
    const firstUnpaid = instalments.find((row) => row.status !== 'paid')?.date ?? null;
    const days = firstUnpaid && firstUnpaid <= today ? daysBetween(firstUnpaid, today) : 0;
    const status =
      p.kind === 'canceled'
        ? 'canceled'
        : p.kind === 'deleted'
          ? 'active'
          : p.defective
            ? 'defective'
            : days > CANDIDATE_DAYS
              ? 'cancellation_candidate'
              : days > GRACE_DAYS
                ? 'overdue'
                : 'active';
    statuses[status] = (statuses[status] ?? 0) + 1;
    const agent = rnd.chance(0.2) ? rnd.pick(agentRows) : null;
    const created = at(start, 10);
    salesOut.push([
      p.id,
      status,
      `B${p.buildingId}-${start.slice(0, 4)}/${String(p.id).padStart(6, '0')}`,
      rnd.chance(0.05) ? 'contract_pre' : 'contract_main',
      rnd.pick(['ge', 'ge', 'ge', 'ge_en', 'ge_ru', 'en', 'ru']),
      start,
      rows[rows.length - 1]!.date,
      start,
      p.buildingId,
      ccy,
      fromMinor(priceMinor),
      fromMinor(discountMinor),
      fromMinor(totalMinor),
      fromMinor(firstMinor),
      firstDate,
      paymentDay,
      agent?.id ?? null,
      agent?.fee ?? null,
      rnd.chance(0.92),
      recalc,
      rnd.chance(0.95) ? rnd.pick(managers) : null,
      rnd.pick(['ვებგვერდი', 'Facebook', 'რეკომენდაცია', 'ბილბორდი', '']),
      canceledOn ? 'კლიენტმა ვერ შეძლო გადახდების გაგრძელება' : null,
      canceledOn ? at(canceledOn, 15) : null,
      fromMinor(cumulative),
      fromMinor(paidMinor),
      credit,
      firstUnpaid,
      canceledOn
        ? at(canceledOn, 15)
        : status === 'overdue' || status === 'cancellation_candidate'
          ? at(dayFrom(firstUnpaid!, status === 'overdue' ? GRACE_DAYS + 1 : CANDIDATE_DAYS + 1), 1)
          : created,
      deletedOn ? at(deletedOn, 12) : null,
      deletedOn ? 'შეცდომით შეყვანილი ხელშეკრულება' : null,
      deletedOn ? adminId : null,
      rnd.pick(managers),
      created,
      created,
    ]);
    const released = canceledOn ? at(canceledOn, 15) : deletedOn ? at(deletedOn, 12) : null;
    saleUnits.forEach((u, i) => unitsOut.push([++unitRowId, p.id, u.id, unitPrices[i], released]));
    const buyer = rnd.between(1, SIZES.customers);
    buyersOut.push([++buyerRowId, p.id, buyer, 0, created]);
    if (rnd.chance(0.1)) buyersOut.push([++buyerRowId, p.id, (buyer % SIZES.customers) + 1, 1, created]);
    const saved = rows.map((r) => ({ date: r.date, amount: r.amount, first: r.first }));
    versionsOut.push([p.id, p.id, 1, 'created', saved, scheduleDiff([], saved), adminId, created]);
    if (p.id % 500 === 0)
      await Promise.all(
        [salesOut, unitsOut, buyersOut, instalmentsOut, versionsOut, paymentsOut].map((t) => t.drain()),
      );
  }
  const targets = {
    sales: salesOut,
    sale_properties: unitsOut,
    sale_customers: buyersOut,
    sale_instalments: instalmentsOut,
    schedule_versions: versionsOut,
    payments: paymentsOut,
  };
  await Promise.all(Object.values(targets).map((t) => t.end()));
  log(`  sales and their rows: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const c = await pool.connect();
  for (const table of [
    'properties',
    'customers',
    'buildings',
    'sales',
    'sale_properties',
    'sale_customers',
    'sale_instalments',
    'schedule_versions',
    'payments',
  ])
    await c.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  // The National Bank's rates of every day of the data set, as a running install stores them daily, so
  // the reports' lari and dollar views convert as they would there.
  // Stored without the rate triggers (replica session): the sums below are computed at these rates.
  const {
    rows: [span],
  } = await c.query<{ first: string }>('SELECT min(payment_date)::text AS first FROM payments');
  const rates = demoRates(span!.first, today).map((r) => [r.currency, r.date, r.rate]);
  await c.query("SET session_replication_role = 'replica'");
  await c.query(
    `INSERT INTO currency_rates (currency, date, rate, valid_from_date)
     SELECT r[1], r[2]::date, r[3]::numeric, r[2]::date FROM jsonb_to_recordset($1) AS x(r text[])`,
    [JSON.stringify(rates.map((r) => ({ r })))],
  );
  await c.query("SET session_replication_role = 'origin'");
  // Loaded without the ledger: what has fallen due is stamped on each sale as the ledger would.
  await c.query('SELECT sale_due_restamp($1::date)', [today]);
  // The loading sessions skipped the triggers that keep the reports' sums: sum everything once.
  const summing = performance.now();
  await c.query('SELECT report_facts_rebuild(NULL, NULL)');
  log(`  reports' kept sums: ${((performance.now() - summing) / 1000).toFixed(1)} s`);
  // Loading fires the kept counts' trigger 50,000 times on their 1,304 rows within minutes, autovacuum
  // never in between: the table is left at 462 pages, where 13 hold it and an install that grew over
  // months, vacuumed as it went, stays near that. Every list's count reads the whole table.
  await c.query('VACUUM FULL sale_counts');
  await c.query('VACUUM (ANALYZE)');
  c.release();
  await pool.end();
  await database.close();
  const seconds = (performance.now() - started) / 1000;
  log(`  sequences, VACUUM ANALYZE: ${seconds.toFixed(1)} s`);
  return {
    seconds,
    counts: {
      buildings: SIZES.buildings,
      properties: unitRows.length,
      customers: people.length,
      ...Object.fromEntries(Object.entries(targets).map(([k, t]) => [k, t.count])),
      ...Object.fromEntries(Object.entries(statuses).map(([k, n]) => [`status ${k}`, n])),
    },
  };
}

function defaultOf(column: string): unknown {
  return [
    'personal_id',
    'company_id',
    'gender',
    'birth_date',
    'citizenship',
    'country',
    'email',
    'phone',
    'created_by',
  ].includes(column)
    ? null
    : '';
}
