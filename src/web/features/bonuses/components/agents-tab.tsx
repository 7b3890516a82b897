import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { formatAmount } from '@shared/money/money';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { SimpleTable } from '../../../components/data-table/simple-table';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useAgentsBonus } from '../api/get-agents-bonus';
import { useRangeParams } from './use-range-params';

/** Agents' fees on the sales of a period: earned, paid and still due, per agent and currency. */
export function AgentsTab() {
  const { t } = useTranslation('bonuses');
  const [range, setRange] = useRangeParams();
  const rows = useAgentsBonus({ date_from: range.from, date_to: range.to });
  return (
    <Stack sx={{ gap: 2 }}>
      <DateRangeInput value={range} onChange={setRange} size="small" />
      {rows.isError && <LoadError error={rows.error} onRetry={() => void rows.refetch()} />}
      {rows.isPending && <PageLoader />}
      {rows.data && (
        <Box sx={{ overflowX: 'auto' }}>
          <SimpleTable
            label={t('tabs.agents')}
            empty={t('agents.empty')}
            head={[
              t('agents.agent'),
              t('agents.sales'),
              t('agents.earned'),
              t('agents.paid'),
              t('agents.due'),
            ]}
            rows={rows.data.map((row) => [
              row.agent_name,
              String(row.sales_count),
              formatAmount(row.fee_earned, row.currency),
              formatAmount(row.fee_paid, row.currency),
              <strong key="due">{formatAmount(row.fee_due, row.currency)}</strong>,
            ])}
          />
        </Box>
      )}
    </Stack>
  );
}
