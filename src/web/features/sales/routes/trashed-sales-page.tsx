import { useTranslation } from 'react-i18next';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { BAR_FILTER_DEFAULTS, barQuery } from '../list/api/bar-filters';
import type { SaleListRow } from '../list/api/get-sales';
import { getAllTrashedSales, useTrashedSales } from '../list/api/get-trashed-sales';
import type { BarField } from '../list/api/sale-list-filters';
import { SalesFilterBar } from '../list/components/sales-filter-bar';
import { useOpenRow } from '../list/components/use-open-row';
import { useSaleColumns, type SaleColumnField } from '../list/components/use-sale-columns';
import { trashedSaleLink } from '../list/sale-links';

const SHOWN: readonly BarField[] = [
  'contract_no',
  'property_num',
  'building_ids',
  'sale_statuses',
  'payment_ccy',
];

const FIELDS: readonly SaleColumnField[] = [
  'id',
  'contract_no',
  'status',
  'building_name',
  'units',
  'customer_name',
  'total_price',
  'paid',
  'deleted_at',
  'deleted_by_name',
  'delete_comment',
];

/** Sales deleted with a comment: when, by whom and why; each opens read-only. */
export function TrashedSalesPage() {
  const { t } = useTranslation('sales');
  const openRow = useOpenRow(trashedSaleLink);
  const columns = useSaleColumns(trashedSaleLink)(FIELDS);
  const list = useListParams('trashed-sales', { filters: BAR_FILTER_DEFAULTS });
  const query = barQuery(list.filters, SHOWN);
  const sales = useTrashedSales({ ...query, page: list.page, perpage: list.perpage });
  return (
    <>
      <PageHeader title={t('trashed.title')} />
      <QueryTable<SaleListRow>
        query={sales}
        tableId="trashed-sales"
        columns={columns}
        rows={sales.data?.data ?? []}
        total={sales.data?.meta.total ?? 0}
        loading={sales.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<SalesFilterBar filters={list.filters} onChange={list.setFilters} fields={SHOWN} />}
        onExport={() => getAllTrashedSales(query)}
        exportFileName={t('trashed.title')}
        gridProps={{
          ...openRow,
        }}
      />
    </>
  );
}
