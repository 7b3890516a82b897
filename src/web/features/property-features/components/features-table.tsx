import type { GridColDef } from '@mui/x-data-grid';
import type { PropertyFeature } from '@shared/property-features/contracts';
import { useTranslation } from 'react-i18next';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { clientPaging } from '../../../components/lists/client-page';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useDeleteFeature } from '../api/delete-feature';
import { useFeatureGroups } from '../api/get-feature-groups';
import { useFeatures } from '../api/get-features';
import { localizedTitle } from '@shared/i18n/locales';

type Props = { canEdit: boolean; onEdit: (feature: PropertyFeature) => void };

export function FeaturesTable({ canEdit, onEdit }: Props) {
  const actionsColumn = useActionsColumn();
  const { t, i18n } = useTranslation('propertyFeatures');
  const list = useListParams('property-features');
  const features = useFeatures();
  const groups = new Map((useFeatureGroups().data ?? []).map((group) => [group.id, group]));
  const remove = useDeleteAction(useDeleteFeature().mutateAsync);
  const columns: GridColDef<PropertyFeature>[] = [
    { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 180 },
    { field: 'title_en', headerName: t('fields.title_en'), flex: 1, minWidth: 160 },
    { field: 'title_ru', headerName: t('fields.title_ru'), flex: 1, minWidth: 160 },
    {
      field: 'group_id',
      headerName: t('fields.group'),
      flex: 1,
      minWidth: 160,
      valueGetter: (value: number | null) => {
        const group = value === null ? undefined : groups.get(value);
        return group ? localizedTitle(group, i18n.language) : t('no_group');
      },
    },
  ];
  if (canEdit) {
    columns.push(
      actionsColumn((row) => (
        <RowActions label={row.title} onEdit={() => onEdit(row)} onDelete={() => void remove(row.id)} />
      )),
    );
  }
  const rows = features.data ?? [];
  return (
    <QueryTable<PropertyFeature>
      query={features}
      tableId="property-features"
      columns={columns}
      {...clientPaging(rows, list)}
      loading={features.isPending}
      onExport={async () => rows}
      exportFileName={t('tabs.features')}
    />
  );
}
