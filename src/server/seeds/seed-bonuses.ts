import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { convertAmount } from '@shared/currency/convert';
import { tbilisiToday } from '@shared/dates/date-formats';
import { fromMinor, toMinor } from '@shared/money/money';
import type { Db } from '../db/client';
import { bonusItems, bonusSchemas, currencyRates, payments, sales, saleTargets } from '../db/schema';
import { demoRate, demoRates } from './seed-sales/rates';

/**
 * Demo bonuses: the National Bank's rates over the demo period (so every figure converts without the
 * internet), two schemas — an individual monthly one on contracts signed, paying each band at its own rate,
 * and the sales team's quarterly one on money received, paying the whole result at the band reached — and
 * each sales manager's monthly targets, set near what they usually sell so some months pass and some miss.
 */

const saleDay = sql<string>`coalesce(${sales.signing_date}, ${sales.contract_start_date})`;
const month = (iso: string) => iso.slice(0, 7);
/** Rounded to whole thousands (the way a head of sales sets a target). */
const roundThousands = (minor: bigint) => fromMinor(((minor + 50_000n) / 100_000n) * 100_000n);

async function seedRates(tx: Db, from: string, to: string): Promise<void> {
  const rows = demoRates(from, to).map((r) => ({ ...r, valid_from_date: r.date }));
  for (let i = 0; i < rows.length; i += 1000)
    await tx
      .insert(currencyRates)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
}

/** `officialRates`: store the demo period's rates too (a running demo; the tests ask their stand-in bank). */
export async function seedBonuses(tx: Db, options: { officialRates: boolean }): Promise<void> {
  const sold = await tx
    .select({
      user_id: sales.responsible_user_id,
      day: saleDay,
      amount: sales.total_price,
      ccy: sales.payment_ccy,
    })
    .from(sales)
    .where(and(isNull(sales.deleted_at), ne(sales.status, 'canceled'), isNotNull(sales.responsible_user_id)))
    .orderBy(asc(saleDay));
  if (!sold.length) return;
  const today = tbilisiToday();
  const first = sold[0]!.day;
  if (options.officialRates) await seedRates(tx, first < today ? first : today, today);

  const inLari = (s: (typeof sold)[number]) =>
    toMinor(s.ccy === 'GEL' ? s.amount : convertAmount(s.amount, demoRate(s.ccy, s.day), '1'));
  const managers = [...new Set(sold.map((s) => s.user_id!))];
  const months = new Set(sold.map((s) => month(s.day)));
  const total = sold.reduce((sum, s) => sum + inLari(s), 0n);
  const perManagerMonth = total / BigInt(Math.max(1, months.size * managers.length));
  const countPerManagerMonth = Math.max(1, Math.round(sold.length / (months.size * managers.length)));

  // The team's receipts (the sale's own money, in dollars) per quarter, for the quarterly target.
  const received = await tx
    .select({ day: payments.payment_date, amount: payments.original_amount, ccy: payments.currency })
    .from(payments)
    .innerJoin(sales, eq(sales.id, payments.sale_id))
    .where(and(eq(payments.mode, 'sale'), isNull(sales.deleted_at), isNotNull(sales.responsible_user_id)));
  const inDollars = (p: (typeof received)[number]) =>
    toMinor(
      p.ccy === 'USD' ? p.amount : convertAmount(p.amount, demoRate(p.ccy, p.day), demoRate('USD', p.day)),
    );
  const quarters = new Set(
    received.map((p) => `${p.day.slice(0, 4)}-${Math.ceil(Number(p.day.slice(5, 7)) / 3)}`),
  );
  const perQuarter = received.reduce((sum, p) => sum + inDollars(p), 0n) / BigInt(Math.max(1, quarters.size));

  const start = `${month(first)}-01`;
  const end = `${Number(today.slice(0, 4)) + 1}-12-31`;
  const [individual] = await tx
    .insert(bonusSchemas)
    .values({
      name: 'გაყიდვების მენეჯერის თვიური ბონუსი',
      type: 'individual',
      participant_ids: managers,
      period: 'monthly',
      start,
      end,
      target_amount: roundThousands(perManagerMonth),
      currency: 'GEL',
      basis: 'signed',
      tier_mode: 'marginal',
      clawback: true,
    })
    .returning({ id: bonusSchemas.id });
  const [group] = await tx
    .insert(bonusSchemas)
    .values({
      name: 'გაყიდვების გუნდის კვარტალური ბონუსი',
      type: 'group',
      participant_ids: managers,
      period: 'quarterly',
      start,
      end,
      target_amount: roundThousands(perQuarter > 0n ? perQuarter : perManagerMonth),
      currency: 'USD',
      basis: 'received',
      tier_mode: 'retroactive',
      clawback: true,
    })
    .returning({ id: bonusSchemas.id });
  await tx.insert(bonusItems).values([
    { bonus_id: individual!.id, percent_from: '0', percent_to: '100', bonus_percent: '1' },
    { bonus_id: individual!.id, percent_from: '100', percent_to: '150', bonus_percent: '1.5' },
    { bonus_id: individual!.id, percent_from: '150', percent_to: null, bonus_percent: '2' },
    { bonus_id: group!.id, percent_from: '0', percent_to: '80', bonus_percent: '0' },
    { bonus_id: group!.id, percent_from: '80', percent_to: '100', bonus_percent: '0.5' },
    { bonus_id: group!.id, percent_from: '100', percent_to: '120', bonus_percent: '0.75' },
    { bonus_id: group!.id, percent_from: '120', percent_to: null, bonus_percent: '1' },
  ]);

  // Every month from the first sale to two months ahead; the target steps up a little each quarter.
  const targets: (typeof saleTargets.$inferInsert)[] = [];
  const [y0, m0] = start.split('-').map(Number) as [number, number];
  const last = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) + 1;
  for (let index = y0 * 12 + m0 - 1; index <= last; index++) {
    const ym = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    const step = BigInt(100 + ((index - (y0 * 12 + m0 - 1)) % 4) * 5);
    for (const [i, user_id] of managers.entries())
      targets.push({
        user_id,
        month: ym,
        target_amount: roundThousands((perManagerMonth * step * BigInt(95 + i * 10)) / 10_000n),
        currency: 'GEL',
        target_count: countPerManagerMonth,
      });
  }
  await tx.insert(saleTargets).values(targets).onConflictDoNothing();
}
