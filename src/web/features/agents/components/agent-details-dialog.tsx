import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { CommentsPanel } from '../../comments';
import { DocumentsPanel } from '../../documents';
import { LoadError } from '../../../components/feedback/load-error';
import { useAgent } from '../api/get-agent';

/** An agent's details, files and comments. */
export function AgentDetailsDialog({ agentId, onClose }: { agentId: number; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const { t: tc } = useTranslation('common');
  const mayAct = useMayAct();
  const agent = useAgent(agentId);
  const a = agent.data;
  const line = (label: string, value: string | null | undefined) =>
    value ? (
      <Typography variant="body2">
        <strong>{label}:</strong> {value}
      </Typography>
    ) : null;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="agent-details-title">
      <DialogTitle id="agent-details-title">{a ? a.name : t('details')}</DialogTitle>
      <DialogContent dividers>
        {agent.isError && <LoadError error={agent.error} onRetry={() => void agent.refetch()} />}
        {a && (
          <Stack sx={{ gap: 2 }}>
            <Stack sx={{ gap: 0.5 }}>
              {line(t('fields.type'), t(`types.${a.type}`))}
              {line(
                a.type === 'company' ? t('fields.company_id') : t('fields.personal_id'),
                a.company_id ?? a.personal_id,
              )}
              {line(t('fields.phone'), a.phone)}
              {line(t('fields.email'), a.email)}
              {line(t('fields.address'), a.address)}
              {line(t('fields.fee_percent'), a.fee_percent)}
              {line(t('fields.bank_id'), a.bank_name)}
              {line(t('fields.iban'), a.iban)}
              {line(t('fields.note'), a.note)}
              {line(t('fields.active'), a.active ? tc('labels.yes') : tc('labels.no'))}
            </Stack>
            <Divider />
            <DocumentsPanel base="agents" ownerId={a.id} canEdit={mayAct('edit_agents')} />
            <Divider />
            <CommentsPanel model="agent" modelId={a.id} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
