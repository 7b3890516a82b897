import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { Bank } from '@shared/banks/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/auth/use-permission';
import { LoadError } from '../../../app/feedback/load-error';
import { clientPage } from '../../../app/lists/client-page';
import { RowActions } from '../../../app/lists/row-actions';
import { useDeleteAction } from '../../../app/lists/use-delete-action';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteBank } from '../api/delete-bank';
import { useBanks } from '../api/get-banks';
import { BankFormDialog } from '../components/bank-form-dialog';

export function BanksPage() {
  const { t } = useTranslation('banks');
  const { t: tc } = useTranslation('common');
  const canManage = usePermission()('manage_banks');
  const list = useListParams('banks');
  const banks = useBanks();
  const [editing, setEditing] = useState<Bank | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteBank().mutateAsync);

  const columns: GridColDef<Bank>[] = [
    { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 200 },
    { field: 'title_en', headerName: t('fields.title_en'), flex: 1, minWidth: 200 },
    { field: 'code', headerName: t('fields.code'), width: 160 },
    { field: 'iban', headerName: t('fields.iban'), width: 130 },
  ];
  if (canManage) {
    columns.push({
      field: 'actions',
      headerName: tc('labels.actions'),
      width: 110,
      sortable: false,
      disableExport: true,
      renderCell: ({ row }) => (
        <RowActions label={row.title} onEdit={() => setEditing(row)} onDelete={() => void remove(row.id)} />
      ),
    });
  }

  const rows = banks.data ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          )
        }
      />
      {banks.isError ? (
        <LoadError error={banks.error} onRetry={() => void banks.refetch()} />
      ) : (
        <DataTable<Bank>
          tableId="banks"
          columns={columns}
          rows={clientPage(rows, list.page, list.perpage)}
          total={rows.length}
          loading={banks.isPending}
          page={list.page}
          perpage={list.perpage}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
          onExport={async () => rows}
          exportFileName={t('title')}
        />
      )}
      {editing && (
        <BankFormDialog bank={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
