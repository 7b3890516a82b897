import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { OverdueSaleRow } from '@shared/payments/contracts';
import { PAYMENT_MODES } from '@shared/sales/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { useToast } from '../../../components/feedback/toast-context';
import { PageHeader } from '../../../components/page/page-header';
import { BAR_FILTER_DEFAULTS, barQuery } from '../list/api/bar-filters';
import {
  getAllOverdueSales,
  useMarkCancellationCandidates,
  useOverdueSales,
} from '../list/api/get-overdue-sales';
import type { BarField } from '../list/api/sale-list-filters';
import { useLateLedgersColumn } from '../list/components/late-ledgers-column';
import { SalesFilterBar } from '../list/components/sales-filter-bar';
import { useOpenRow } from '../list/components/use-open-row';
import { useSaleColumns, type SaleColumnField } from '../list/components/use-sale-columns';
import { saleLink } from '../list/sale-links';

const SHOWN: readonly BarField[] = ['contract_no', 'property_num', 'building_ids', 'payment_ccy'];

/** Before and after "what is late", which comes where the eye lands after the buyer. */
const LEADING: readonly SaleColumnField[] = [
  'contract_no',
  'status',
  'building_name',
  'units',
  'customer_name',
];
const TRAILING: readonly SaleColumnField[] = [
  'total_price',
  'paid',
  'debt',
  'overdue_days',
  'next_due_date',
  'responsible_name',
];

/** Only a sale overdue on its own instalments may be marked, and only once (a late renovation alone does not). */
const markable = (row: OverdueSaleRow) => row.status === 'overdue';

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * Sales late on their own instalments, their renovation or a service, longest overdue first, with what is
 * late ledger by ledger (decision 022); the chosen overdue sales can be marked as cancellation candidates.
 */
export function OverdueSalesPage() {
  const { t } = useTranslation('sales');
  const mayAct = useMayAct();
  const openRow = useOpenRow(saleLink);
  const saleColumns = useSaleColumns<OverdueSaleRow>(saleLink);
  const columns = [...saleColumns(LEADING), useLateLedgersColumn(), ...saleColumns(TRAILING)];
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const list = useListParams('overdue-sales', { filters: { ...BAR_FILTER_DEFAULTS, late: '' } });
  const query = {
    ...barQuery(list.filters, SHOWN),
    late: list.filters.late,
    sort: 'overdue_days',
    direction: 'desc',
  };
  const sales = useOverdueSales({ ...query, page: list.page, perpage: list.perpage });
  const mark = useMarkCancellationCandidates();
  const canMark = mayAct('send_cancellation_notification');
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const rows = sales.data?.data ?? [];
  const selected =
    selection.type === 'include'
      ? [...selection.ids].map(Number)
      : rows.filter((row) => markable(row) && !selection.ids.has(row.id)).map((row) => row.id);

  const markSelected = async () => {
    const ok = await confirm({
      title: t('overdue.mark'),
      message: t('overdue.mark_confirm', { count: selected.length }),
      confirmLabel: t('overdue.mark_short'),
      confirmColor: 'primary',
    });
    if (!ok) return;
    try {
      await mark.mutateAsync(selected);
      toast.success(t('overdue.marked', { count: selected.length }));
      setSelection(noSelection);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <PageHeader
        title={t('overdue.title')}
        actions={
          canMark && (
            <Button
              variant="contained"
              color="error"
              startIcon={<FlagOutlined />}
              disabled={selected.length === 0 || mark.isPending}
              onClick={() => void markSelected()}
            >
              {t('overdue.mark')}
              {selected.length > 0 && ` (${selected.length})`}
            </Button>
          )
        }
      />
      {canMark && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('overdue.hint')}
        </Typography>
      )}
      <QueryTable<OverdueSaleRow>
        query={sales}
        tableId="overdue-sales"
        columns={columns}
        rows={rows}
        total={sales.data?.meta.total ?? 0}
        loading={sales.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <SalesFilterBar filters={list.filters} onChange={list.setFilters} fields={SHOWN} />
            <FilterSelect
              label={t('overdue.late')}
              value={list.filters.late}
              onChange={(late) => list.setFilters({ late })}
              options={PAYMENT_MODES.map((kind) => ({ value: kind, label: t(`overdue.late_kinds.${kind}`) }))}
            />
            {selected.length > 0 && (
              <Typography variant="body2" role="status">
                {t('overdue.selected', { count: selected.length })}
              </Typography>
            )}
          </Stack>
        }
        onExport={() => getAllOverdueSales(query)}
        exportFileName={t('overdue.title')}
        gridProps={{
          checkboxSelection: canMark,
          keepNonExistentRowsSelected: true,
          isRowSelectable: ({ row }) => markable(row),
          rowSelectionModel: selection,
          getRowHeight: () => 'auto',
          onRowSelectionModelChange: setSelection,
          ...openRow,
          // A row grows with its late ledgers; the other cells stay centred on it, as the checkbox is.
          sx: { ...openRow.sx, '& .MuiDataGrid-cell': { py: 0.5, display: 'flex', alignItems: 'center' } },
        }}
      />
    </>
  );
}
