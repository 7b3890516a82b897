import type { GridColDef } from '@mui/x-data-grid';
import type { BankAccount } from '@shared/bank-accounts/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { clientPaging } from '../../../components/lists/client-page';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useBuildingOptions } from '../../buildings';
import { BankAccountFormDialog } from '../components/bank-account-form-dialog';
import { localizedName } from '@shared/i18n/locales';

export function BankAccountsPage() {
  const actionsColumn = useActionsColumn();
  const { t, i18n } = useTranslation('bankAccounts');
  const canManage = useMayAct()('manage_banks');
  const list = useListParams('bank-accounts');
  const accounts = useBankAccounts();
  const buildings = new Map(
    (useBuildingOptions().data ?? []).map((building) => [
      building.id,
      localizedName(building, i18n.language),
    ]),
  );
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteBankAccount().mutateAsync);

  const columns: GridColDef<BankAccount>[] = [
    {
      field: 'bank_name',
      headerName: t('fields.bank'),
      flex: 1,
      minWidth: 180,
      valueGetter: (value: string, row) => (i18n.language !== 'ka' && row.bank_name_en) || value,
    },
    {
      field: 'building_id',
      headerName: t('fields.building'),
      flex: 1,
      minWidth: 160,
      valueGetter: (value: number | null) => (value === null ? t('company_account') : buildings.get(value)),
    },
    {
      field: 'building_block',
      headerName: t('fields.block'),
      width: 110,
      valueGetter: (value: string | null) => value ?? t('general'),
    },
    { field: 'iban', headerName: t('fields.iban'), width: 230 },
    { field: 'iban_usd', headerName: t('fields.iban_usd'), width: 230 },
    { field: 'iban_eur', headerName: t('fields.iban_eur'), width: 230 },
    { field: 'mediator_bank_usd', headerName: t('fields.mediator_bank_usd'), width: 160 },
    { field: 'mediator_bank_eur', headerName: t('fields.mediator_bank_eur'), width: 160 },
  ];
  if (canManage) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={row.iban || row.iban_usd}
          onEdit={() => setEditing(row)}
          onDelete={() => void remove(row.id)}
        />
      )),
    );
  }

  const rows = accounts.data ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={canManage && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<BankAccount>
        query={accounts}
        tableId="bank-accounts"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={accounts.isPending}
        onExport={async () => rows}
        exportFileName={t('title')}
      />
      {editing && (
        <BankAccountFormDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
