import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChessboardAnswer } from '@shared/properties/contracts';
import { PROPERTY_STATUSES } from '@shared/properties/enums';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useLookup } from '../../buildings';
import { statusColor } from '../components/status-colors';

/** Colours with their counts, and what the free units are worth in each currency. */
export function BoardLegend({
  counts,
  freeValue,
}: Pick<ChessboardAnswer, 'counts'> & { freeValue: ChessboardAnswer['free_value'] }) {
  const { t } = useTranslation('properties');
  const statusTitle = useLookup('property-statuses').title;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
      aria-label={t('board.legend')}
    >
      {PROPERTY_STATUSES.map((status) => (
        <Stack key={status} direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: statusColor(status) }} aria-hidden />
          <Typography variant="body2">
            {statusTitle(status)}: <b>{counts[status] ?? 0}</b>
          </Typography>
        </Stack>
      ))}
      <Typography variant="body2" sx={{ ml: { md: 'auto' } }}>
        {t('board.free_value')}:{' '}
        {freeValue.length === 0
          ? '—'
          : freeValue.map((value, index) => (
              <b key={value.currency}>
                {index > 0 && ' · '}
                <MoneyText value={value.total} currency={value.currency} />
              </b>
            ))}
      </Typography>
    </Stack>
  );
}
