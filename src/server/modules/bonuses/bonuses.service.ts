import { agentFeeTotals } from '@shared/bonuses/agent-fees';
import { bandProblem, type Band } from '@shared/bonuses/bands';
import type { AgentBonusRow, BonusBody, BonusSchema } from '@shared/bonuses/contracts';
import type { Locale } from '@shared/i18n/locales';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { visibleSalesScope, type SaleViewer } from '../sales/sale-access.service';
import { activeUserNames } from '../users/users.service';
import * as repo from './bonuses.repository';

/**
 * Bonus schemas and their bands (spec §3, issue 19): made, changed and deleted here, each write audited in
 * its transaction. The bands are checked as a whole, so no write leaves a schema with a gap or an overlap.
 */

function present(
  schema: repo.SchemaRecord,
  items: repo.ItemRecord[],
  names: Map<number, string>,
): BonusSchema {
  return {
    id: schema.id,
    name: schema.name,
    type: schema.type,
    participant_ids: schema.participant_ids,
    participants: schema.participant_ids.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
    period: schema.period,
    start: schema.start,
    end: schema.end,
    target_amount: schema.target_amount,
    currency: schema.currency,
    basis: schema.basis,
    tier_mode: schema.tier_mode,
    clawback: schema.clawback,
    items: items.map((i) => ({
      id: i.id,
      percent_from: i.percent_from,
      percent_to: i.percent_to,
      bonus_percent: i.bonus_percent,
    })),
    updated_at: schema.updated_at.toISOString(),
  };
}

/** Who a schema or a target can name: every active user (not only those with sales permissions). */
export function participantOptions(deps: AppDeps) {
  return activeUserNames(deps);
}

export async function participantNames(deps: AppDeps, ids: number[]): Promise<Map<number, string>> {
  return new Map((await repo.usersNamed(deps.db, [...new Set(ids)])).map((u) => [u.id, u.name]));
}

/** The schemas' bands and their participants' names, each read at once. */
export async function bandsAndNames(deps: AppDeps, schemas: repo.SchemaRecord[]) {
  const items = await repo.itemsOf(
    deps.db,
    schemas.map((s) => s.id),
  );
  const names = await participantNames(
    deps,
    schemas.flatMap((s) => s.participant_ids),
  );
  return { items, names };
}

async function presentAll(deps: AppDeps, schemas: repo.SchemaRecord[]): Promise<BonusSchema[]> {
  const { items, names } = await bandsAndNames(deps, schemas);
  return schemas.map((s) =>
    present(
      s,
      items.filter((i) => i.bonus_id === s.id),
      names,
    ),
  );
}

export async function listSchemas(deps: AppDeps): Promise<{ data: BonusSchema[] }> {
  return { data: await presentAll(deps, await repo.listSchemas(deps.db)) };
}

export async function getSchema(deps: AppDeps, id: number): Promise<BonusSchema> {
  const [schema] = await presentAll(deps, await repo.listSchemas(deps.db, id));
  if (!schema) throw notFound();
  return schema;
}

/** A 422 on `items` naming the first band that breaks the rules (its number in the message). */
export function checkBands(items: readonly Band[]): void {
  const problem = bandProblem(items);
  if (problem)
    throw new HttpError(422, 'bonuses.bands_invalid', {
      errors: { items: [problem.key] },
      ...problem.params,
    });
}

async function checkParticipants(deps: AppDeps, ids: number[]): Promise<void> {
  const known = await participantNames(deps, ids);
  const unknown = ids.some((id) => !known.has(id));
  if (unknown) throw new ValidationFailed({ participant_ids: ['bonuses.participant_unknown'] });
}

const values = (body: BonusBody, userId: number | null): repo.SchemaValues => ({
  name: body.name,
  type: body.type,
  participant_ids: body.participant_ids,
  period: body.period,
  start: body.start,
  end: body.end,
  target_amount: body.target_amount,
  currency: body.currency,
  basis: body.basis,
  tier_mode: body.tier_mode,
  clawback: body.clawback,
  created_by: userId,
});

const snapshot = ({ id: _i, created_at: _c, updated_at: _u, created_by: _b, ...rest }: repo.SchemaRecord) =>
  rest;
const itemsSnapshot = (items: readonly Band[]) =>
  items.map((i) => `${i.percent_from}–${i.percent_to ?? '∞'}: ${i.bonus_percent}`);

/** POST /api/bonuses: without an id a schema is made; with one it is changed. Its bands are replaced either way. */
export async function saveSchema(deps: AppDeps, body: BonusBody, audit: AuditContext): Promise<BonusSchema> {
  checkBands(body.items);
  await checkParticipants(deps, body.participant_ids);
  const id = await deps.db.transaction(async (tx) => {
    const before = body.id === undefined ? undefined : await repo.findSchema(tx, body.id);
    if (body.id !== undefined && !before) throw notFound();
    const beforeItems = before ? await repo.itemsOf(tx, [before.id]) : [];
    const saved = before
      ? await repo.updateSchema(tx, before.id, values(body, before.created_by))
      : await repo.insertSchema(tx, values(body, audit.userId));
    await repo.replaceItems(tx, saved.id, body.items);
    await writeAudit(tx, audit, {
      action: before ? 'update' : 'create',
      entityType: 'bonus_schema',
      entityId: saved.id,
      ...(before && { before: { ...snapshot(before), items: itemsSnapshot(beforeItems) } }),
      after: { ...snapshot(saved), items: itemsSnapshot(body.items) },
    });
    return saved.id;
  });
  return getSchema(deps, id);
}

export async function deleteSchema(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findSchema(tx, id);
    if (!before) throw notFound();
    await repo.deleteSchema(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'bonus_schema',
      entityId: id,
      before: snapshot(before),
    });
  });
}

/**
 * Bands change as a whole, so a change that would leave a gap or an overlap changes nothing. The schema's
 * row is locked first, so two changes at once are checked one after the other.
 */
async function changeItems(
  deps: AppDeps,
  bonusId: number,
  audit: AuditContext,
  next: (current: repo.ItemRecord[]) => Band[],
  write: (tx: Db, items: Band[]) => Promise<void> = (tx, items) => repo.replaceItems(tx, bonusId, items),
): Promise<BonusSchema> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findSchema(tx, bonusId))) throw notFound();
    const current = await repo.itemsOf(tx, [bonusId]);
    const items = next(current);
    checkBands(items);
    await write(tx, items);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'bonus_schema',
      entityId: bonusId,
      before: { items: itemsSnapshot(current) },
      after: { items: itemsSnapshot(items) },
    });
  });
  return getSchema(deps, bonusId);
}

/** POST /api/bonuses/{bonus_id}/items: the schema's bands, replaced by these. */
export const replaceItems = (deps: AppDeps, bonusId: number, items: Band[], audit: AuditContext) =>
  changeItems(deps, bonusId, audit, () => items);

/**
 * POST /api/bonuses/{bonus_id}/items with one band (the "bonus item" dialog): added to the stored bands,
 * which it must continue (from 0, no gap, no overlap, only the last open); the others keep their ids.
 */
export const addItem = (deps: AppDeps, bonusId: number, band: Band, audit: AuditContext) =>
  changeItems(
    deps,
    bonusId,
    audit,
    (current) => [...current, band],
    (tx) => repo.insertItem(tx, bonusId, band),
  );

/** DELETE /api/bonuses/{bonusId}/items/{itemId}: refused (422) when the bands left would have a gap. */
export const deleteItem = (deps: AppDeps, bonusId: number, itemId: number, audit: AuditContext) =>
  changeItems(deps, bonusId, audit, (current) => {
    if (!current.some((i) => i.id === itemId)) throw notFound();
    return current.filter((i) => i.id !== itemId);
  });

/**
 * POST /api/bonuses/getAgentsBonus: agents' fees on the sales of a period that the reader may see (their
 * complexes; their own sales when own-only), per agent and currency; on every row earned = paid + due to
 * the tetri (the rule in @shared/bonuses/agent-fees).
 */
export async function agentsBonus(
  deps: AppDeps,
  user: SaleViewer,
  range: { date_from: string; date_to: string },
  locale: Locale,
): Promise<{ rows: AgentBonusRow[] }> {
  const groups = new Map<string, repo.AgentFeeSaleRow[]>();
  for (const sale of await repo.agentFees(
    deps.db,
    range.date_from,
    range.date_to,
    visibleSalesScope(user),
    locale,
  )) {
    const key = `${sale.agent_id}|${sale.currency}`;
    const group = groups.get(key);
    if (group) group.push(sale);
    else groups.set(key, [sale]);
  }
  const rows = [...groups.values()].map((group) => {
    const { agent_id, agent_name, currency } = group[0]!;
    return { agent_id, agent_name, currency, sales_count: group.length, ...agentFeeTotals(group) };
  });
  return { rows };
}
