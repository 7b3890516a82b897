import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { toLocale } from '@shared/i18n/locales';
import {
  DOC_TEMPLATE_TYPE_TITLES,
  DOC_TEMPLATE_TYPES,
  type DocTemplateRow,
} from '@shared/templates/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { clientPaging } from '../../../components/lists/client-page';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useDeleteDocTemplate } from '../api/delete-doc-template';
import { useDocTemplates } from '../api/get-doc-templates';
import { DocTemplateDialog } from './doc-template-dialog';

const noFilters = { type: '' };

/** Letters, notices, receipts, SMS and e-mail texts written in the HTML editor. */
export function DocTemplatesTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation('templates');
  const locale = toLocale(i18n.language);
  const actionsColumn = useActionsColumn();
  const list = useListParams('doc-templates', { filters: noFilters });
  const templates = useDocTemplates(list.filters.type);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteDocTemplate().mutateAsync);

  const columns: GridColDef<DocTemplateRow>[] = [
    { field: 'name', headerName: t('docs.fields.name'), flex: 1, minWidth: 220 },
    {
      field: 'type',
      headerName: t('docs.fields.type'),
      width: 200,
      valueGetter: (value: DocTemplateRow['type']) => DOC_TEMPLATE_TYPE_TITLES[value][locale],
    },
    {
      field: 'language',
      headerName: t('docs.fields.language'),
      width: 140,
      valueGetter: (value: DocTemplateRow['language']) => t(`languages.${value}`),
    },
    {
      field: 'updated_at',
      headerName: t('docs.fields.updated'),
      width: 160,
      valueGetter: (value: string) => formatDateTime(value),
    },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((row) => (
        <RowActions label={row.name} onEdit={() => setEditing(row.id)} onDelete={() => void remove(row.id)} />
      )),
    );

  const rows = templates.data ?? [];
  return (
    <Stack sx={{ gap: 2 }}>
      {canEdit && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <AddButton label={t('docs.add')} onClick={() => setEditing('new')} />
        </Stack>
      )}
      <QueryTable<DocTemplateRow>
        query={templates}
        tableId="doc-templates"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={templates.isFetching}
        toolbar={
          <FilterSelect
            label={t('docs.fields.type')}
            value={list.filters.type}
            onChange={(type) => list.setFilters({ type })}
            options={DOC_TEMPLATE_TYPES.map((value) => ({
              value,
              label: DOC_TEMPLATE_TYPE_TITLES[value][locale],
            }))}
          />
        }
      />
      {editing !== null && (
        <DocTemplateDialog templateId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
