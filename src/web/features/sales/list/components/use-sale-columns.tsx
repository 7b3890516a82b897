import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { toLocale } from '@shared/i18n/locales';
import { toMinor } from '@shared/money/money';
import { CONTRACT_TYPE_TITLES } from '@shared/properties/enums';
import type { SaleRow } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime } from '../../../../components/format-date-time';
import { MoneyText } from '../../../../components/money-text';
import type { SaleListRow } from '../api/get-sales';
import { SaleStatusChip, saleStatusLabel } from './sale-status-chip';

export type SaleColumnField = keyof SaleListRow;

const isPositive = (value: string) => {
  try {
    return toMinor(value) > 0n;
  } catch {
    return false;
  }
};

/** Money in the table with its currency symbol; in the Excel export a plain number. */
function moneyColumn<Row extends SaleListRow>(
  field: 'total_price' | 'paid' | 'debt',
  headerName: string,
  danger = false,
): GridColDef<Row> {
  return {
    field,
    headerName,
    width: 130,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (value: string) => Number(value),
    renderCell: ({ row }) => (
      <Box component="span" sx={{ color: danger && isPositive(row[field]) ? 'error.main' : undefined }}>
        <MoneyText value={row[field]} currency={row.payment_ccy} />
      </Box>
    ),
  };
}

/**
 * The columns a sales screen may show, by field; `detailPath` is where the contract number links to (the
 * whole row opens it too). `Row` is a wider row a screen adds columns of its own for (overdue sales).
 */
export function useSaleColumns<Row extends SaleListRow = SaleListRow>(detailPath: (id: number) => string) {
  const { t, i18n } = useTranslation('sales');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(i18n.language);
  const columns: Partial<Record<SaleColumnField, GridColDef<Row>>> = {
    id: { field: 'id', headerName: t('fields.id'), width: 80 },
    contract_no: {
      field: 'contract_no',
      headerName: t('fields.contract_no'),
      width: 140,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={detailPath(row.id)} onClick={(event) => event.stopPropagation()}>
          {row.contract_no}
        </Link>
      ),
    },
    status: {
      field: 'status',
      headerName: t('fields.status'),
      width: 150,
      valueGetter: (value: SaleRow['status'], row) => saleStatusLabel(t, value, row.deleted_at !== null),
      renderCell: ({ row }) => <SaleStatusChip status={row.status} deleted={row.deleted_at !== null} />,
    },
    building_name: { field: 'building_name', headerName: t('fields.building'), width: 170 },
    units: { field: 'units', headerName: t('fields.units'), width: 110 },
    customer_name: { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 160 },
    contract_type: {
      field: 'contract_type',
      headerName: t('fields.contract_type'),
      width: 190,
      valueGetter: (value: SaleRow['contract_type']) => CONTRACT_TYPE_TITLES[value][locale],
    },
    contract_lang: {
      field: 'contract_lang',
      headerName: t('fields.contract_lang'),
      width: 150,
      valueGetter: (value: SaleRow['contract_lang']) => t(`languages.${value}`),
    },
    contract_start_date: {
      field: 'contract_start_date',
      headerName: t('fields.contract_start_date'),
      width: 130,
      valueFormatter: (value: string) => formatDate(value),
    },
    payment_ccy: { field: 'payment_ccy', headerName: t('fields.currency'), width: 90 },
    total_price: moneyColumn('total_price', t('fields.total_price')),
    paid: moneyColumn('paid', t('fields.paid')),
    paid_percent: {
      field: 'paid_percent',
      headerName: t('fields.paid_percent'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (value: string) => Number(value),
      renderCell: ({ row }) => `${row.paid_percent}%`,
    },
    debt: moneyColumn('debt', t('fields.debt'), true),
    overdue_days: {
      field: 'overdue_days',
      headerName: t('fields.overdue_days'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) =>
        row.overdue_days > 0 ? (
          <Box component="span" sx={{ color: 'error.main', fontWeight: 500 }}>
            {t('days', { count: row.overdue_days })}
          </Box>
        ) : (
          '—'
        ),
    },
    next_due_date: {
      field: 'next_due_date',
      headerName: t('fields.next_due_date'),
      width: 140,
      valueFormatter: (value: string | null) => formatDate(value),
    },
    responsible_name: { field: 'responsible_name', headerName: t('fields.responsible'), width: 170 },
    agent_name: { field: 'agent_name', headerName: t('fields.agent'), width: 160 },
    is_signed: {
      field: 'is_signed',
      headerName: t('fields.is_signed'),
      width: 120,
      valueGetter: (value: boolean) => (value ? tc('labels.yes') : tc('labels.no')),
    },
    created_at: {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 130,
      valueGetter: (value: string) => value.slice(0, 10),
    },
    deleted_at: {
      field: 'deleted_at',
      headerName: t('fields.deleted_at'),
      width: 150,
      valueGetter: (value: string | null) => (value ? formatDateTime(value) : ''),
    },
    deleted_by_name: { field: 'deleted_by_name', headerName: t('fields.deleted_by'), width: 160 },
    delete_comment: {
      field: 'delete_comment',
      headerName: t('fields.delete_comment'),
      flex: 1,
      minWidth: 220,
    },
  };
  return (fields: readonly SaleColumnField[]): GridColDef<Row>[] =>
    fields.flatMap((field) => {
      const column = columns[field];
      return column ? [column] : [];
    });
}
