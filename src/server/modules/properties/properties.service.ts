import type { z } from 'zod';
import { localizedTitle, type Locale } from '@shared/i18n/locales';
import type { MessageKey } from '@shared/i18n/messages';
import type {
  createPropertyBody,
  PropertyDetail,
  PropertyRow,
  updatePropertyBody,
} from '@shared/properties/contracts';
import { totalPrice } from '@shared/properties/pricing';
import type { PageQuery } from '@shared/pagination';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { linkOf, type Link } from '../../platform/linked-records';
import type { Db } from '../../db/client';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
import { guardNumber } from './number-taken';
import * as repo from './properties.repository';
import * as list from './property-list.repository';
import { removeCustomFieldValues } from '../custom-fields/custom-fields.service';

type CreateInput = z.output<typeof createPropertyBody>;
type UpdateInput = z.output<typeof updatePropertyBody>;
type Fields = Omit<UpdateInput, 'feature_ids'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function row(r: repo.PropertyRecord, featureIds: number[]): PropertyRow {
  return {
    id: r.id,
    building_id: r.building_id,
    building_name: r.building_name,
    block: r.block,
    floor: r.floor,
    number: r.number,
    cad_code: r.cad_code,
    type: r.type,
    state: r.state,
    status: r.status,
    view: r.view,
    rooms: r.rooms,
    total_area: r.total_area,
    living_area: r.living_area,
    balcony_area: r.balcony_area,
    terrace_area: r.terrace_area,
    price_per_m2: r.price_per_m2,
    total_price: r.total_price,
    currency: r.currency,
    feature_ids: featureIds,
    parent_id: r.parent_id,
    retired_at: iso(r.retired_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

async function present(db: Db, records: repo.PropertyRecord[]): Promise<PropertyRow[]> {
  const features = await repo.featureIdsByProperty(
    db,
    records.map((r) => r.id),
  );
  return records.map((r) => row(r, features.get(r.id) ?? []));
}

/** The list query as the route parsed it: `include_retired` arrives as the text 'true' or 'false'. */
type PropertyListQuery = PageQuery &
  list.PropertySort &
  Omit<list.PropertyFilters, 'include_retired'> & { include_retired?: 'true' | 'false' };

export function listProperties(
  db: Db,
  user: repo.Scope,
  query: PropertyListQuery,
  url: string,
  locale: Locale,
) {
  const { page, perpage, sort, direction, include_retired, ...filters } = query;
  const where = { ...filters, include_retired: include_retired === 'true' };
  return paginateAt(
    url,
    { page, perpage },
    () => list.countProperties(db, user, where),
    async (window) =>
      present(db, await list.listProperties(db, user, where, { sort, direction }, window, locale)),
  );
}

/**
 * The units a request body names (an advance's, a ticket's), for requireLinks (platform/linked-records.ts):
 * only units of the user's complexes pass.
 */
export const propertyLink = (
  db: Db,
  user: repo.Scope,
  ids: number | readonly number[],
  message: MessageKey = 'records.property_not_visible',
): Link => linkOf(ids, (wanted) => repo.visiblePropertyIds(db, user, wanted), message);

export async function getProperty(
  deps: AppDeps,
  user: repo.Scope,
  id: number,
  locale: Locale,
): Promise<PropertyDetail> {
  const record = await repo.findProperty(deps.db, user, id, locale);
  if (!record) throw notFound();
  const [features, relatives, history] = await Promise.all([
    repo.featuresOf(deps.db, id),
    repo.relatives(deps.db, record),
    repo.priceHistoryOf(deps.db, id),
  ]);
  const relative = ({ id, number, status, total_area }: (typeof relatives)[number]) => ({
    id,
    number,
    status: status,
    total_area,
  });
  const parent = relatives.find((r) => r.id === record.parent_id);
  return {
    ...row(
      record,
      features.map((f) => f.id),
    ),
    features: features.map((f) => ({ id: f.id, group_id: f.group_id, title: localizedTitle(f, locale) })),
    plan_url: deps.storage.signedUrl(record.plan_file_id),
    parent: parent ? relative(parent) : null,
    children: relatives.filter((r) => r.parent_id === record.id).map(relative),
    price_history: history.map((h) => ({
      price_per_m2: h.price_per_m2,
      total_price: h.total_price,
      currency: h.currency,
      reason: h.reason,
      user_id: h.user_id,
      created_at: h.created_at.toISOString(),
    })),
  };
}

/** The building must be one the user may see, the block one of its blocks, the features known. */
async function checkReferences(db: Db, user: repo.Scope, input: UpdateInput): Promise<void> {
  const errors: Record<string, MessageKey[]> = {};
  const building = await repo.findBuilding(db, user, input.building_id);
  if (!building) errors.building_id = ['validation.invalid_value'];
  else if (input.block !== null && !building.blocks.includes(input.block))
    errors.block = ['validation.block_not_in_building'];
  const known = await repo.existingFeatureIds(db, input.feature_ids);
  if (known.length !== new Set(input.feature_ids).size) errors.feature_ids = ['validation.invalid_value'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/** The stored values; the total is derived from area and price per m² unless given. */
function stored(input: Fields) {
  const { total_price, ...rest } = input;
  return { ...rest, total_price: total_price ?? totalPrice(input.total_area, input.price_per_m2) };
}

/** What the audit log keeps of a unit (the building's name is not the unit's). */
const snapshot = (r: repo.StoredProperty & { building_name?: string }, featureIds: number[]) => {
  const { building_name: _name, ...fields } = r;
  return { ...fields, feature_ids: featureIds };
};

export async function createProperty(
  deps: AppDeps,
  user: repo.Scope,
  input: CreateInput,
  audit: AuditContext,
): Promise<number> {
  await checkReferences(deps.db, user, input);
  const { feature_ids, ...fields } = input;
  return guardNumber('number', () =>
    deps.db.transaction(async (tx) => {
      const [created] = await repo.insertProperties(tx, [stored(fields)]);
      await repo.setFeatures(tx, [created!.id], feature_ids);
      await repo.insertPriceHistory(tx, [historyRow(created!, 'created', audit)]);
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'property',
        entityId: created!.id,
        after: snapshot(created!, feature_ids),
      });
      return created!.id;
    }),
  );
}

export const historyRow = (
  p: Pick<repo.PropertyValues, 'price_per_m2' | 'total_price' | 'currency'> & { id: number },
  reason: string,
  audit: AuditContext,
): repo.PriceHistoryValues => ({
  property_id: p.id,
  price_per_m2: p.price_per_m2,
  total_price: p.total_price,
  currency: p.currency,
  reason,
  user_id: audit.userId,
});

const priceOf = (p: Pick<repo.PropertyValues, 'price_per_m2' | 'total_price' | 'currency'>) =>
  `${p.price_per_m2}|${p.total_price}|${p.currency}`;

export async function updateProperty(
  deps: AppDeps,
  user: repo.Scope,
  id: number,
  input: UpdateInput,
  audit: AuditContext,
): Promise<void> {
  const before = await repo.findProperty(deps.db, user, id);
  if (!before) throw notFound();
  if (before.status === 'retired') throw new HttpError(422, 'properties.retired_read_only');
  await checkReferences(deps.db, user, input);
  const { feature_ids, ...fields } = input;
  const next = stored(fields);
  const priceChanged = priceOf(next) !== priceOf(before);
  if (priceChanged && before.status === 'sold')
    throw new ValidationFailed({ price_per_m2: ['properties.sold_price_locked'] });
  const featuresBefore = (await repo.featureIdsByProperty(deps.db, [id])).get(id) ?? [];
  await guardNumber('number', () =>
    deps.db.transaction(async (tx) => {
      // Conditional on the status read above, so a unit sold meanwhile is not repriced.
      const after = await repo.updatePropertyIf(tx, id, before.status, next);
      if (!after) throw new HttpError(409, 'properties.status_conflict');
      await repo.setFeatures(tx, [id], feature_ids);
      if (priceChanged) await repo.insertPriceHistory(tx, [historyRow(after, 'edited', audit)]);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'property',
        entityId: id,
        before: snapshot(before, featuresBefore),
        after: snapshot(after, feature_ids),
      });
    }),
  );
}

/** Only a free unit that was never repriced or split goes; anything else is kept as history. */
export async function deleteProperty(
  deps: AppDeps,
  user: repo.Scope,
  id: number,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findProperty(tx, user, id);
    if (!before) throw notFound();
    if (before.status !== 'free' || (await repo.hasHistory(tx, before)))
      throw new HttpError(422, 'properties.cannot_delete');
    const features = (await repo.featureIdsByProperty(tx, [id])).get(id) ?? [];
    if (!(await repo.deleteFreeProperty(tx, id))) throw new HttpError(409, 'properties.status_conflict');
    await removeCustomFieldValues(tx, 'property', id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'property',
      entityId: id,
      before: snapshot(before, features),
    });
  });
}
