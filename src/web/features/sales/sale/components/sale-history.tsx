import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SaleHistoryEntry } from '@shared/sales/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/feedback/load-error';
import { formatDateTime } from '../../../../components/format-date-time';
import { PageLoader } from '../../../../components/feedback/page-loader';
import { useSaleHistory } from '../api/get-sale-history';

/** Every change of the sale from the audit log, newest first, as "field: before → after". */
export function SaleHistory({ saleId }: { saleId: number }) {
  const { t } = useTranslation('sale');
  const [open, setOpen] = useState(false);
  const history = useSaleHistory(saleId, open);
  const entries = [...(history.data ?? [])].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  return (
    <Accordion
      variant="outlined"
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Typography variant="h6" component="h2">
          {t('sections.history')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {history.isPending ? (
          <PageLoader />
        ) : history.isError ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{t('history.empty')}</Typography>
        ) : (
          <Stack
            component="ol"
            sx={{ m: 0, p: 0, listStyle: 'none', gap: 2 }}
            aria-label={t('sections.history')}
          >
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function Entry({ entry }: { entry: SaleHistoryEntry }) {
  const { t } = useTranslation('sale');
  const { t: tc } = useTranslation('common');
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? tc('labels.yes') : tc('labels.no');
    if (field === 'status' && typeof value === 'string')
      return t(`statuses.${value}`, { defaultValue: value });
    if (Array.isArray(value)) return value.map((v) => show(field, v)).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  return (
    <Box component="li">
      <Typography variant="subtitle2">
        {t(`history.actions.${entry.action}`, { defaultValue: entry.action })}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {[formatDateTime(entry.created_at), entry.user_name].filter(Boolean).join(' · ')}
        </Typography>
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {entry.changes.map((change) => (
            <Typography component="li" variant="body2" key={change.field}>
              <strong>{t(`fields.${change.field}`, { defaultValue: change.field })}</strong>:{' '}
              <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                {show(change.field, change.before)}
              </Box>
              {' → '}
              {show(change.field, change.after)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
