import { computeBonus, schemaBonus, shareEqually, type BonusOutcome } from '@shared/bonuses/compute';
import type { BonusByMonthRow, Calculation, CalculationRow } from '@shared/bonuses/contracts';
import { periodSpans, type PeriodSpan } from '@shared/bonuses/periods';
import { fromMinor, toMinor } from '@shared/money/money';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { seesOnlyOwnSales, visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import { inCurrency } from './bonus-money.service';
import * as repo from './bonuses.repository';
import { bandsAndNames, participantNames } from './bonuses.service';

/**
 * What a schema pays (spec §3): the range asked is cut into the schema's calendar periods (within its
 * start and end); in each, a participant's result (contract value signed, or the sale's own money
 * received, in the schema's currency at the rate of each day) is set against the period's whole target.
 * `individual`: each participant against the target. `group`: the participants' combined result against
 * the target, the bonus shared equally; a group row's `achieved_percent` and `bonus_percent` are then the
 * group's. The sales that count are those the participant is the responsible manager of; with
 * `clawback`, a canceled sale counts nowhere, so a cancellation lowers the bonus the next time it is asked.
 *
 * Within the reader's scope (decision 031): the figures add up only the sales the reader may see (their
 * complexes, none without one), so no sale id or amount of another complex reaches them; a reader who sees
 * only their own sales gets only their own row. Whoever sees every sale gets the company's figures.
 */

type Schema = repo.SchemaRecord & { items: repo.ItemRecord[] };
type Counted = { sale_id: number; user_id: number; date: string; minor: bigint };

async function loadSchema(deps: AppDeps, id: number): Promise<Schema> {
  const [schema] = await repo.listSchemas(deps.db, id);
  if (!schema) throw notFound();
  return { ...schema, items: await repo.itemsOf(deps.db, [id]) };
}

/** The participants whose rows a reader gets: all of them, or only themselves when they see only their own sales. */
const rowsFor = (user: SaleViewer, ids: readonly number[]): number[] =>
  seesOnlyOwnSales(user) ? ids.filter((id) => id === user.id) : [...ids];

/**
 * The amounts that make up the participants' results within [from, to] among the sales the reader may
 * see, in the schema's currency.
 */
async function countedAmounts(
  deps: AppDeps,
  user: SaleViewer,
  schema: Schema,
  from: string,
  to: string,
): Promise<Counted[]> {
  const read = schema.basis === 'signed' ? repo.signedContributions : repo.receivedContributions;
  const rows = await read(
    deps.db,
    schema.participant_ids,
    from,
    to,
    schema.clawback,
    visibleSalesScope(user),
  );
  return (await inCurrency(deps, rows, schema.currency)).map((r) => ({
    sale_id: r.sale_id,
    user_id: r.user_id,
    date: r.date,
    minor: toMinor(r.converted),
  }));
}

type PeriodFigures = PeriodSpan & { byUser: Map<number, BonusOutcome & { result: string }> };

function payPeriod(schema: Schema, span: PeriodSpan, counted: Counted[]): PeriodFigures {
  const resultOf = new Map<number, bigint>(schema.participant_ids.map((id) => [id, 0n]));
  for (const c of counted)
    if (c.date >= span.from && c.date <= span.to)
      resultOf.set(c.user_id, (resultOf.get(c.user_id) ?? 0n) + c.minor);
  const pay = (result: bigint) => schemaBonus(schema, result);
  const byUser = new Map<number, BonusOutcome & { result: string }>();
  if (schema.type === 'individual') {
    for (const [id, result] of resultOf) byUser.set(id, { ...pay(result), result: fromMinor(result) });
  } else {
    const group = pay([...resultOf.values()].reduce((a, b) => a + b, 0n));
    const shares = shareEqually(group.bonus, schema.participant_ids.length);
    schema.participant_ids.forEach((id, i) =>
      byUser.set(id, { ...group, bonus: shares[i]!, result: fromMinor(resultOf.get(id) ?? 0n) }),
    );
  }
  return { ...span, byUser };
}

/** The schema's periods met by [from, to], clipped to the schema's own start and end. */
function spansOf(schema: Schema, from: string, to: string): PeriodSpan[] {
  return periodSpans(
    schema.period,
    from > schema.start ? from : schema.start,
    to < schema.end ? to : schema.end,
  );
}

async function payPeriods(deps: AppDeps, user: SaleViewer, schema: Schema, from: string, to: string) {
  const spans = spansOf(schema, from, to);
  if (!spans.length) return { spans: [] as PeriodFigures[], counted: [] as Counted[] };
  const counted = await countedAmounts(deps, user, schema, spans[0]!.from, spans.at(-1)!.to);
  return { spans: spans.map((span) => payPeriod(schema, span, counted)), counted };
}

/** POST /api/bonuses/calculateBonus. */
export async function calculate(
  deps: AppDeps,
  user: SaleViewer,
  input: { bonus_id: number; date_from: string; date_to: string },
): Promise<Calculation> {
  const schema = await loadSchema(deps, input.bonus_id);
  const { spans, counted } = await payPeriods(deps, user, schema, input.date_from, input.date_to);
  const names = await participantNames(deps, schema.participant_ids);
  const target = toMinor(schema.target_amount);
  const rows: CalculationRow[] = rowsFor(user, schema.participant_ids).map((userId) => {
    const periods = spans.map((p) => ({ from: p.from, to: p.to, ...p.byUser.get(userId)! }));
    const sum = (pick: (p: (typeof periods)[number]) => string) =>
      periods.reduce((total, p) => total + toMinor(pick(p)), 0n);
    const result = sum((p) => p.result);
    // Over several periods the row's percent is of the targets added up, and its rate the band that reaches.
    const measured =
      schema.type === 'group'
        ? schema.participant_ids.reduce(
            (total, id) => total + spans.reduce((s, p) => s + toMinor(p.byUser.get(id)!.result), 0n),
            0n,
          )
        : result;
    const overall = spans.length
      ? computeBonus({
          result: fromMinor(measured),
          target: fromMinor(target * BigInt(spans.length)),
          bands: schema.items,
          tierMode: schema.tier_mode,
        })
      : { achieved_percent: '0.00', bonus_percent: '0.00' };
    return {
      user_id: userId,
      user_name: names.get(userId) ?? `#${userId}`,
      result: fromMinor(result),
      achieved_percent: overall.achieved_percent,
      bonus_percent: overall.bonus_percent,
      bonus: fromMinor(sum((p) => p.bonus)),
      currency: schema.currency,
      sales: [...new Set(counted.filter((c) => c.user_id === userId).map((c) => c.sale_id))].sort(
        (a, b) => a - b,
      ),
      periods,
    };
  });
  return {
    bonus_id: schema.id,
    type: schema.type,
    currency: schema.currency,
    date_from: input.date_from,
    date_to: input.date_to,
    rows,
    totals: {
      result: fromMinor(rows.reduce((t, r) => t + toMinor(r.result), 0n)),
      bonus: fromMinor(rows.reduce((t, r) => t + toMinor(r.bonus), 0n)),
    },
  };
}

/**
 * POST /api/bonuses/getBonusByMonth: every schema's bonus earned in the year, each period's bonus in the
 * month the period ends (when it falls due); only what is above zero; within the reader's scope as above.
 */
export async function bonusByMonth(
  deps: AppDeps,
  user: SaleViewer,
  year: number,
): Promise<{ rows: BonusByMonthRow[] }> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const rows: BonusByMonthRow[] = [];
  const schemas = await repo.schemasMeeting(deps.db, from, to);
  const { items, names } = await bandsAndNames(deps, schemas);
  for (const record of schemas) {
    const schema = { ...record, items: items.filter((i) => i.bonus_id === record.id) };
    const { spans } = await payPeriods(deps, user, schema, from, to);
    const shown = new Set(rowsFor(user, schema.participant_ids));
    for (const span of spans)
      for (const [userId, figures] of span.byUser)
        if (shown.has(userId) && toMinor(figures.bonus) > 0n)
          rows.push({
            month: span.to.slice(0, 7),
            user_id: userId,
            user_name: names.get(userId) ?? `#${userId}`,
            bonus_id: schema.id,
            bonus_name: schema.name,
            bonus: figures.bonus,
            currency: schema.currency,
          });
  }
  rows.sort(
    (a, b) =>
      a.month.localeCompare(b.month) || a.user_name.localeCompare(b.user_name) || a.bonus_id - b.bonus_id,
  );
  return { rows };
}
