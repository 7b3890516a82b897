import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TICKET_STATUSES, type TicketDetail, type TicketStatus } from '@shared/tickets/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useTicketCategories } from '../api/get-ticket-categories';
import { useTicketHandlers } from '../api/get-ticket-handlers';
import { useHandleTicket } from '../api/handle-ticket';

/** manage_tickets: status, assignee and category, saved together through POST /api/hoa/{id}. */
export function TicketHandling({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const [status, setStatus] = useState<TicketStatus>(ticket.status);
  const [assignee, setAssignee] = useState(ticket.assignee_id === null ? '' : String(ticket.assignee_id));
  const [category, setCategory] = useState(ticket.category_id === null ? '' : String(ticket.category_id));
  const categories = useTicketCategories();
  const handlers = useTicketHandlers();
  const handle = useHandleTicket();
  const toast = useToast();
  const fail = useFailureHandler();
  const save = () =>
    handle.mutate(
      { id: ticket.id, body: { status, assignee_id: assignee || null, category_id: category || null } },
      { onSuccess: () => toast.success('records.updated'), onError: (e) => fail(e) },
    );
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        select
        size="small"
        label={t('fields.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as TicketStatus)}
      >
        {TICKET_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('fields.assignee')}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
      >
        <MenuItem value="">{t('no_assignee')}</MenuItem>
        {(handlers.data ?? []).map((u) => (
          <MenuItem key={u.id} value={String(u.id)}>
            {u.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('fields.category')}
        value={category}
        onChange={(e) => setCategory(e.target.value)}
      >
        <MenuItem value="">{t('no_category')}</MenuItem>
        {(categories.data ?? []).map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={save} loading={handle.isPending}>
        {t('save_handling')}
      </Button>
    </Stack>
  );
}
