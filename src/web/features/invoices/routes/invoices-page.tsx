import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { InvoiceRow } from '@shared/invoices/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths, pathTo } from '../../../lib/routing/paths';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useToast } from '../../../components/feedback/toast-context';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page/page-header';
import { getInvoices, noInvoiceFilters, useInvoices } from '../api/get-invoices';
import { InvoicesFilters } from '../components/invoices-filters';
import { formatDate } from '../../../components/format-date-time';

/** /invoices: every issued invoice of the sales the user may see, newest first, with print and PDF. */
export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const toast = useToast();
  const actionsColumn = useActionsColumn();
  const list = useListParams('invoices', { filters: noInvoiceFilters });
  const invoices = useInvoices({ page: list.page, perpage: list.perpage, ...list.filters });

  const pdf = (row: InvoiceRow) =>
    downloadInvoicePdf(row).catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : String(error)),
    );

  const columns: GridColDef<InvoiceRow>[] = [
    { field: 'display_number', headerName: t('fields.number'), width: 120 },
    { field: 'issue_date', headerName: t('fields.issue_date'), width: 130, valueGetter: formatDate },
    { field: 'due_date', headerName: t('fields.due_date'), width: 130, valueGetter: formatDate },
    {
      field: 'contract_no',
      headerName: t('fields.contract_no'),
      width: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={pathTo(paths.sales.detail, { id: row.sale_id })}>
          {row.contract_no}
        </Link>
      ),
    },
    { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 180 },
    { field: 'building_name', headerName: t('fields.building'), flex: 1, minWidth: 160 },
    {
      field: 'amount',
      headerName: t('fields.amount'),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <MoneyText value={row.amount} currency={row.currency} />,
    },
    { field: 'currency', headerName: t('fields.currency'), width: 90 },
    {
      field: 'mode',
      headerName: t('fields.mode'),
      width: 160,
      valueGetter: (_value, row) => t(`modes.${row.mode}`),
    },
    { field: 'created_by_name', headerName: t('fields.created_by'), width: 160 },
    actionsColumn(
      (row) => (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
          <Tooltip title={t('actions.print')}>
            <IconButton
              size="small"
              aria-label={`${t('actions.print')}: ${row.display_number}`}
              onClick={() => void navigate(pathTo(paths.invoices.print, { id: row.id }))}
            >
              <PrintOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.pdf')}>
            <IconButton
              size="small"
              aria-label={`${t('actions.pdf')}: ${row.display_number}`}
              onClick={() => void pdf(row)}
            >
              <PictureAsPdfOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
      100,
    ),
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      {list.filters.sale_id && (
        <Chip
          sx={{ mb: 2 }}
          label={`${t('fields.contract_no')}: ${invoices.data?.data[0]?.contract_no ?? `#${list.filters.sale_id}`}`}
          onDelete={() => list.setFilters({ sale_id: '' })}
        />
      )}
      <QueryTable<InvoiceRow>
        query={invoices}
        tableId="invoices"
        columns={columns}
        rows={invoices.data?.data ?? []}
        total={invoices.data?.meta.total ?? 0}
        loading={invoices.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<InvoicesFilters filters={list.filters} onChange={list.setFilters} />}
        onExport={async () => (await getInvoices({ ...list.filters, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
    </>
  );
}
