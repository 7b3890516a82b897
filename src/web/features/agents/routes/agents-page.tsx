import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { AgentRow } from '@shared/agents/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteAgent } from '../api/delete-agent';
import { getAgents, useAgents } from '../api/get-agents';
import { AgentDetailsDialog } from '../components/agent-details-dialog';
import { AgentFormDialog } from '../components/agent-form-dialog';
import { AgentImportDialog } from '../components/agent-import-dialog';
import { AgentsFilters, type AgentFilters } from '../components/agents-filters';

const noFilters: AgentFilters = { search: '', type: '', active: '' };

export function AgentsPage() {
  const actionsColumn = useActionsColumn();
  const { t } = useTranslation('agents');
  const { t: tc } = useTranslation('common');
  const mayAct = useMayAct();
  const list = useListParams('agents', { filters: noFilters });
  const agents = useAgents({ page: list.page, perpage: list.perpage, ...list.filters });
  const [editing, setEditing] = useState<AgentRow | 'new' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteAction(useDeleteAgent().mutateAsync);
  const canEdit = mayAct('edit_agents');
  const canDelete = mayAct('delete_agents');

  const columns: GridColDef<AgentRow>[] = [
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => setOpened(row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'type',
      headerName: t('fields.type'),
      width: 150,
      valueGetter: (value: string) => t(`types.${value}`),
    },
    {
      field: 'code',
      headerName: t('fields.code'),
      width: 140,
      valueGetter: (_v, row) => row.personal_id ?? row.company_id ?? '',
    },
    { field: 'phone', headerName: t('fields.phone'), width: 150 },
    { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 160 },
    { field: 'fee_percent', headerName: t('fields.fee_percent'), width: 110 },
    { field: 'bank_name', headerName: t('fields.bank_id'), width: 160 },
    { field: 'documents_count', headerName: t('fields.documents'), width: 90 },
    {
      field: 'active',
      headerName: t('fields.active'),
      width: 110,
      valueGetter: (value: boolean) => (value ? tc('labels.active') : tc('labels.inactive')),
    },
  ];
  if (canEdit || canDelete) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={row.name}
          onEdit={canEdit ? () => setEditing(row) : undefined}
          onDelete={canDelete ? () => void remove(row.id) : undefined}
        />
      )),
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canEdit && (
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button variant="outlined" onClick={() => setImporting(true)}>
                {t('import')}
              </Button>
              <AddButton label={t('add')} onClick={() => setEditing('new')} />
            </Stack>
          )
        }
      />
      <QueryTable<AgentRow>
        query={agents}
        tableId="agents"
        columns={columns}
        rows={agents.data?.data ?? []}
        total={agents.data?.meta.total ?? 0}
        loading={agents.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<AgentsFilters filters={list.filters} onChange={list.setFilters} />}
        onExport={async () => (await getAgents({ ...list.filters, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
      {editing && (
        <AgentFormDialog agent={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {opened !== null && <AgentDetailsDialog agentId={opened} onClose={() => setOpened(null)} />}
      {importing && <AgentImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
