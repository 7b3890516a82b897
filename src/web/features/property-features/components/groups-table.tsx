import type { GridColDef } from '@mui/x-data-grid';
import type { PropertyFeatureGroup } from '@shared/property-features/contracts';
import { useTranslation } from 'react-i18next';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { clientPaging } from '../../../components/lists/client-page';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useDeleteFeatureGroup } from '../api/delete-feature-group';
import { useFeatureGroups } from '../api/get-feature-groups';

type Props = { canEdit: boolean; onEdit: (group: PropertyFeatureGroup) => void };

export function GroupsTable({ canEdit, onEdit }: Props) {
  const actionsColumn = useActionsColumn();
  const { t } = useTranslation('propertyFeatures');
  const list = useListParams('property-feature-groups');
  const groups = useFeatureGroups();
  const remove = useDeleteAction(useDeleteFeatureGroup().mutateAsync);
  const columns: GridColDef<PropertyFeatureGroup>[] = [
    { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 180 },
    { field: 'title_en', headerName: t('fields.title_en'), flex: 1, minWidth: 180 },
    { field: 'title_ru', headerName: t('fields.title_ru'), flex: 1, minWidth: 180 },
    { field: 'features_count', headerName: t('fields.features_count'), width: 150 },
  ];
  if (canEdit) {
    columns.push(
      actionsColumn((row) => (
        <RowActions label={row.title} onEdit={() => onEdit(row)} onDelete={() => void remove(row.id)} />
      )),
    );
  }
  const rows = groups.data ?? [];
  return (
    <QueryTable<PropertyFeatureGroup>
      query={groups}
      tableId="property-feature-groups"
      columns={columns}
      {...clientPaging(rows, list)}
      loading={groups.isPending}
      onExport={async () => rows}
      exportFileName={t('tabs.groups')}
    />
  );
}
