import type { z } from 'zod';
import type { MessageKey } from '@shared/i18n/messages';
import type { splitBody } from '@shared/properties/contracts';
import { totalPrice } from '@shared/properties/pricing';
import { partsCoverArea, repeatedPartNumbers } from '@shared/properties/split';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { guardNumber } from './number-taken';
import * as repo from './properties.repository';
import { transitionStatus } from './property-status.service';
import { historyRow } from './properties.service';

type SplitInput = z.output<typeof splitBody>;

/**
 * One free unit becomes several: in one transaction the original is retired (kept, with retired_at) and
 * the parts are created pointing back to it, with its block, floor, type, state, view, currency and
 * features. The parts' areas must add up to the original's exactly.
 */
export async function splitProperty(
  deps: AppDeps,
  user: repo.Scope,
  id: number,
  input: SplitInput,
  audit: AuditContext,
): Promise<number[]> {
  const original = await repo.findProperty(deps.db, user, id);
  if (!original) throw notFound();
  if (original.status !== 'free') throw new HttpError(422, 'properties.split_only_free');
  const errors: Record<string, MessageKey[]> = {};
  for (const i of repeatedPartNumbers(input.parts.map((p) => p.number)))
    errors[`parts.${i}.number`] = ['properties.number_taken'];
  if (
    !partsCoverArea(
      original.total_area,
      input.parts.map((p) => p.total_area),
    )
  )
    errors.parts = ['properties.split_area_mismatch'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  const features = (await repo.featureIdsByProperty(deps.db, [id])).get(id) ?? [];

  return guardNumber('parts', () =>
    deps.db.transaction(async (tx) => {
      await transitionStatus(tx, user, id, 'free', 'retired', audit);
      const taken = new Set(
        await repo.takenNumbers(
          tx,
          original.building_id,
          original.block,
          input.parts.map((p) => p.number),
        ),
      );
      const takenErrors = Object.fromEntries(
        input.parts.flatMap((p, i) =>
          taken.has(p.number) ? [[`parts.${i}.number`, ['properties.number_taken' as const]]] : [],
        ),
      );
      if (Object.keys(takenErrors).length) throw new ValidationFailed(takenErrors);
      const parts = await repo.insertProperties(
        tx,
        input.parts.map((p) => {
          const price = p.price_per_m2 ?? original.price_per_m2;
          return {
            building_id: original.building_id,
            block: original.block,
            floor: original.floor,
            number: p.number,
            cad_code: p.cad_code,
            type: original.type,
            state: original.state,
            view: original.view,
            rooms: p.rooms,
            total_area: p.total_area,
            living_area: p.living_area ?? null,
            balcony_area: p.balcony_area ?? null,
            terrace_area: p.terrace_area ?? null,
            price_per_m2: price,
            total_price: totalPrice(p.total_area, price),
            currency: original.currency,
            parent_id: original.id,
          };
        }),
      );
      const ids = parts.map((p) => p.id);
      await repo.setFeatures(tx, ids, features);
      await repo.insertPriceHistory(
        tx,
        parts.map((p) => historyRow(p, 'split', audit)),
      );
      for (const part of parts)
        await writeAudit(tx, audit, {
          action: 'create',
          entityType: 'property',
          entityId: part.id,
          after: { ...part, feature_ids: features },
        });
      return ids;
    }),
  );
}
