import type { GridColDef } from '@mui/x-data-grid';
import { toLocale } from '@shared/i18n/locales';
import { CUSTOM_FIELD_GROUPS, type CustomFieldRow } from '@shared/templates/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct, useMaySee } from '../../../lib/auth/permissions';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { clientPaging } from '../../../components/lists/client-page';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { paths } from '../../../lib/routing/paths';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteCustomField } from '../api/delete-custom-field';
import { useCustomFieldList } from '../api/get-custom-fields';
import { CustomFieldDialog } from '../components/custom-field-dialog';

const noFilters = { group: '' };

/** /templates/custom-fields: the extra fields of sales, buyers, units and complexes, each a placeholder. */
export function CustomFieldsPage() {
  const { t, i18n } = useTranslation('templates');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(i18n.language);
  const canEdit = useMayAct()('edit_custom_fields');
  const maySee = useMaySee();
  const actionsColumn = useActionsColumn();
  const list = useListParams('custom-fields', { filters: noFilters });
  const fields = useCustomFieldList(list.filters.group);
  const [editing, setEditing] = useState<CustomFieldRow | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteCustomField().mutateAsync);

  const columns: GridColDef<CustomFieldRow>[] = [
    {
      field: 'key',
      headerName: t('custom.fields.key'),
      width: 200,
      valueGetter: (value: string) => `{${value}}`,
      renderCell: ({ value }) => <code>{String(value)}</code>,
    },
    {
      field: 'label',
      headerName: t('custom.fields.label'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => row[`label_${locale}`] || row.label_ka,
    },
    {
      field: 'group',
      headerName: t('custom.fields.group'),
      width: 140,
      valueGetter: (value: CustomFieldRow['group']) => t(`custom.groups.${value}`),
    },
    {
      field: 'type',
      headerName: t('custom.fields.type'),
      width: 130,
      valueGetter: (value: CustomFieldRow['type']) => t(`custom.types.${value}`),
    },
    {
      field: 'options',
      headerName: t('custom.fields.options'),
      flex: 1,
      minWidth: 160,
      valueGetter: (value: string[]) => value.join(', '),
    },
    {
      field: 'required',
      headerName: t('custom.fields.required'),
      width: 120,
      valueGetter: (value: boolean) => (value ? tc('labels.yes') : tc('labels.no')),
    },
    { field: 'values_count', headerName: t('custom.fields.values_count'), width: 130, type: 'number' },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((row) => (
        <RowActions label={row.key} onEdit={() => setEditing(row)} onDelete={() => void remove(row.id)} />
      )),
    );

  const rows = fields.data ?? [];
  return (
    <>
      <PageHeader
        title={t('custom.title')}
        breadcrumbs={
          maySee('view_doc_templates')
            ? [{ label: t('title'), to: paths.templates.list.path }, { label: t('custom.title') }]
            : undefined
        }
        actions={canEdit && <AddButton label={t('custom.add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<CustomFieldRow>
        query={fields}
        tableId="custom-fields"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={fields.isFetching}
        toolbar={
          <FilterSelect
            label={t('custom.fields.group')}
            value={list.filters.group}
            onChange={(group) => list.setFilters({ group })}
            options={CUSTOM_FIELD_GROUPS.map((value) => ({ value, label: t(`custom.groups.${value}`) }))}
          />
        }
      />
      {editing && (
        <CustomFieldDialog field={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
