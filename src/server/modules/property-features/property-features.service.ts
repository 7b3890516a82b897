import type { z } from 'zod';
import type {
  PropertyFeature,
  PropertyFeatureGroup,
  savePropertyFeatureBody,
  savePropertyFeatureGroupBody,
} from '@shared/property-features/contracts';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound, ValidationFailed } from '../../platform/errors';
import * as repo from './property-features.repository';

type FeatureInput = z.output<typeof savePropertyFeatureBody>;
type GroupInput = z.output<typeof savePropertyFeatureGroupBody>;

const featureView = ({ id, group_id, title, title_en, title_ru }: repo.FeatureRecord): PropertyFeature => ({
  id,
  group_id,
  title,
  title_en,
  title_ru,
});

const groupView = ({ id, title, title_en, title_ru }: repo.GroupRecord, features_count: number) => ({
  id,
  title,
  title_en,
  title_ru,
  features_count,
});

export const listFeatures = async (deps: AppDeps, groupId?: number): Promise<PropertyFeature[]> =>
  (await repo.listFeatures(deps.db, groupId)).map(featureView);

async function checkGroup(deps: AppDeps, input: FeatureInput) {
  if (input.group_id !== null && !(await repo.findGroup(deps.db, input.group_id)))
    throw invalid('group_id', 'validation.invalid_value');
}

export async function createFeature(deps: AppDeps, input: FeatureInput, audit: AuditContext) {
  await checkGroup(deps, input);
  return deps.db.transaction(async (tx) => {
    const created = await repo.insertFeature(tx, input);
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'property_feature',
      entityId: created.id,
      after: featureView(created),
    });
    return featureView(created);
  });
}

export async function updateFeature(deps: AppDeps, id: number, input: FeatureInput, audit: AuditContext) {
  await checkGroup(deps, input);
  return deps.db.transaction(async (tx) => {
    const before = await repo.findFeature(tx, id);
    if (!before) throw notFound();
    const after = await repo.updateFeature(tx, id, input);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'property_feature',
      entityId: id,
      before: featureView(before),
      after: featureView(after),
    });
    return featureView(after);
  });
}

export async function deleteFeature(deps: AppDeps, id: number, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findFeature(tx, id);
    if (!before) throw notFound();
    await repo.deleteFeature(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'property_feature',
      entityId: id,
      before: featureView(before),
    });
  });
}

export const listGroups = async (deps: AppDeps): Promise<PropertyFeatureGroup[]> =>
  (await repo.listGroups(deps.db)).map((r) => groupView(r.group, r.features_count));

export async function createGroup(deps: AppDeps, input: GroupInput, audit: AuditContext) {
  return deps.db.transaction(async (tx) => {
    const created = await repo.insertGroup(tx, input);
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'property_feature_group',
      entityId: created.id,
      after: groupView(created, 0),
    });
    return groupView(created, 0);
  });
}

export async function updateGroup(deps: AppDeps, id: number, input: GroupInput, audit: AuditContext) {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findGroup(tx, id);
    if (!before) throw notFound();
    const after = await repo.updateGroup(tx, id, input);
    const features = await repo.countGroupFeatures(tx, id);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'property_feature_group',
      entityId: id,
      before: groupView(before, features),
      after: groupView(after, features),
    });
    return groupView(after, features);
  });
}

export async function deleteGroup(deps: AppDeps, id: number, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findGroup(tx, id);
    if (!before) throw notFound();
    if ((await repo.countGroupFeatures(tx, id)) > 0)
      throw new ValidationFailed(
        { id: ['property_feature_groups.has_features'] },
        'property_feature_groups.has_features',
      );
    await repo.deleteGroup(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'property_feature_group',
      entityId: id,
      before: groupView(before, 0),
    });
  });
}
