import { fromMinor, percentOfAmount, toMinor } from '../money/money';

/**
 * An agent's fee on one sale and what the agents' fees report sums (POST /api/bonuses/getAgentsBonus).
 * Exact: amounts are decimal strings added up in tetri as bigints, never binary floats.
 */

/** The fee a sale proposes: its contract value × its fee percent (the agent's own when the sale has none). */
export const agentFee = (totalPrice: string, feePercent: string | null): string =>
  percentOfAmount(totalPrice, feePercent ?? '0');

export type AgentFeeSale = {
  total_price: string;
  /** The sale's fee percent, else the agent's; null when neither has one (the fee is then 0). */
  fee_percent: string | null;
  agent_is_paid: boolean;
  /** The amount recorded as paid to the agent, null when none was typed. */
  agent_fee_paid_amount: string | null;
};

export type AgentFeeTotals = { fee_earned: string; fee_paid: string; fee_due: string };

/**
 * The fees of some sales, earned = paid + due to the tetri. A sale marked paid is settled: it earned what
 * was paid for it (the amount recorded, the proposed fee when none was), whatever rounding or agreement
 * made that amount differ from the percent, and nothing of it is due. A sale still owed (must_paid)
 * earned its proposed fee, all of it due.
 */
export function agentFeeTotals(sales: readonly AgentFeeSale[]): AgentFeeTotals {
  let paid = 0n;
  let due = 0n;
  for (const sale of sales) {
    const proposed = toMinor(agentFee(sale.total_price, sale.fee_percent));
    if (sale.agent_is_paid)
      paid += sale.agent_fee_paid_amount === null ? proposed : toMinor(sale.agent_fee_paid_amount);
    else due += proposed;
  }
  return { fee_earned: fromMinor(paid + due), fee_paid: fromMinor(paid), fee_due: fromMinor(due) };
}
