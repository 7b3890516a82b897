import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { NotificationRule } from '@shared/notifications/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { clientPaging } from '../../../components/lists/client-page';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteRule } from '../api/delete-rule';
import { useNotificationRules } from '../api/get-rules';
import { RuleActiveSwitch } from '../components/rule-active-switch';
import { RuleFormDialog } from '../components/rule-form-dialog';
import { useRuleWhen } from '../components/use-rule-when';

/** /notification-rules: when reminders and overdue letters go out; read-only without edit_notification_rules. */
export function NotificationRulesPage() {
  const { t } = useTranslation('notificationRules');
  const { t: tc } = useTranslation('common');
  const canEdit = useMayAct()('edit_notification_rules');
  const actionsColumn = useActionsColumn();
  const list = useListParams('notification-rules');
  const rules = useNotificationRules();
  const when = useRuleWhen();
  const [editing, setEditing] = useState<NotificationRule | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteRule().mutateAsync);
  const builtIn = t('built_in');
  const labelOf = (rule: NotificationRule) =>
    t('rule_label', { type: t(`types.${rule.type}`), when: when(rule.days_offset) });

  const columns: GridColDef<NotificationRule>[] = [
    {
      field: 'type',
      headerName: t('fields.type'),
      width: 200,
      valueGetter: (_value, row) => t(`types.${row.type}`),
    },
    {
      field: 'days_offset',
      headerName: t('fields.when'),
      flex: 1,
      minWidth: 220,
      valueGetter: (_value, row) => when(row.days_offset),
    },
    {
      field: 'channels',
      headerName: t('fields.channels'),
      width: 120,
      valueGetter: (_value, row) => row.channels.map((c) => t(`channels.${c}`)).join(', '),
    },
    {
      field: 'sms_template_name',
      headerName: t('fields.sms_template'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => (row.channels.includes('sms') ? (row.sms_template_name ?? builtIn) : ''),
    },
    {
      field: 'email_template_name',
      headerName: t('fields.email_template'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) =>
        row.channels.includes('email') ? (row.email_template_name ?? builtIn) : '',
    },
    {
      field: 'active',
      headerName: t('fields.active'),
      width: 90,
      valueGetter: (_value, row) => (row.active ? tc('labels.active') : tc('labels.inactive')),
      renderCell: ({ row }) => <RuleActiveSwitch rule={row} label={labelOf(row)} canEdit={canEdit} />,
    },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={labelOf(row)}
          onEdit={() => setEditing(row)}
          onDelete={() => void remove(row.id)}
        />
      )),
    );

  const rows = rules.data ?? [];
  return (
    <>
      <PageHeader
        title={tc('nav.notification_rules')}
        actions={canEdit && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {t('intro')}
      </Typography>
      <QueryTable<NotificationRule>
        query={rules}
        tableId="notification-rules"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={rules.isPending}
        onExport={async () => rows}
        exportFileName={tc('nav.notification_rules')}
      />
      {editing && (
        <RuleFormDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
