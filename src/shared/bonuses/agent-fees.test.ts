import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '../money/money';
import { agentFee, agentFeeTotals, type AgentFeeSale } from './agent-fees';

describe('agentFee', () => {
  it('is the contract value × the percent, rounded half-up once', () => {
    expect(agentFee('255606.40', '1.50')).toBe('3834.10');
    expect(agentFee('20000.00', '2.00')).toBe('400.00');
    expect(agentFee('20000.00', null)).toBe('0.00');
  });
});

describe('agentFeeTotals', () => {
  it('counts a settled sale at what was paid for it and an owed one at its fee', () => {
    // The demo's agent 2 in lari: two sales at 1.5 %, each paid a tetri under its fee (3,834.10 and 6,913.96).
    const demo: AgentFeeSale[] = [
      {
        total_price: '255606.40',
        fee_percent: '1.50',
        agent_is_paid: true,
        agent_fee_paid_amount: '3834.09',
      },
      {
        total_price: '460930.50',
        fee_percent: '1.50',
        agent_is_paid: true,
        agent_fee_paid_amount: '6913.95',
      },
    ];
    expect(agentFeeTotals(demo)).toEqual({ fee_earned: '10748.04', fee_paid: '10748.04', fee_due: '0.00' });
    expect(
      agentFeeTotals([
        { total_price: '12000', fee_percent: '2.5', agent_is_paid: true, agent_fee_paid_amount: null },
        { total_price: '20000', fee_percent: '2', agent_is_paid: false, agent_fee_paid_amount: null },
      ]),
    ).toEqual({ fee_earned: '700.00', fee_paid: '300.00', fee_due: '400.00' });
    expect(agentFeeTotals([])).toEqual({ fee_earned: '0.00', fee_paid: '0.00', fee_due: '0.00' });
  });

  it('adds up to the tetri whatever the amounts, percents and payments', () => {
    const sale = fc.record({
      total_price: fc.bigInt({ min: 0n, max: 10n ** 12n }).map((v) => fromMinor(v)),
      fee_percent: fc.option(
        fc.bigInt({ min: 0n, max: 10_000n }).map((v) => fromMinor(v)),
        { nil: null },
      ),
      agent_is_paid: fc.boolean(),
      agent_fee_paid_amount: fc.option(
        fc.bigInt({ min: 0n, max: 10n ** 11n }).map((v) => fromMinor(v)),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 30 }), (sales) => {
        const totals = agentFeeTotals(sales);
        expect(toMinor(totals.fee_earned)).toBe(toMinor(totals.fee_paid) + toMinor(totals.fee_due));
      }),
    );
  });
});
