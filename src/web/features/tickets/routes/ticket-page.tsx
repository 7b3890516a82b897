import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketDetail } from '@shared/tickets/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths, pathTo } from '../../../lib/routing/paths';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { formatDateTime } from '../../../components/format-date-time';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { PageHeader } from '../../../components/page/page-header';
import { useCloseTicket } from '../api/close-ticket';
import { useDeleteTicket } from '../api/delete-ticket';
import { useTicket } from '../api/get-ticket';
import { useRateTicket } from '../api/rate-ticket';
import { RatingStars } from '../components/rating-stars';
import { ReplyForm } from '../components/reply-form';
import { TicketConversation } from '../components/ticket-conversation';
import { TicketHandling } from '../components/ticket-handling';
import { LateChip, TicketStatusChip } from '../components/ticket-status-chip';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'end', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function TicketDetails({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  return (
    <Stack sx={{ gap: 1 }}>
      <Detail label={t('fields.requester')}>
        {ticket.requester_name ?? '—'} ({t(`requester_types.${ticket.requester_type}`)})
        {ticket.resident_phone && <div>{ticket.resident_phone}</div>}
      </Detail>
      <Detail label={t('fields.category')}>{ticket.category_name ?? t('no_category')}</Detail>
      <Detail label={t('fields.priority')}>{t(`priorities.${ticket.priority}`)}</Detail>
      <Detail label={t('fields.assignee')}>{ticket.assignee_name ?? t('no_assignee')}</Detail>
      {ticket.sale_id !== null && (
        <Detail label={t('fields.sale')}>
          <Link component={RouterLink} to={pathTo(paths.sales.detail, { id: ticket.sale_id })}>
            {ticket.contract_no}
          </Link>
        </Detail>
      )}
      {ticket.property_label && <Detail label={t('fields.unit')}>{ticket.property_label}</Detail>}
      <Detail label={t('fields.created_by')}>
        {ticket.created_by_name ?? '—'}, {formatDateTime(ticket.created_at)}
      </Detail>
      {ticket.closed_at && <Detail label={t('fields.closed_at')}>{formatDateTime(ticket.closed_at)}</Detail>}
    </Stack>
  );
}

/** Earlier closings keep their ratings: a reopened ticket shows what each closing was given. */
function ClosingHistory({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  if (!ticket.closings.length) return null;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2">{t('history')}</Typography>
      {ticket.closings.map((closing) => (
        <Stack key={closing.closed_at} sx={{ gap: 0.25 }}>
          <Typography variant="body2">
            {t('history_row', {
              date: formatDateTime(closing.closed_at),
              who: closing.closed_by_name ?? '—',
            })}
          </Typography>
          {closing.rating ? (
            <RatingStars value={closing.rating} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('not_rated')}
            </Typography>
          )}
          {closing.reopened_at && (
            <Typography variant="caption" color="text.secondary">
              {t('reopened', { date: formatDateTime(closing.reopened_at) })}
            </Typography>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** /tickets/:id: the conversation with replies and files, closing and rating, and staff's handling. */
export function TicketPage() {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation('common');
  const id = Number(useParams().id);
  const ticket = useTicket(id);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const close = useCloseTicket();
  const rate = useRateTicket();
  const remove = useDeleteTicket();
  const onDelete = useDeleteAction(async (ticketId: number) => {
    const answer = await remove.mutateAsync(ticketId);
    void navigate(paths.tickets.list.path);
    return answer;
  });
  const listPath = paths.tickets.list.path;

  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError)
    return <LoadError error={ticket.error} onRetry={() => void ticket.refetch()} backTo={listPath} />;
  const data = ticket.data;

  const onClose = async () => {
    if (!(await confirm({ message: t('close_confirm'), confirmLabel: t('close'), confirmColor: 'primary' })))
      return;
    close.mutate(data.id, { onSuccess: () => toast.success(t('closed_toast')), onError: (e) => fail(e) });
  };
  const onRate = (rating: number) =>
    rate.mutate(
      { id: data.id, rating },
      { onSuccess: () => toast.success(t('rated_toast')), onError: (e) => fail(e) },
    );

  return (
    <>
      <PageHeader
        title={`${data.ticket_id} · ${data.subject}`}
        breadcrumbs={[{ label: tc('nav.tickets'), to: listPath }, { label: data.ticket_id }]}
        actions={
          <>
            {data.can.close && (
              <Button variant="contained" onClick={() => void onClose()} loading={close.isPending}>
                {t('close')}
              </Button>
            )}
            {data.can.delete && (
              <Button color="error" variant="outlined" onClick={() => void onDelete(data.id)}>
                {tc('actions.delete')}
              </Button>
            )}
          </>
        }
      />
      <Stack direction="row" sx={{ gap: 1, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TicketStatusChip status={data.status} />
        {data.late && <LateChip />}
        {data.rating !== null && <RatingStars value={data.rating} />}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Card variant="outlined" sx={{ flex: 2, width: '100%' }}>
          <CardContent>
            <Stack sx={{ gap: 2 }}>
              <Typography variant="h6" component="h2">
                {t('conversation')}
              </Typography>
              <TicketConversation items={data.items} requesterId={data.created_by} />
              {data.can.rate && (
                <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                  <Typography variant="subtitle2">{t('rate')}</Typography>
                  <RatingStars value={null} onRate={onRate} disabled={rate.isPending} />
                </Stack>
              )}
              <Divider />
              <ReplyForm ticket={data} />
            </Stack>
          </CardContent>
        </Card>
        <Stack sx={{ flex: 1, gap: 2, width: '100%' }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('details')}
              </Typography>
              <TicketDetails ticket={data} />
            </CardContent>
          </Card>
          {data.can.manage && (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('handling')}
                </Typography>
                <TicketHandling key={data.updated_at} ticket={data} />
              </CardContent>
            </Card>
          )}
          {data.closings.length > 0 && (
            <Card variant="outlined">
              <CardContent>
                <ClosingHistory ticket={data} />
              </CardContent>
            </Card>
          )}
        </Stack>
      </Stack>
    </>
  );
}
