import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The last column of a list: per-row buttons, never sorted or exported. */
export function useActionsColumn() {
  const { t } = useTranslation('common');
  return <Row extends GridValidRowModel>(render: (row: Row) => ReactNode, width = 110): GridColDef<Row> => ({
    field: 'actions',
    headerName: t('labels.actions'),
    width,
    sortable: false,
    disableExport: true,
    renderCell: ({ row }) => render(row),
  });
}
