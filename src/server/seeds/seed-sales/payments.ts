import { convertAmount } from '@shared/currency/convert';
import type { Currency } from '@shared/money/money';
import type { PaymentType } from '@shared/sales/contracts';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { insertInBatches } from './batches';
import type { SalesContext } from './context';
import { at } from './dates';
import type { Plan } from './plan-sale';
import type { Random } from './random';
import { demoRate } from './rates';

const PAYMENT_NOTES = [
  '',
  '',
  '',
  '',
  'ნაღდი ანგარიშსწორება სალაროში',
  'გადარიცხვა ბანკიდან',
  'დანიშნულება: ბინის ღირებულება',
];

/** The planned payments as rows, some in another currency at the day's rate. */
export async function insertPayments(tx: Db, rnd: Random, ctx: SalesContext, plans: Plan[], ids: number[]) {
  const { accountsByBuilding, cashiers } = ctx;
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
}
