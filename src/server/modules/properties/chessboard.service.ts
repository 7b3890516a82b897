import type { ChessboardAnswer, ChessboardUnit } from '@shared/properties/contracts';
import { PROPERTY_STATUSES } from '@shared/properties/enums';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { chessboardTotals, chessboardUnits } from './chessboard.repository';
import { findBuilding, type Scope } from './properties.repository';

/** A building the user may see, drawn whole: no pagination, a complex of 1,500 units is one answer. */
export async function chessboard(
  db: Db,
  user: Scope,
  buildingId: number,
  block: string | undefined,
): Promise<ChessboardAnswer> {
  const building = await findBuilding(db, user, buildingId);
  if (!building) throw notFound();
  const [units, totals] = await Promise.all([
    chessboardUnits(db, user, buildingId, block),
    chessboardTotals(db, user, buildingId, block),
  ]);
  const counts = Object.fromEntries(PROPERTY_STATUSES.map((s) => [s, 0]));
  for (const t of totals) counts[t.status] = (counts[t.status] ?? 0) + t.units;
  return {
    building_id: buildingId,
    blocks: building.blocks,
    units: units as ChessboardUnit[],
    counts,
    free_value: totals
      .filter((t) => t.status === 'free')
      .map((t) => ({ currency: t.currency, total: t.value })),
  };
}
