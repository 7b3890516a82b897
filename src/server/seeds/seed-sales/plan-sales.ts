import type { SalesContext, Unit } from './context';
import { dayFrom } from './dates';
import { salePlanner, type Plan } from './plan-sale';
import type { Random } from './random';
import type { Behaviour } from './simulate-payments';

const LIVE_SALES = 170;
const CANCELED_SALES = 60;
const DELETED_SALES = 20;
/** Share of each complex's free apartments and shops the live sales may take, so enough stay free. */
const FREE_SHARE = 0.65;

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

/**
 * Which sales there are: live ones on the complexes' sold and (some of the) free units, each with a way of
 * paying; then canceled and deleted ones on units that are free again or that a later sale took over.
 */
export function planSales(ctx: SalesContext, rnd: Random, today: string): Plan[] {
  const { buildingIds, unitRows } = ctx;
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
  const { plans, plan, startFor } = salePlanner(ctx, rnd, today);

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
  return plans;
}
