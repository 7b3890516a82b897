import type { GridColDef } from '@mui/x-data-grid';
import type { Bank } from '@shared/banks/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { clientPaging } from '../../../components/lists/client-page';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteBank } from '../api/delete-bank';
import { useBanks } from '../api/get-banks';
import { BankFormDialog } from '../components/bank-form-dialog';

export function BanksPage() {
  const actionsColumn = useActionsColumn();
  const { t } = useTranslation('banks');
  const canManage = useMayAct()('manage_banks');
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
    columns.push(
      actionsColumn((row) => (
        <RowActions label={row.title} onEdit={() => setEditing(row)} onDelete={() => void remove(row.id)} />
      )),
    );
  }

  const rows = banks.data ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={canManage && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<Bank>
        query={banks}
        tableId="banks"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={banks.isPending}
        onExport={async () => rows}
        exportFileName={t('title')}
      />
      {editing && (
        <BankFormDialog bank={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
