import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { BonusSchema } from '@shared/bonuses/contracts';
import { formatAmount } from '@shared/money/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/data-table/use-list-params';
import { formatDate } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { clientPaging } from '../../../components/lists/client-page';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useDeleteBonus } from '../api/delete-bonus';
import { useBonusSchemas } from '../api/get-bonuses';
import { useBandSummary } from './band-summary';
import { BonusFormDialog } from './bonus-form-dialog';

/** The bonus schemas with their bands; added, changed and deleted with edit_bonus_schemas. */
export function SchemasTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('bonuses');
  const schemas = useBonusSchemas();
  const list = useListParams('bonus-schemas');
  const actionsColumn = useActionsColumn();
  const summary = useBandSummary();
  const [editing, setEditing] = useState<BonusSchema | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteBonus().mutateAsync);
  const columns: GridColDef<BonusSchema>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 180 },
    {
      field: 'type',
      headerName: t('fields.type'),
      width: 170,
      valueGetter: (_v, row) => t(`types.${row.type}`),
    },
    {
      field: 'period',
      headerName: t('fields.period'),
      width: 120,
      valueGetter: (_v, row) => t(`periods.${row.period}`),
    },
    {
      field: 'start',
      headerName: t('fields.dates'),
      width: 190,
      valueGetter: (_v, row) => `${formatDate(row.start)} — ${formatDate(row.end)}`,
    },
    {
      field: 'target_amount',
      headerName: t('fields.target_amount'),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_v, row) => formatAmount(row.target_amount, row.currency),
    },
    {
      field: 'basis',
      headerName: t('fields.basis'),
      width: 190,
      valueGetter: (_v, row) => t(`bases.${row.basis}`),
    },
    {
      field: 'tier_mode',
      headerName: t('fields.tier_mode'),
      width: 230,
      valueGetter: (_v, row) => t(`tier_modes.${row.tier_mode}`),
    },
    {
      field: 'participants',
      headerName: t('fields.participants'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_v, row) => row.participants.map((p) => p.name).join(', '),
    },
    {
      field: 'items',
      headerName: t('fields.bands'),
      flex: 1,
      minWidth: 260,
      valueGetter: (_v, row) => summary(row.items),
      renderCell: ({ value }) => (
        <Box sx={{ whiteSpace: 'normal', lineHeight: 1.4, py: 1 }}>{String(value)}</Box>
      ),
    },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((row) => (
        <RowActions label={row.name} onEdit={() => setEditing(row)} onDelete={() => void remove(row.id)} />
      )),
    );
  const rows = schemas.data ?? [];
  return (
    <>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <AddButton label={t('add')} onClick={() => setEditing('new')} />
        </Box>
      )}
      <QueryTable<BonusSchema>
        query={schemas}
        tableId="bonus-schemas"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={schemas.isPending}
        gridProps={{ getRowHeight: () => 'auto' }}
        onExport={async () => rows}
        exportFileName={t('tabs.schemas')}
      />
      {editing && (
        <BonusFormDialog schema={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
