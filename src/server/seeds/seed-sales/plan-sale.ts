import { agentFee } from '@shared/bonuses/agent-fees';
import { convertAmount } from '@shared/currency/convert';
import { fromMinor, toMinor, type Currency } from '@shared/money/money';
import type { ContractLanguage } from '@shared/sales/contracts';
import { buildSchedule, type ScheduleRow } from '@shared/sales/schedule';
import type { sales } from '../../db/schema';
import type { SalesContext, Unit } from './context';
import { at, dayFrom, minIso } from './dates';
import type { Random } from './random';
import { demoRate } from './rates';
import { simulatePayments, type Behaviour, type PlannedPayment } from './simulate-payments';

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
const CONTRACT_PREFIXES = ['VPR', 'SBC', 'DDG'];

export interface Plan {
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

/**
 * Plans one sale at a time (its price, schedule, payments, buyers and row), in the order they are asked
 * for: `plans` keeps them, each at its index.
 */
export function salePlanner(ctx: SalesContext, rnd: Random, today: string) {
  const { buildingIds, customerRows, managers, responsibleFor, agentRows, bankIds, converted } = ctx;
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

  /** The sale's currency and each unit's price in it at signing, less a discount on some sales. */
  const priceOf = (units: Unit[], start: string) => {
    const unitCcy = units[0]!.currency;
    const ccyRoll = rnd.next();
    const ccy: Currency =
      ccyRoll < 0.14 ? 'EUR' : ccyRoll < 0.24 ? (unitCcy === 'GEL' ? 'USD' : 'GEL') : unitCcy;
    // Each unit's price at signing in the sale's currency (whole units when converted).
    const unitPrices = units.map((u) =>
      u.currency === ccy
        ? u.total_price
        : fromMinor(
            (toMinor(convertAmount(u.total_price, demoRate(u.currency, start), demoRate(ccy, start))) /
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
    return { ccy, unitPrices, priceMinor, discountMinor, totalMinor, total };
  };

  /** The schedule: a payment day, maybe a first instalment, a mortgage or a formula, by count or end month. */
  const scheduleOf = (
    kind: Plan['kind'],
    behaviour: Behaviour,
    start: string,
    totalMinor: bigint,
    total: number,
  ) => {
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
    return { rows, paymentDay, first, firstDate, mortgageAmount, recalc };
  };

  /** The payments as the behaviour makes them, cut at the cancellation or the deletion. */
  const paymentsOf = (
    kind: Plan['kind'],
    behaviour: Behaviour,
    start: string,
    rows: ScheduleRow[],
    recalc: boolean,
    cancelBy: string | undefined,
  ) => {
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
    return { payments, canceledOn, deletedOn };
  };

  /** Buyers: the booking's customer for a unit sold from a booking, else one (sometimes two) customers. */
  const buyersOf = (units: Unit[]) => {
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
    return { booking, customerIds, buyer, lang };
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
    const { ccy, unitPrices, priceMinor, discountMinor, totalMinor, total } = priceOf(units, start);
    const { rows, paymentDay, first, firstDate, mortgageAmount, recalc } = scheduleOf(
      kind,
      behaviour,
      start,
      totalMinor,
      total,
    );
    const { payments, canceledOn, deletedOn } = paymentsOf(kind, behaviour, start, rows, recalc, cancelBy);
    const { booking, customerIds, buyer, lang } = buyersOf(units);
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
      agent_fee_paid_amount: agentPaid && agentPercent ? agentFee(fromMinor(totalMinor), agentPercent) : null,
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

  return { plans, plan, startFor };
}
