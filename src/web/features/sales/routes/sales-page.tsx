import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel } from '@mui/x-data-grid';
import { SALE_SORTS } from '@shared/sales/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { getAllSales, useSales, useSaleTotals } from '../list/api/get-sales';
import {
  anyFilterSet,
  drawerFilterCount,
  pickFilters,
  SALE_FILTER_DEFAULTS,
  SALE_LIST_DEFAULTS,
  toSaleQuery,
} from '../list/api/sale-list-filters';
import type { SaleListRow } from '../list/api/get-sales';
import { SalesFilterBar } from '../list/components/sales-filter-bar';
import { SalesTotalsBar } from '../list/components/sales-totals-bar';
import { useOpenRow } from '../list/components/use-open-row';
import { useSaleColumns, type SaleColumnField } from '../list/components/use-sale-columns';
import { saleLink } from '../list/sale-links';

/** What a sales manager reads first, in that order; then the columns the chooser offers. */
const FIELDS: readonly SaleColumnField[] = [
  'contract_no',
  'customer_name',
  'units',
  'total_price',
  'paid',
  'debt',
  'overdue_days',
  'status',
  'next_due_date',
  'id',
  'building_name',
  'contract_start_date',
  'payment_ccy',
  'paid_percent',
  'contract_type',
  'contract_lang',
  'responsible_name',
  'agent_name',
  'is_signed',
  'created_at',
];
const HIDDEN_BY_DEFAULT: readonly SaleColumnField[] = FIELDS.slice(FIELDS.indexOf('next_due_date'));
/** A phone shows a sale in three columns: which contract, whose, what is owed. */
const PHONE_FIELDS: readonly SaleColumnField[] = ['contract_no', 'customer_name', 'debt'];
/** On a phone the contract number and the debt keep their full width; the buyer's name takes what is left. */
const PHONE_WIDTHS: Partial<Record<string, number>> = { contract_no: 136, debt: 100 };

// The form and the full filter panel (customer, country, agent pickers) load when opened, not with the list.
const CreateSaleDialog = lazy(() =>
  import('../sale-form/create-sale-dialog').then((m) => ({ default: m.CreateSaleDialog })),
);
const SalesFiltersDrawer = lazy(() =>
  import('../list/components/sales-filters-drawer').then((m) => ({ default: m.SalesFiltersDrawer })),
);

const isSort = (field: string): field is (typeof SALE_SORTS)[number] =>
  (SALE_SORTS as readonly string[]).includes(field);

export function SalesPage() {
  // The customer picker of the filters panel speaks 'customers': loaded with the page, not when the panel opens.
  const { t } = useTranslation(['sales', 'customers']);
  const mayAct = useMayAct();
  const openRow = useOpenRow(saleLink);
  const list = useListParams('sales', { filters: SALE_LIST_DEFAULTS });
  const filters = pickFilters(list.filters);
  const { sort, direction } = list.filters;
  const query = toSaleQuery(filters);
  const sales = useSales({ ...query, sort, direction, page: list.page, perpage: list.perpage });
  const totals = useSaleTotals(query);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columns = useSaleColumns(saleLink)(phone ? PHONE_FIELDS : FIELDS).map((column) => ({
    ...column,
    sortable: isSort(column.field),
    // A phone's three columns share its width instead of scrolling sideways.
    ...(phone && {
      width: PHONE_WIDTHS[column.field],
      minWidth: 0,
      flex: PHONE_WIDTHS[column.field] ? 0 : 1,
    }),
  }));
  const sortModel: GridSortModel =
    sort && isSort(sort) ? [{ field: sort, sort: direction === 'asc' ? 'asc' : 'desc' }] : [];
  const clearFilters = () => list.setFilters({ ...SALE_FILTER_DEFAULTS });

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={mayAct('create_sales') && <AddButton label={t('add')} onClick={() => setCreating(true)} />}
      />
      <SalesTotalsBar query={totals} />
      <QueryTable<SaleListRow>
        query={sales}
        tableId="sales"
        hiddenByDefault={HIDDEN_BY_DEFAULT}
        columns={columns}
        rows={sales.data?.data ?? []}
        total={sales.data?.meta.total ?? 0}
        loading={sales.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={
          <SalesFilterBar
            filters={filters}
            onChange={list.setFilters}
            onOpenAll={() => setDrawerOpen(true)}
            activeCount={drawerFilterCount(filters)}
            onClear={clearFilters}
            anySet={anyFilterSet(filters)}
          />
        }
        onExport={() => getAllSales({ ...query, sort, direction })}
        exportFileName={t('title')}
        gridProps={{
          disableColumnSorting: false,
          sortingMode: 'server',
          sortingOrder: ['desc', 'asc', null],
          sortModel,
          onSortModelChange: (model) => {
            const first = model[0];
            list.setFilters({ sort: first?.field ?? '', direction: first?.sort ?? '' });
          },
          ...openRow,
        }}
      />
      <Suspense fallback={null}>
        {drawerOpen && (
          <SalesFiltersDrawer
            filters={filters}
            onChange={list.setFilters}
            onClear={clearFilters}
            onClose={() => setDrawerOpen(false)}
          />
        )}
        {creating && <CreateSaleDialog open onClose={() => setCreating(false)} />}
      </Suspense>
    </>
  );
}
