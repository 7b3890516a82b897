import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { SERVICE_ORDER_KINDS, type ServicePaymentRow } from '@shared/services/contracts';
import { formatAmount } from '@shared/money/money';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/data-table/use-list-params';
import { formatDate } from '../../../components/format-date-time';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page/page-header';
import {
  getServicePayments,
  useServicePayments,
  type ServicePaymentFilters,
} from '../api/get-service-payments';

const noFilters: ServicePaymentFilters = { mode: '', date_from: '', date_to: '' };

function useColumns(): GridColDef<ServicePaymentRow>[] {
  const { t } = useTranslation('services');
  return [
    {
      field: 'payment_date',
      headerName: t('fields.date'),
      width: 110,
      valueGetter: (v: string) => formatDate(v),
    },
    { field: 'mode', headerName: t('fields.mode'), width: 120, valueGetter: (v: string) => t(`modes.${v}`) },
    { field: 'contract_no', headerName: t('fields.sale'), width: 150 },
    { field: 'buyers', headerName: t('fields.buyers'), flex: 1, minWidth: 180 },
    { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 150 },
    {
      field: 'original_amount',
      headerName: t('fields.paid_as'),
      width: 160,
      valueGetter: (_v: string, row) => formatAmount(row.original_amount, row.paid_currency),
    },
    {
      field: 'amount',
      headerName: t('fields.amount'),
      width: 130,
      valueGetter: (_v: string, row) => formatAmount(row.amount, row.currency),
    },
    {
      field: 'payment_type',
      headerName: t('pay.type'),
      width: 180,
      valueGetter: (v: string) => t(`payment_types.${v}`),
    },
  ];
}

/** /services/payments: every renovation and container payment, with totals per currency and Excel export. */
export function ServicePaymentsPage() {
  const { t } = useTranslation('services');
  const { t: tc } = useTranslation('common');
  const title = tc('nav.service_payments');
  const list = useListParams('service-payments', { filters: noFilters });
  const payments = useServicePayments({ page: list.page, perpage: list.perpage, ...list.filters });
  const columns = useColumns();
  const field = (name: 'date_from' | 'date_to') => (
    <TextField
      size="small"
      type="date"
      label={t(`fields.${name}`)}
      value={list.filters[name]}
      onChange={(e) => list.setFilters({ [name]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    />
  );
  return (
    <>
      <PageHeader title={title} />
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }} aria-label={t('totals')}>
        {(payments.data?.totals ?? []).map((total) => (
          <Chip
            key={total.currency}
            color="primary"
            variant="outlined"
            label={<MoneyText value={total.amount} currency={total.currency} />}
          />
        ))}
      </Stack>
      <QueryTable<ServicePaymentRow>
        query={payments}
        tableId="service-payments"
        columns={columns}
        rows={payments.data?.data ?? []}
        total={payments.data?.meta.total ?? 0}
        loading={payments.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        exportFileName={title}
        onExport={async () => (await getServicePayments({ ...list.filters, page: 1, perpage: 'all' })).data}
        toolbar={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', flex: 1 }}>
            <FilterSelect
              label={t('fields.mode')}
              value={list.filters.mode}
              onChange={(mode) => list.setFilters({ mode })}
              options={SERVICE_ORDER_KINDS.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
            />
            {field('date_from')}
            {field('date_to')}
          </Stack>
        }
      />
    </>
  );
}
