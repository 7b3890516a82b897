import Box from '@mui/material/Box';
import type { Building } from '@shared/buildings/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMayAct, useMaySee } from '../../../lib/auth/permissions';
import { useCustomFields } from '../../custom-fields';
import { LoadError } from '../../../components/feedback/load-error';
import { AddButton } from '../../../components/lists/add-button';
import { SearchField } from '../../../components/lists/search-field';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PageLoader } from '../../../components/feedback/page-loader';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteBuilding } from '../api/delete-building';
import { useBuildings } from '../api/get-buildings';
import { BuildingCard } from '../components/building-card';
import { BuildingFieldsDialog } from '../components/building-fields-dialog';
import { BuildingFormDialog } from '../components/building-form-dialog';
import { localizedName } from '@shared/i18n/locales';

/** The complexes as cards; the search stays in the URL (?search=). */
export function BuildingsPage() {
  const { t, i18n } = useTranslation('buildings');
  const mayAct = useMayAct();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const buildings = useBuildings(search);
  const [editing, setEditing] = useState<Building | 'new' | null>(null);
  const [fieldsOf, setFieldsOf] = useState<Building | null>(null);
  const hasComplexFields = (useCustomFields('complex').data?.length ?? 0) > 0;
  const remove = useDeleteAction(useDeleteBuilding().mutateAsync);
  const canEdit = mayAct('edit_buildings');
  const canDelete = mayAct('delete_buildings');
  const canOpenBoard = useMaySee()('view_properties');

  let content;
  if (buildings.isError)
    content = <LoadError error={buildings.error} onRetry={() => void buildings.refetch()} />;
  else if (!buildings.data) content = <PageLoader />;
  else if (buildings.data.length === 0) content = <EmptyState />;
  else
    content = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
        {buildings.data.map((building) => (
          <BuildingCard
            key={building.id}
            building={building}
            canOpenBoard={canOpenBoard}
            onOpenFields={hasComplexFields ? () => setFieldsOf(building) : undefined}
            onEdit={canEdit ? () => setEditing(building) : undefined}
            onDelete={canDelete ? () => void remove(building.id) : undefined}
          />
        ))}
      </Box>
    );

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          mayAct('create_buildings') && <AddButton label={t('add')} onClick={() => setEditing('new')} />
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={search}
          onChange={(value) => setSearchParams(value ? { search: value } : {}, { replace: true })}
        />
      </Box>
      {content}
      {fieldsOf && (
        <BuildingFieldsDialog
          buildingId={fieldsOf.id}
          name={localizedName(fieldsOf, i18n.language)}
          canEdit={canEdit}
          onClose={() => setFieldsOf(null)}
        />
      )}
      {editing && (
        <BuildingFormDialog building={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
