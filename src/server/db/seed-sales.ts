import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { convertAmount } from '@shared/currency/convert';
import { tbilisiToday } from '@shared/dates/date-formats';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import { recalculateSchedule } from '@shared/sales/allocation';
import type { ContractLanguage, PaymentType } from '@shared/sales/contracts';
import { buildSchedule, type ScheduleRow } from '@shared/sales/schedule';
import { saveSchedule } from '../modules/sales/sale-ledger.service';
import type { AuditContext } from '../platform/audit';
import type { Db } from './client';
import {
  agents,
  auditLogs,
  bankAccounts,
  banks,
  bookings,
  buildings,
  comments,
  customers,
  documents,
  files,
  payments,
  properties,
  roles,
  saleCustomers,
  saleProperties,
  sales,
  userRoles,
  users,
} from './schema';
import { prng } from './seed-customers';
import { demoFileBytes } from './seed-files';

/**
 * About 250 demo sales over the demo complexes and customers: every status, all three currencies, one to
 * three units and one or two buyers each, schedules from the shared engine (formulas, first instalments,
 * payment day 31), payments (late, ahead, overpaid, in another currency at the National Bank's rate),
 * files and comments. Deterministic apart from "today": dates count back from the day it runs, so
 * overdue days and statuses are current. Runs inside the demo seed's transaction, after the bookings.
 */

const DAY = 86_400_000;
const GRACE_DAYS = 5; // config.overdueGraceDays default
const CANDIDATE_DAYS = 60; // config.cancellationCandidateDays default
const LIVE_SALES = 170;
const CANCELED_SALES = 60;
const DELETED_SALES = 20;
/** Share of each complex's free apartments and shops the live sales may take, so enough stay free. */
const FREE_SHARE = 0.65;

const dayFrom = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const at = (iso: string, hour = 11) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00+04:00`);
const minIso = (a: string, b: string) => (a < b ? a : b);
const maxIso = (a: string, b: string) => (a > b ? a : b);

/**
 * Lari per unit as the National Bank might have quoted it on a day: a smooth, deterministic curve around
 * 2.70 (USD) and 3.05 (EUR), four decimals like the official rates.
 */
export function demoRate(currency: Currency, date: string): string {
  if (currency === 'GEL') return '1';
  const day = Date.parse(`${date}T00:00:00Z`) / DAY;
  const [base, swing] = currency === 'USD' ? [2.7, 0.09] : [3.05, 0.14];
  const value = base + swing * Math.sin(day / 47) + 0.02 * Math.sin(day / 5.3);
  return value.toFixed(4);
}

/** A random source with the helpers the planner needs (the benchmark's generator uses it too). */
export function randomSource(seed: number) {
  const next = prng(seed);
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** A money amount rounded to `step` whole units. */
    round: (value: number, step: number) => Math.max(step, Math.round(value / step) * step),
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}
export type Random = ReturnType<typeof randomSource>;

export type Behaviour =
  | 'on_time'
  | 'late'
  | 'ahead'
  | 'credit'
  | 'paid_off'
  | 'new'
  | 'overdue'
  | 'candidate'
  | 'canceled'
  | 'deleted';

export type PlannedPayment = { date: string; amount: string };

/**
 * The payments a client with this behaviour would have made on a schedule, as of `today`: instalments
 * paid around their due dates (late or early ones too), ahead or over, or stopping at one instalment
 * (overdue, cancellation candidate, canceled). With automatic recalculation each payment is aimed at the
 * schedule as the engine would have recalculated it by then. Amounts are in the sale's currency.
 */
export function simulatePayments(
  rnd: Random,
  rows: readonly ScheduleRow[],
  options: { behaviour: Behaviour; recalc: boolean; today: string; start: string; stopIndex: number | null },
): PlannedPayment[] {
  const { behaviour, recalc, today, start, stopIndex } = options;
  const paid: PlannedPayment[] = [];
  let paidSoFar = 0n;
  let last = start;
  const effective = () => (recalc ? recalculateSchedule(rows, paid) : rows);
  const cumulative = (list: readonly { amount: string }[], upTo: number) =>
    list.slice(0, upTo + 1).reduce((sum, row) => sum + toMinor(row.amount), 0n);
  const push = (date: string, amount: bigint) => {
    if (amount <= 0n) return;
    const day = minIso(maxIso(date, last), today);
    paid.push({ date: day, amount: fromMinor(amount) });
    paidSoFar += amount;
    last = day;
  };

  for (let i = 0; i < rows.length; i++) {
    const due = rows[i]!.date;
    const target = cumulative(effective(), i);
    if (i === stopIndex) {
      // Part of the instalment where the payments stop (or nothing at all).
      if (rnd.chance(0.5))
        push(dayFrom(due, rnd.between(-3, 4)), ((target - paidSoFar) * BigInt(rnd.between(20, 70))) / 100n);
      break;
    }
    const ahead = behaviour === 'ahead' || behaviour === 'credit' || behaviour === 'paid_off';
    if (due > dayFrom(today, ahead ? 75 : -3)) break;
    let amount = target - paidSoFar;
    if (amount <= 0n) continue;
    if (behaviour === 'ahead' && rnd.chance(0.3) && rows[i + 1])
      amount += (toMinor(rows[i + 1]!.amount) * BigInt(rnd.between(30, 100))) / 100n;
    const offset =
      behaviour === 'late' && rnd.chance(0.6)
        ? rnd.between(6, 45)
        : behaviour === 'ahead'
          ? rnd.between(-20, 0)
          : rnd.between(-6, 2);
    let date = dayFrom(due, offset);
    // A late payment that would still be in the future is made within the grace days instead.
    if (date > today) date = maxIso(due > today ? today : due, dayFrom(today, -rnd.between(0, 2)));
    if (rnd.chance(0.08) && amount > 100_00n) {
      const part = (amount * BigInt(rnd.between(30, 70))) / 100n;
      push(dayFrom(date, -rnd.between(0, 5)), part);
      push(date, amount - part);
    } else push(date, amount);
  }
  const total = cumulative(effective(), rows.length - 1);
  if (behaviour === 'paid_off' && paidSoFar < total)
    push(dayFrom(today, -rnd.between(3, 40)), total - paidSoFar); // paid off early
  if (behaviour === 'credit') {
    if (paidSoFar < total) push(dayFrom(today, -rnd.between(3, 40)), total - paidSoFar);
    push(dayFrom(today, -rnd.between(0, 2)), BigInt(rnd.between(5, 60)) * 1000n); // more than the whole price
  }
  return paid;
}

const LIVE_BEHAVIOURS: Behaviour[] = [
  ...Array<Behaviour>(80).fill('on_time'),
  ...Array<Behaviour>(20).fill('late'),
  ...Array<Behaviour>(12).fill('ahead'),
  ...Array<Behaviour>(4).fill('credit'),
  ...Array<Behaviour>(12).fill('paid_off'),
  ...Array<Behaviour>(12).fill('new'),
  ...Array<Behaviour>(20).fill('overdue'),
  ...Array<Behaviour>(10).fill('candidate'),
];

const PAYMENT_DAYS = [1, 5, 10, 15, 20, 25, 28, 30, 31, 31, 31];
const INFO_SOURCES = [
  'ვებგვერდი',
  'Facebook',
  'Instagram',
  'რეკომენდაცია',
  'ბილბორდი',
  'აგენტი',
  'განმეორებითი კლიენტი',
  '',
];
const CANCEL_REASONS = [
  'კლიენტმა ვერ შეძლო გადახდების გაგრძელება',
  'ხელშეკრულება გაუქმდა კლიენტის თხოვნით',
  'დავალიანება 60 დღეზე მეტია, კლიენტი არ პასუხობს',
  'კლიენტმა აირჩია სხვა ბინა სხვა კომპლექსში',
  'ბანკმა იპოთეკური სესხი არ დაამტკიცა',
];
const DELETE_COMMENTS = [
  'შეცდომით შეყვანილი ხელშეკრულება',
  'დუბლიკატი — იგივე ხელშეკრულება უკვე არსებობს',
  'კლიენტმა ხელშეკრულება არ გააფორმა',
  'არასწორი ბინა იყო მითითებული, შეიქმნა ახალი',
];
const COMMENT_TEXTS = [
  'კლიენტს დავურეკე, გადახდას ამ კვირაში აპირებს',
  'ხელშეკრულების ორიგინალი ინახება არქივში',
  'კლიენტმა ითხოვა გრაფიკის გადახედვა',
  'ინვოისი გაეგზავნა ელფოსტით',
  'გადახდა შემოვიდა სხვა ანგარიშზე, გადამოწმდა',
  'კლიენტი საზღვარგარეთაა, ურთიერთობა ელფოსტით',
  'გასაღებების გადაცემა დაგეგმილია კარკასის დასრულების შემდეგ',
  'Client asked for the statement in English',
  'Клиент просит присылать счета на русском языке',
  'შეხსენება გაეგზავნა SMS-ით',
];
const PAYMENT_NOTES = [
  '',
  '',
  '',
  '',
  'ნაღდი ანგარიშსწორება სალაროში',
  'გადარიცხვა ბანკიდან',
  'დანიშნულება: ბინის ღირებულება',
];
const CONTRACT_PREFIXES = ['VPR', 'SBC', 'DDG'];

interface Unit {
  id: number;
  building_id: number;
  type: string;
  status: string;
  total_price: string;
  currency: string;
}

interface Plan {
  index: number;
  kind: 'live' | 'canceled' | 'deleted';
  behaviour: Behaviour;
  defective: boolean;
  buildingId: number;
  units: Unit[];
  /** Each unit's price at signing, in the sale's currency. */
  unitPrices: string[];
  customerIds: number[];
  bookingId: number | null;
  start: string;
  ccy: Currency;
  values: typeof sales.$inferInsert;
  rows: ScheduleRow[];
  payments: PlannedPayment[];
  canceledOn: string | null;
  deletedOn: string | null;
  formerCustomerId: number | null;
}

/** Users who may be responsible for a sale: active, holding can_be_responsible_sale_manager directly or by role. */
async function responsibleUsers(tx: Db): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.role_id))
    .where(
      and(
        eq(users.active, true),
        sql`('can_be_responsible_sale_manager' = any(${users.permissions}) or 'can_be_responsible_sale_manager' = any(${roles.permissions}))`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/** A deterministic RFC 4122 (version 4 layout) id, as the file storage uses. */
function fileId(rnd: Random): string {
  const hex = Array.from({ length: 32 }, () => rnd.between(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[rnd.between(0, 3)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedSales(tx: Db): Promise<void> {
  const rnd = randomSource(20260305);
  const today = tbilisiToday();

  const buildingIds = (await tx.select({ id: buildings.id }).from(buildings).orderBy(asc(buildings.id))).map(
    (b) => b.id,
  );
  const customerRows = await tx
    .select({
      id: customers.id,
      type: customers.type,
      citizenship: customers.citizenship,
      created_by: customers.created_by,
    })
    .from(customers)
    .orderBy(asc(customers.id));
  const userIds = new Map(
    (await tx.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.username, u.id]),
  );
  // The client manager is responsible for the sales of the buyers they registered, and only those.
  const clientManager = userIds.get('client_manager');
  const managers = (await responsibleUsers(tx)).filter((id) => id !== clientManager);
  if (!buildingIds.length || !customerRows.length || !managers.length) return;
  const responsibleFor = (buyerRegisteredBy: number | null, index: number) =>
    clientManager !== undefined && buyerRegisteredBy === clientManager
      ? clientManager
      : managers[index % managers.length]!;
  const admin = userIds.get('admin') ?? managers[0]!;
  const cashiers = ['accountant', 'admin', 'sales_manager']
    .map((n) => userIds.get(n))
    .filter((id) => id !== undefined);
  const agentRows = await tx
    .select({ id: agents.id, fee: agents.fee_percent })
    .from(agents)
    .where(eq(agents.active, true))
    .orderBy(asc(agents.id));
  const bankIds = (await tx.select({ id: banks.id }).from(banks).orderBy(asc(banks.id))).map((b) => b.id);
  const accountsByBuilding = new Map<number, number[]>();
  for (const a of await tx
    .select({ id: bankAccounts.id, building_id: bankAccounts.building_id })
    .from(bankAccounts)
    .orderBy(asc(bankAccounts.id)))
    if (a.building_id !== null)
      accountsByBuilding.set(a.building_id, [...(accountsByBuilding.get(a.building_id) ?? []), a.id]);
  const converted = new Map(
    (
      await tx
        .select({ id: bookings.id, property_id: bookings.property_id, customer_id: bookings.customer_id })
        .from(bookings)
        .where(eq(bookings.status, 'converted'))
    ).map((b) => [b.property_id, b]),
  );
  const unitRows: Unit[] = await tx
    .select({
      id: properties.id,
      building_id: properties.building_id,
      type: properties.type,
      status: properties.status,
      total_price: properties.total_price,
      currency: properties.currency,
    })
    .from(properties)
    .where(inArray(properties.status, ['free', 'sold']))
    .orderBy(asc(properties.id));

  // Pools per complex: the units the inventory already marks sold go to live sales first, then at most
  // FREE_SHARE of the free ones; parking and storage ride along as second and third units.
  const isMain = (u: Unit) => u.type === 'apartment' || u.type === 'commercial';
  type Pool = { soldMain: Unit[]; freeMain: Unit[]; soldExtra: Unit[]; freeExtra: Unit[]; budget: number };
  const pools = new Map<number, Pool>();
  for (const id of buildingIds) {
    const of = (status: string, main: boolean) =>
      rnd.shuffle(unitRows.filter((u) => u.building_id === id && u.status === status && isMain(u) === main));
    const freeMain = of('free', true);
    pools.set(id, {
      soldMain: of('sold', true),
      freeMain,
      soldExtra: of('sold', false),
      freeExtra: of('free', false),
      budget: Math.floor(freeMain.length * FREE_SHARE),
    });
  }
  const freeExtraBudget = new Map(
    [...pools].map(([id, p]) => [id, Math.floor(p.freeExtra.length * FREE_SHARE)]),
  );
  const capacity = (p: Pool) => p.soldMain.length + Math.min(p.budget, p.freeMain.length);
  /** Units no live sale holds: what canceled and deleted sales may have had. */
  const releasedPool = new Map<number, Unit[]>();

  const behaviours = rnd.shuffle([...LIVE_BEHAVIOURS]).slice(0, LIVE_SALES);
  const plans: Plan[] = [];
  const usedContractNos = new Set<string>();
  const contractNo = (buildingId: number, start: string) => {
    const prefix = CONTRACT_PREFIXES[buildingIds.indexOf(buildingId)] ?? `B${buildingId}`;
    for (let n = rnd.between(1, 400); ; n++) {
      const no = `${prefix}-${start.slice(0, 4)}/${String(n).padStart(4, '0')}`;
      if (!usedContractNos.has(no)) {
        usedContractNos.add(no);
        return no;
      }
    }
  };

  const startFor = (behaviour: Behaviour): string => {
    switch (behaviour) {
      case 'new':
        return dayFrom(today, -rnd.between(2, 25));
      case 'paid_off':
        return dayFrom(today, -rnd.between(420, 1100));
      case 'candidate':
        return dayFrom(today, -rnd.between(260, 1000));
      case 'overdue':
        return dayFrom(today, -rnd.between(120, 1000));
      case 'canceled':
        return dayFrom(today, -rnd.between(380, 1150));
      default:
        return dayFrom(today, -rnd.between(40, 1100));
    }
  };

  const plan = (
    kind: Plan['kind'],
    behaviour: Behaviour,
    buildingId: number,
    units: Unit[],
    start: string,
    cancelBy?: string,
  ) => {
    const index = plans.length;
    const unitCcy = units[0]!.currency as Currency;
    const ccyRoll = rnd.next();
    const ccy: Currency =
      ccyRoll < 0.14 ? 'EUR' : ccyRoll < 0.24 ? (unitCcy === 'GEL' ? 'USD' : 'GEL') : unitCcy;
    // Each unit's price at signing in the sale's currency (whole units when converted).
    const unitPrices = units.map((u) =>
      u.currency === ccy
        ? u.total_price
        : fromMinor(
            (toMinor(
              convertAmount(u.total_price, demoRate(u.currency as Currency, start), demoRate(ccy, start)),
            ) /
              100n) *
              100n,
          ),
    );
    const priceMinor = unitPrices.reduce((sum, value) => sum + toMinor(value), 0n);
    // Money in minor units (bigint); plain numbers only to pick round amounts.
    const approx = Number(priceMinor) / 100;
    const discountMinor = rnd.chance(0.3)
      ? BigInt(rnd.round(approx * rnd.between(1, 5) * 0.01, 100)) * 100n
      : 0n;
    const totalMinor = priceMinor - discountMinor;
    const total = Number(totalMinor) / 100;
    const paymentDay = rnd.pick(PAYMENT_DAYS);
    const mortgage = kind === 'live' && behaviour === 'on_time' && total > 40_000 && rnd.chance(0.2);
    const firstShare = mortgage ? rnd.between(15, 25) : rnd.chance(0.72) ? rnd.between(10, 40) : 0;
    const first = firstShare ? rnd.round((total * firstShare) / 100, 100) : 0;
    const firstDate = first ? dayFrom(start, rnd.between(0, 3)) : null;
    const restMinor = totalMinor - BigInt(first) * 100n;
    const rest = Number(restMinor) / 100;
    const maxCount = total < 30_000 ? 12 : total < 80_000 ? 36 : 60;
    let count = behaviour === 'paid_off' ? rnd.between(6, 14) : rnd.between(Math.min(6, maxCount), maxCount);
    // Regular instalments from the month after the signing (and the first instalment).
    const startMonth = dayFrom(`${(firstDate ?? start).slice(0, 8)}15`, 30).slice(0, 7);
    let formula: string | null = null;
    let mortgageAmount: number | null = null;
    if (mortgage) {
      count = Math.max(count, 6);
      mortgageAmount = rnd.round(rest * rnd.between(45, 70) * 0.01, 1000);
      formula = `${mortgageAmount}:1`;
    } else if (count >= 8 && rnd.chance(0.22)) {
      const even = rest / count;
      const k1 = rnd.between(2, Math.floor(count / 3));
      const a = rnd.round(even * 0.5, 50);
      if (rnd.chance(0.5)) formula = `${a}:${k1}`;
      else {
        const k2 = rnd.between(1, Math.floor(count / 3));
        formula = `${a}:${k1},${rnd.round(even * 0.8, 50)}:${k2}`;
      }
    }
    const byEnd = !formula && rnd.chance(0.2);
    const rows = buildSchedule({
      amount: fromMinor(restMinor),
      start_month: startMonth,
      ...(byEnd
        ? { end_month: dayFrom(`${startMonth}-15`, Math.round((count - 1) * 30.44)).slice(0, 7) }
        : { count }),
      payment_day: paymentDay,
      formula,
      first_instalment: first && firstDate ? { amount: `${first}.00`, date: firstDate } : null,
    });
    const recalc =
      (behaviour === 'on_time' || behaviour === 'late' || behaviour === 'ahead') &&
      !mortgage &&
      rnd.chance(0.2);

    // Where the payments stop: an overdue instalment, an old one, or the one before a cancellation.
    const within = (from: number, to: number) =>
      rows.flatMap((r, i) => (r.date >= dayFrom(today, -to) && r.date <= dayFrom(today, -from) ? [i] : []));
    const stopCandidates =
      behaviour === 'overdue'
        ? within(10, 50)
        : behaviour === 'candidate'
          ? within(70, 420)
          : behaviour === 'canceled'
            ? within(150, 900)
            : [];
    const stopIndex = stopCandidates.length ? rnd.pick(stopCandidates) : null;
    let payments = simulatePayments(rnd, rows, { behaviour, recalc, today, start, stopIndex });
    let canceledOn: string | null = null;
    if (kind === 'canceled') {
      const stopDate = stopIndex === null ? dayFrom(start, 150) : rows[stopIndex]!.date;
      canceledOn = minIso(
        minIso(dayFrom(stopDate, rnd.between(65, 120)), dayFrom(today, -5)),
        cancelBy ?? today,
      );
      payments = payments.filter((p) => p.date <= canceledOn!);
    }
    const deletedOn = kind === 'deleted' ? dayFrom(start, rnd.between(1, 6)) : null;
    if (deletedOn) payments = payments.filter((p) => p.date <= deletedOn);

    // Buyers: the booking's customer for a unit sold from a booking, else one (sometimes two) customers.
    const booking = units.map((u) => converted.get(u.id)).find((b) => b !== undefined) ?? null;
    const main = booking?.customer_id ?? rnd.pick(customerRows).id;
    const customerIds = [main];
    if (rnd.chance(0.15)) {
      const second = rnd.pick(customerRows).id;
      if (second !== main) customerIds.push(second);
    }
    const buyer = customerRows.find((c) => c.id === main)!;
    const foreign = buyer.citizenship !== 'GE';
    const lang: ContractLanguage = foreign
      ? rnd.pick(['ge_en', 'ge_en', 'ge_ru', 'en', 'ru'] as const)
      : rnd.pick(['ge', 'ge', 'ge', 'ge', 'ge', 'ge_en'] as const);
    const agent = agentRows.length && rnd.chance(0.25) ? rnd.pick(agentRows) : null;
    const agentPaid = agent !== null && start < dayFrom(today, -120) && rnd.chance(0.6);
    const agentPercent = agent?.fee ?? (agent ? '2.00' : null);
    const signed = behaviour === 'new' ? rnd.chance(0.4) : rnd.chance(0.93);
    const lastRow = rows[rows.length - 1]!;
    const formerCustomerId = kind === 'live' && rnd.chance(0.03) ? rnd.pick(customerRows).id : null;

    const values: typeof sales.$inferInsert = {
      status: kind === 'canceled' ? 'canceled' : 'active',
      contract_no: contractNo(buildingId, start),
      contract_type: rnd.chance(0.08) ? 'contract_pre' : 'contract_main',
      contract_lang: lang,
      contract_start_date: start,
      contract_end_date: lastRow.date,
      signing_date: signed ? start : null,
      building_id: buildingId,
      payment_ccy: ccy,
      price: fromMinor(priceMinor),
      discount: fromMinor(discountMinor),
      total_price: fromMinor(totalMinor),
      first_installment_amount: `${first}.00`,
      first_installment_date: firstDate,
      payment_day: paymentDay,
      mortgage_bank_id: mortgageAmount !== null && bankIds.length ? rnd.pick(bankIds) : null,
      mortgage_amount: mortgageAmount !== null ? `${mortgageAmount}.00` : null,
      agent_id: agent?.id ?? null,
      agent_fee_percent: agentPercent,
      agent_fee: agentPaid ? 'paid' : 'must_paid',
      agent_is_paid: agentPaid,
      agent_fee_paid_amount:
        agentPaid && agentPercent ? fromMinor((totalMinor * toMinor(agentPercent)) / 10_000n) : null,
      agent_fee_paid_date: agentPaid ? dayFrom(start, rnd.between(20, 90)) : null,
      min_income_percent: rnd.chance(0.2) ? `${rnd.between(80, 95)}.00` : null,
      is_signed: signed,
      is_managable: rnd.chance(0.95),
      vat_payer: buyer.type === 'company',
      automatic_recalculation: recalc,
      responsible_user_id: rnd.chance(0.92) ? responsibleFor(buyer.created_by, index) : null,
      info_source: agent ? 'აგენტი' : rnd.pick(INFO_SOURCES),
      renovation_price: rnd.chance(0.1) ? `${rnd.round(total * 0.08, 500)}.00` : null,
      booking_id: booking?.id ?? null,
      cancellation_reason: canceledOn ? rnd.pick(CANCEL_REASONS) : null,
      canceled_at: canceledOn ? at(canceledOn, 15) : null,
      customer_change_date: formerCustomerId ? dayFrom(start, rnd.between(30, 200)) : null,
      customer_change_reason: formerCustomerId ? 'ხელშეკრულების გადაფორმება ოჯახის წევრზე' : null,
      status_changed_at: at(canceledOn ?? start, 15),
      created_by: rnd.pick(managers),
      created_at: at(start, 10),
    };
    if (values.customer_change_date && values.customer_change_date > today)
      values.customer_change_date = today;
    plans.push({
      index,
      kind,
      behaviour,
      defective: false,
      buildingId,
      units,
      unitPrices,
      customerIds,
      bookingId: booking?.id ?? null,
      start,
      ccy,
      values,
      rows,
      payments,
      canceledOn,
      deletedOn,
      formerCustomerId,
    });
  };

  // Live sales: a complex picked by what it has left, a main unit, sometimes a parking place or storage.
  for (const behaviour of behaviours) {
    const open = buildingIds.filter((id) => capacity(pools.get(id)!) > 0);
    if (!open.length) break;
    const weights = open.map((id) => capacity(pools.get(id)!));
    let roll = rnd.next() * weights.reduce((a, b) => a + b, 0);
    const buildingId = open.find((_, i) => (roll -= weights[i]!) < 0) ?? open[open.length - 1]!;
    const pool = pools.get(buildingId)!;
    const fromFree = pool.soldMain.length === 0;
    if (fromFree) pool.budget--;
    const units = [fromFree ? pool.freeMain.pop()! : pool.soldMain.pop()!];
    const extras = rnd.chance(0.05) ? 2 : rnd.chance(0.14) ? 1 : 0;
    for (let e = 0; e < extras; e++) {
      if (pool.soldExtra.length) units.push(pool.soldExtra.pop()!);
      else if ((freeExtraBudget.get(buildingId) ?? 0) > 0 && pool.freeExtra.length) {
        freeExtraBudget.set(buildingId, freeExtraBudget.get(buildingId)! - 1);
        units.push(pool.freeExtra.pop()!);
      }
    }
    plan('live', behaviour, buildingId, units, startFor(behaviour));
  }
  // Sold units no live sale took (parking, storage) are sold on their own.
  for (const buildingId of buildingIds) {
    const pool = pools.get(buildingId)!;
    while (pool.soldExtra.length) {
      plan('live', 'on_time', buildingId, [pool.soldExtra.pop()!], startFor('on_time'));
    }
    releasedPool.set(buildingId, [...pool.freeMain, ...pool.freeExtra]);
  }
  // A few live sales are flagged defective (a flaw in the contract), whatever their payments.
  for (const p of plans.filter((p) => p.behaviour === 'on_time' || p.behaviour === 'late').slice(0, 7))
    p.defective = true;

  // Canceled and deleted sales: on units that are free again, or that a later live sale took over
  // (the cancellation then comes before that sale started).
  const liveMains = plans.filter((p) => p.kind === 'live');
  const resoldUnits = new Set<number>();
  for (let n = 0; n < CANCELED_SALES + DELETED_SALES; n++) {
    const kind = n < CANCELED_SALES ? 'canceled' : 'deleted';
    const buildingId = buildingIds[n % buildingIds.length]!;
    const start = kind === 'canceled' ? startFor('canceled') : dayFrom(today, -rnd.between(10, 700));
    const released = releasedPool.get(buildingId)!.filter(isMain);
    const later =
      kind === 'canceled' && rnd.chance(0.35)
        ? liveMains.find(
            (live) =>
              live.buildingId === buildingId &&
              live.start > dayFrom(start, 400) &&
              !resoldUnits.has(live.units[0]!.id),
          )
        : undefined;
    const unit = later ? later.units[0]! : released.length ? rnd.pick(released) : null;
    if (!unit) continue;
    if (later) resoldUnits.add(unit.id);
    plan(
      kind,
      kind,
      buildingId,
      [unit],
      start,
      later ? dayFrom(later.start, -rnd.between(10, 60)) : undefined,
    );
  }

  // Insert the sales, then their units and buyers.
  const ids: number[] = [];
  await insertInBatches(plans, 100, async (batch) => {
    const created = await tx
      .insert(sales)
      .values(batch.map((p) => p.values))
      .returning({ id: sales.id });
    ids.push(...created.map((c) => c.id));
  });
  const now = new Date();
  const deletedPlans = plans.filter((p) => p.kind === 'deleted');
  await tx.insert(saleProperties).values(
    plans.flatMap((p) =>
      p.units.map((u, i) => ({
        sale_id: ids[p.index]!,
        property_id: u.id,
        price: p.unitPrices[i]!,
        released_at: p.kind === 'canceled' ? at(p.canceledOn!, 15) : p.deletedOn ? at(p.deletedOn, 12) : null,
      })),
    ),
  );
  await tx.insert(saleCustomers).values(
    plans.flatMap((p) => [
      ...(p.formerCustomerId
        ? [
            {
              sale_id: ids[p.index]!,
              customer_id: p.formerCustomerId,
              position: 0,
              added_at: at(p.start, 10),
              removed_at: at(p.values.customer_change_date!, 12),
              removal_reason: p.values.customer_change_reason!,
            },
          ]
        : []),
      ...p.customerIds.map((customer_id, position) => ({
        sale_id: ids[p.index]!,
        customer_id,
        position,
        added_at: at(p.values.customer_change_date ?? p.start, 10),
      })),
    ]),
  );

  // Payments, some in another currency at the day's rate; then each schedule through the ledger,
  // which writes the schedule version and rebuilds instalments and balances from the payments.
  type PaymentRow = typeof payments.$inferInsert;
  const paymentRows: PaymentRow[] = plans.flatMap((p) => {
    const foreignPayer = rnd.chance(0.25);
    const accounts = accountsByBuilding.get(p.buildingId) ?? [];
    return p.payments.map((pay, k): PaymentRow => {
      const saleId = ids[p.index]!;
      const mortgageRow = p.values.mortgage_amount !== null && pay.amount === p.values.mortgage_amount;
      const type: PaymentType = mortgageRow
        ? 'mortgage'
        : rnd.pick([
            'bank_transfer',
            'bank_transfer',
            'bank_transfer',
            'bank_transfer',
            'cash',
            'card',
            'other',
          ] as const);
      const base = {
        sale_id: saleId,
        payment_date: pay.date,
        payment_type: type,
        bank_account_id: type === 'cash' || !accounts.length ? null : rnd.pick(accounts),
        note: mortgageRow ? 'იპოთეკური სესხის ჩარიცხვა' : rnd.pick(PAYMENT_NOTES),
        created_by: rnd.pick(cashiers),
        created_at: at(pay.date, 13),
      };
      if (foreignPayer && k % 3 === 1 && !mortgageRow) {
        const paidIn: Currency =
          p.ccy === 'GEL' ? 'USD' : p.ccy === 'USD' ? 'GEL' : rnd.pick(['USD', 'GEL'] as const);
        const paymentRate = demoRate(paidIn, pay.date);
        const saleRate = demoRate(p.ccy, pay.date);
        const original = convertAmount(pay.amount, saleRate, paymentRate);
        return {
          ...base,
          original_amount: original,
          currency: paidIn,
          payment_rate: paymentRate,
          sale_rate: saleRate,
          rate_source: 'nbg',
          amount: convertAmount(original, paymentRate, saleRate),
        };
      }
      return {
        ...base,
        amount: pay.amount,
        original_amount: pay.amount,
        currency: p.ccy,
        rate_source: 'same',
      };
    });
  });
  await insertInBatches(paymentRows, 400, (batch) => tx.insert(payments).values(batch));

  const audit: AuditContext = { userId: admin, ip: null };
  for (const p of plans)
    await saveSchedule(
      tx,
      ids[p.index]!,
      p.rows.map((r) => ({ date: r.date, amount: r.amount, first: r.first })),
      'created',
      audit,
    );

  // Statuses of the live sales from the ledger as of today: overdue after the grace days, a cancellation
  // candidate after 60 (the config defaults); defective is set by people and stays.
  const balances = await tx
    .select({ id: sales.id, first_unpaid: sales.first_unpaid_date })
    .from(sales)
    .where(inArray(sales.id, ids));
  const firstUnpaid = new Map(balances.map((b) => [b.id, b.first_unpaid]));
  const statusChanges: { id: number; status: string; since: string }[] = [];
  for (const p of plans) {
    const id = ids[p.index]!;
    // Canceled stays canceled; a deleted sale keeps the status it had when it was deleted.
    if (p.kind !== 'live') continue;
    if (p.defective) {
      statusChanges.push({ id, status: 'defective', since: dayFrom(p.start, 20) });
      continue;
    }
    const unpaid = firstUnpaid.get(id) ?? null;
    const days = unpaid && unpaid <= today ? daysBetween(unpaid, today) : 0;
    if (days > CANDIDATE_DAYS)
      statusChanges.push({
        id,
        status: 'cancellation_candidate',
        since: dayFrom(unpaid!, CANDIDATE_DAYS + 1),
      });
    else if (days > GRACE_DAYS)
      statusChanges.push({ id, status: 'overdue', since: dayFrom(unpaid!, GRACE_DAYS + 1) });
  }
  for (const status of ['defective', 'overdue', 'cancellation_candidate'])
    for (const change of statusChanges.filter((c) => c.status === status))
      await tx
        .update(sales)
        .set({ status, status_changed_at: at(change.since, 1) })
        .where(eq(sales.id, change.id));

  // Soft-deleted sales: with a comment, their units given back.
  for (const p of deletedPlans)
    await tx
      .update(sales)
      .set({
        deleted_at: at(p.deletedOn!, 12),
        delete_comment: rnd.pick(DELETE_COMMENTS),
        deleted_by: admin,
      })
      .where(eq(sales.id, ids[p.index]!));

  // The units: sold while in a live sale, free otherwise (canceled and deleted sales gave theirs back).
  await tx
    .update(properties)
    .set({ status: 'sold', updated_at: now })
    .where(
      inArray(
        properties.id,
        tx
          .select({ id: saleProperties.property_id })
          .from(saleProperties)
          .where(isNull(saleProperties.released_at)),
      ),
    );
  await tx
    .update(properties)
    .set({ status: 'free', updated_at: now })
    .where(
      and(
        eq(properties.status, 'sold'),
        sql`${properties.id} not in (select ${saleProperties.property_id} from ${saleProperties} where ${saleProperties.released_at} is null)`,
      ),
    );

  // History: each sale's creation and status changes.
  const statusOf = new Map(statusChanges.map((c) => [c.id, c]));
  await insertInBatches(
    plans.flatMap((p) => {
      const id = ids[p.index]!;
      const by = p.values.created_by ?? admin;
      const entries: (typeof auditLogs.$inferInsert)[] = [
        {
          user_id: by,
          action: 'create',
          entity_type: 'sale',
          entity_id: String(id),
          changes: {
            contract_no: { before: null, after: p.values.contract_no },
            status: { before: null, after: 'active' },
            total_price: { before: null, after: p.values.total_price },
            payment_ccy: { before: null, after: p.ccy },
          },
          created_at: at(p.start, 10),
        },
      ];
      const change = statusOf.get(id);
      if (change)
        entries.push({
          user_id: change.status === 'defective' ? by : null,
          action: 'update',
          entity_type: 'sale',
          entity_id: String(id),
          changes: { status: { before: 'active', after: change.status } },
          created_at: at(change.since, 1),
        });
      if (p.canceledOn)
        entries.push({
          user_id: by,
          action: 'update',
          entity_type: 'sale',
          entity_id: String(id),
          changes: {
            status: { before: 'cancellation_candidate', after: 'canceled' },
            cancellation_reason: { before: null, after: p.values.cancellation_reason },
          },
          created_at: at(p.canceledOn, 15),
        });
      if (p.kind === 'deleted')
        entries.push({
          user_id: admin,
          action: 'delete',
          entity_type: 'sale',
          entity_id: String(id),
          changes: { deleted_at: { before: null, after: at(p.deletedOn!, 12).toISOString() } },
          created_at: at(p.deletedOn!, 12),
        });
      return entries;
    }),
    300,
    (batch) => tx.insert(auditLogs).values(batch),
  );

  // Files (contract scans, ID copies, bank statements) on about one sale in eight, and comments.
  const fileRows: (typeof files.$inferInsert)[] = [];
  const documentRows: (typeof documents.$inferInsert)[] = [];
  for (const p of plans.filter((_, i) => i % 8 === 3)) {
    const id = ids[p.index]!;
    const kinds = [
      {
        type: 'contract',
        name: `ხელშეკრულება ${p.values.contract_no}.pdf`,
        mime: 'application/pdf',
        title: 'ნასყიდობის ხელშეკრულება',
      },
      { type: 'id_copy', name: 'პირადობა.png', mime: 'image/png', title: 'მყიდველის პირადობის ასლი' },
      { type: 'bank_statement', name: 'statement.pdf', mime: 'application/pdf', title: 'საბანკო ამონაწერი' },
    ].slice(0, rnd.between(1, 3));
    for (const [k, doc] of kinds.entries()) {
      const idOfFile = fileId(rnd);
      const created = at(dayFrom(p.start, k * 3), 12 + k);
      fileRows.push({
        id: idOfFile,
        original_name: doc.name,
        mime_type: doc.mime,
        size_bytes: demoFileBytes(doc.mime).length,
        created_by: p.values.created_by ?? admin,
        created_at: created,
      });
      documentRows.push({
        owner_type: 'sale',
        owner_id: id,
        file_id: idOfFile,
        document_type: doc.type,
        title: doc.title,
        active: !(k === 2 && rnd.chance(0.3)),
        uploaded_by: p.values.created_by ?? admin,
        created_at: created,
        updated_at: created,
      });
    }
  }
  if (fileRows.length) {
    await tx.insert(files).values(fileRows);
    await tx.insert(documents).values(documentRows);
  }
  const commentRows: (typeof comments.$inferInsert)[] = plans
    .filter((p) => p.index % 4 === 1 || p.behaviour === 'overdue' || p.behaviour === 'candidate')
    .flatMap((p) =>
      Array.from({ length: rnd.between(1, 3) }, (_, k) => {
        const on = minIso(dayFrom(p.start, 15 + k * rnd.between(20, 90)), today);
        return {
          model: 'sale',
          model_id: ids[p.index]!,
          body:
            p.behaviour === 'overdue' || p.behaviour === 'candidate'
              ? rnd.pick([
                  'კლიენტს გაეგზავნა შეტყობინება დავალიანების შესახებ',
                  'კლიენტი გვპირდება დავალიანების დაფარვას თვის ბოლომდე',
                  COMMENT_TEXTS[0]!,
                ])
              : rnd.pick(COMMENT_TEXTS),
          user_id: rnd.pick(managers),
          created_at: at(on, 16),
          updated_at: at(on, 16),
        };
      }),
    );
  await insertInBatches(commentRows, 300, (batch) => tx.insert(comments).values(batch));
}
