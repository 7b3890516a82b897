import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { convertAmount } from '@shared/currency/convert';
import { tbilisiToday } from '@shared/dates/date-formats';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import { buildSchedule } from '@shared/sales/schedule';
import { lineAmount, totalArea } from '@shared/services/pricing';
import { rebuildOrderLedger } from '../modules/services/service-ledger.service';
import type { Db } from '../db/client';
import {
  payments,
  properties,
  saleProperties,
  sales,
  serviceContainers,
  serviceLines,
  serviceTypes,
} from '../db/schema';
import { randomSource } from './seed-sales/random';
import { demoRate } from './seed-sales/rates';

/** The catalogue: renovation levels priced per m², parking, storage and a monthly utility fee. */
const TYPES = [
  {
    name: 'თეთრი კარკასი',
    name_en: 'White frame',
    name_ru: 'Белый каркас',
    kind: 'renovation',
    unit: 'm2',
    unit_price: '120',
  },
  {
    name: 'მწვანე კარკასი',
    name_en: 'Green frame',
    name_ru: 'Зелёный каркас',
    kind: 'renovation',
    unit: 'm2',
    unit_price: '190',
  },
  {
    name: 'სრული რემონტი',
    name_en: 'Turnkey renovation',
    name_ru: 'Ремонт под ключ',
    kind: 'renovation',
    unit: 'm2',
    unit_price: '320',
  },
  {
    name: 'პარკინგი',
    name_en: 'Parking place',
    name_ru: 'Парковочное место',
    kind: 'parking',
    unit: 'piece',
    unit_price: '9000',
  },
  {
    name: 'სათავსო',
    name_en: 'Storage room',
    name_ru: 'Кладовая',
    kind: 'storage',
    unit: 'piece',
    unit_price: '4500',
  },
  {
    name: 'კომუნალური მომსახურება',
    name_en: 'Building services',
    name_ru: 'Коммунальные услуги',
    kind: 'utility',
    unit: 'month',
    unit_price: '40',
  },
] as const;

const addMonth = (iso: string, months: number) => {
  const index = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** A dollar price in the sale's currency, rounded to whole units (the demo's lines are priced by hand). */
const priceIn = (usd: string, ccy: Currency, date: string) =>
  ccy === 'USD'
    ? usd
    : fromMinor((toMinor(convertAmount(usd, demoRate('USD', date), demoRate(ccy, date))) / 100n) * 100n);

type Order = {
  kind: 'renovation' | 'container';
  saleId: number;
  ccy: Currency;
  start: string;
  title: string;
  status: string;
  lines: { typeId: number; quantity: string; unitPrice: string }[];
  count: number;
};

/**
 * Service types, and on every fifth live demo sale a renovation (and on half of those a parking place
 * or storage room), each with a schedule from the shared engine and payments: most on time, some
 * behind, so the overdue lists have renovations and services too. Run inside the demo seed's transaction.
 */
export async function seedServices(tx: Db, seed = 18): Promise<void> {
  const rnd = randomSource(seed);
  const today = tbilisiToday();
  const types = await tx
    .insert(serviceTypes)
    .values(TYPES.map((t) => ({ ...t, currency: 'USD' as const })))
    .returning();
  const byName = new Map(types.map((t) => [t.name_en, t]));
  const live = await tx
    .select({ id: sales.id, ccy: sales.payment_ccy, start: sales.contract_start_date })
    .from(sales)
    .where(and(isNull(sales.deleted_at), ne(sales.status, 'canceled')))
    .orderBy(asc(sales.id));
  const chosen = live.filter((_, i) => i % 5 === 2);
  for (const [i, sale] of chosen.entries()) {
    const units = await tx
      .select({ area: properties.total_area })
      .from(saleProperties)
      .innerJoin(properties, eq(properties.id, saleProperties.property_id))
      .where(and(eq(saleProperties.sale_id, sale.id), isNull(saleProperties.released_at)));
    const level = byName.get(rnd.pick(['White frame', 'Green frame', 'Turnkey renovation']))!;
    const orders: Order[] = [
      {
        kind: 'renovation',
        saleId: sale.id,
        ccy: sale.ccy,
        start: sale.start,
        title: level.name,
        status: rnd.pick(['not_started', 'in_progress', 'in_progress', 'done']),
        lines: [
          {
            typeId: level.id,
            quantity: totalArea(units),
            unitPrice: priceIn(level.unit_price, sale.ccy, sale.start),
          },
        ],
        count: rnd.between(4, 12),
      },
    ];
    if (i % 2 === 0) {
      const extra = byName.get(rnd.pick(['Parking place', 'Storage room']))!;
      orders.push({
        kind: 'container',
        saleId: sale.id,
        ccy: sale.ccy,
        start: sale.start,
        title: extra.name,
        status: 'active',
        lines: [
          { typeId: extra.id, quantity: '1', unitPrice: priceIn(extra.unit_price, sale.ccy, sale.start) },
        ],
        count: rnd.between(2, 6),
      });
    }
    for (const order of orders) await insertOrder(tx, rnd, order, today);
  }
}

async function insertOrder(tx: Db, rnd: ReturnType<typeof randomSource>, o: Order, today: string) {
  const lines = o.lines.map((l) => ({ ...l, amount: lineAmount(l.quantity, l.unitPrice) }));
  const total = fromMinor(lines.reduce((sum, l) => sum + toMinor(l.amount), 0n));
  const schedule = buildSchedule({
    amount: total,
    start_month: addMonth(o.start, 2),
    count: o.count,
    payment_day: 15,
  }).map((r) => ({ date: r.date, amount: r.amount, first: r.first }));
  const [row] = await tx
    .insert(serviceContainers)
    .values({
      kind: o.kind,
      sale_id: o.saleId,
      title: o.title,
      currency: o.ccy,
      total,
      status: o.status,
      schedule,
    })
    .returning({ id: serviceContainers.id });
  await tx.insert(serviceLines).values(
    lines.map((l, i) => ({
      service_container_id: row!.id,
      position: i + 1,
      service_type_id: l.typeId,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      amount: l.amount,
    })),
  );
  // Most buyers pay what fell due; about one in four stops a couple of instalments early.
  const behind = rnd.chance(0.25) ? rnd.between(1, 2) : 0;
  const due = schedule.filter((r) => r.date <= today);
  const paid = due.slice(0, Math.max(0, due.length - behind));
  if (paid.length)
    await tx.insert(payments).values(
      paid.map((r, k) => {
        const foreign = o.ccy === 'USD' && k % 3 === 1;
        const rate = demoRate('USD', r.date);
        return {
          sale_id: o.saleId,
          mode: o.kind,
          service_container_id: row!.id,
          amount: r.amount,
          original_amount: foreign ? convertAmount(r.amount, rate, '1') : r.amount,
          currency: foreign ? ('GEL' as const) : o.ccy,
          sale_rate: foreign ? rate : '1',
          rate_source: foreign ? ('nbg' as const) : ('same' as const),
          payment_date: r.date,
          payment_type: rnd.pick(['bank_transfer', 'bank_transfer', 'cash', 'card'] as const),
        };
      }),
    );
  await rebuildOrderLedger(tx, row!.id, { userId: null, ip: null }, today);
  if (o.kind === 'renovation')
    await tx.update(sales).set({ renovation_price: total }).where(eq(sales.id, o.saleId));
}
