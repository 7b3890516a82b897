import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { PropertyFeature, PropertyFeatureGroup } from '@shared/property-features/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { AddButton } from '../../../components/lists/add-button';
import { PageHeader } from '../../../components/page/page-header';
import { FeatureFormDialog } from '../components/feature-form-dialog';
import { FeatureGroupFormDialog } from '../components/feature-group-form-dialog';
import { FeaturesTable } from '../components/features-table';
import { GroupsTable } from '../components/groups-table';

type Editing =
  | { kind: 'feature'; feature: PropertyFeature | null }
  | { kind: 'group'; group: PropertyFeatureGroup | null };

/** Features (balcony, parking place...) and the groups they are listed under, on two tabs. */
export function PropertyFeaturesPage() {
  const { t } = useTranslation('propertyFeatures');
  const canEdit = useMayAct()('edit_property_features');
  const [tab, setTab] = useState<'features' | 'groups'>('features');
  const [editing, setEditing] = useState<Editing | null>(null);
  const add = () =>
    setEditing(tab === 'features' ? { kind: 'feature', feature: null } : { kind: 'group', group: null });
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canEdit && (
            <AddButton label={tab === 'features' ? t('features.add') : t('groups.add')} onClick={add} />
          )
        }
      />
      <Tabs value={tab} onChange={(_event, value: 'features' | 'groups') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="features" label={t('tabs.features')} />
        <Tab value="groups" label={t('tabs.groups')} />
      </Tabs>
      {tab === 'features' ? (
        <FeaturesTable canEdit={canEdit} onEdit={(feature) => setEditing({ kind: 'feature', feature })} />
      ) : (
        <GroupsTable canEdit={canEdit} onEdit={(group) => setEditing({ kind: 'group', group })} />
      )}
      {editing?.kind === 'feature' && (
        <FeatureFormDialog feature={editing.feature} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'group' && (
        <FeatureGroupFormDialog group={editing.group} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
