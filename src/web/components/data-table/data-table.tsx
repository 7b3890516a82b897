import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type DataGridProps,
  type GridApi,
  type GridColDef,
  type GridRowIdGetter,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { PAGE_SIZES } from '@shared/pagination';
import { useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExcel } from '../../lib/excel-export';
import { EmptyState } from '../feedback/empty-state';
import { useToast } from '../feedback/toast-context';
import { ColumnChooser } from './column-chooser';
import type { PerPage } from './list-params';
import { lastPageOf, TablePaginator } from './table-paginator';
import { useColumnVisibility } from './use-column-visibility';

/** Grid props the table sets itself; anything else (onRowClick, checkboxSelection, sx...) passes through. */
type ControlledGridProps =
  | 'columns'
  | 'rows'
  | 'rowCount'
  | 'loading'
  | 'getRowId'
  | 'paginationMode'
  | 'paginationModel'
  | 'pageSizeOptions'
  | 'columnVisibilityModel'
  | 'onColumnVisibilityModelChange'
  | 'apiRef';

export type DataTableProps<Row extends GridValidRowModel> = {
  /** Names the remembered column choice (and should match the useListParams table id). */
  tableId: string;
  columns: GridColDef<Row>[];
  /** One page of rows, as the server answered it. */
  rows: Row[];
  total: number;
  loading?: boolean;
  page: number;
  perpage: PerPage;
  onPageChange: (page: number) => void;
  onPerPageChange: (perpage: PerPage) => void;
  getRowId?: GridRowIdGetter<Row>;
  /** Fetches every row matching the current filters; shows the Excel button when given. */
  onExport?: () => Promise<Row[]>;
  exportFileName?: string;
  /** Columns hidden until the user shows them with the column chooser (their own choice is remembered). */
  hiddenByDefault?: readonly string[];
  /** Filters and buttons shown above the table, left of the column chooser. */
  toolbar?: ReactNode;
  gridProps?: Omit<Partial<DataGridProps<Row>>, ControlledGridProps>;
};

const PAGE_SIZE_OPTIONS = [...PAGE_SIZES, -1];

function NoRowsOverlay() {
  return <EmptyState />;
}

function cellValue<Row extends GridValidRowModel>(
  column: GridColDef<Row>,
  row: Row,
  apiRef: RefObject<GridApi>,
): unknown {
  const raw: unknown = row[column.field];
  return column.valueGetter ? column.valueGetter(raw as never, row, column, apiRef) : raw;
}

/**
 * The row actions lead: a wide list scrolls sideways and virtualizes its columns, so actions at the end
 * would be out of sight (and not rendered) at desktop widths.
 */
const actionsFirst = <Row extends GridValidRowModel>(columns: GridColDef<Row>[]) => [
  ...columns.filter((c) => c.field === 'actions'),
  ...columns.filter((c) => c.field !== 'actions'),
];

export function DataTable<Row extends GridValidRowModel>({
  tableId,
  columns,
  rows,
  total,
  loading = false,
  page,
  perpage,
  onPageChange,
  onPerPageChange,
  getRowId,
  onExport,
  exportFileName,
  hiddenByDefault,
  toolbar,
  gridProps,
}: DataTableProps<Row>) {
  const { t } = useTranslation('kit');
  const toast = useToast();
  const apiRef = useGridApiRef();
  const [visibility, setVisibility] = useColumnVisibility(tableId, hiddenByDefault);
  const ordered = useMemo(() => actionsFirst(columns), [columns]);
  const [exporting, setExporting] = useState(false);

  // A page emptied by a delete or a narrower filter would otherwise show "No records" with data behind it.
  const last = lastPageOf(total, perpage);
  useEffect(() => {
    if (!loading && total > 0 && rows.length === 0 && page > last) onPageChange(last);
  }, [loading, total, rows.length, page, last, onPageChange]);

  const exportRows = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      const data = await onExport();
      const exported = columns.filter(
        (column) => visibility[column.field] !== false && column.type !== 'actions' && !column.disableExport,
      );
      await downloadExcel({
        fileName: exportFileName ?? tableId,
        columns: exported.map((column) => ({
          header: column.headerName ?? column.field,
          // The grid is mounted by the time anyone can press Export, so the ref is set.
          value: (row: Row) => cellValue(column, row, apiRef as RefObject<GridApi>),
        })),
        rows: data,
      });
    } catch {
      toast.error(t('table.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, p: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{toolbar}</Box>
        <ColumnChooser columns={columns} model={visibility} onChange={setVisibility} />
        {onExport && (
          <Button
            size="small"
            startIcon={exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlinedIcon />}
            disabled={exporting}
            onClick={() => void exportRows()}
          >
            {t('table.export')}
          </Button>
        )}
      </Stack>
      <Divider />
      <DataGrid<Row>
        autoHeight
        disableColumnMenu
        disableColumnSorting
        disableRowSelectionOnClick
        hideFooter
        slots={{ noRowsOverlay: NoRowsOverlay }}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        sx={{ border: 0, borderRadius: 0 }}
        {...gridProps}
        apiRef={apiRef}
        columns={ordered}
        rows={rows}
        getRowId={getRowId}
        loading={loading}
        rowCount={total}
        paginationMode="server"
        paginationModel={{ page: page - 1, pageSize: perpage === 'all' ? -1 : perpage }}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={setVisibility}
      />
      <Divider />
      <TablePaginator
        page={page}
        perpage={perpage}
        total={total}
        onPageChange={onPageChange}
        onPerPageChange={onPerPageChange}
      />
    </Paper>
  );
}
