import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@shared/money/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths, pathTo } from '../../../lib/routing/paths';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { SimpleTable } from '../../../components/data-table/simple-table';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useBonusCalculation } from '../api/calculate-bonus';
import { useBonusSchemas } from '../api/get-bonuses';
import { SchemaSelect } from './schema-select';
import { useRangeParams } from './use-range-params';

const percent = (v: string) => `${v} %`;

/** What a schema pays each participant over a period, with the sales that count; the choice kept in the URL. */
export function CalculatorTab() {
  const { t } = useTranslation('bonuses');
  const schemas = useBonusSchemas();
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useRangeParams();
  const chosen = Number(params.get('bonus')) || schemas.data?.[0]?.id || null;
  const calculation = useBonusCalculation(
    chosen && range.from && range.to ? { bonus_id: chosen, date_from: range.from, date_to: range.to } : null,
  );
  const choose = (id: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('bonus', String(id));
        return updated;
      },
      { replace: true },
    );
  if (schemas.isError) return <LoadError error={schemas.error} onRetry={() => void schemas.refetch()} />;
  const answer = calculation.data;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <SchemaSelect schemas={schemas.data ?? []} value={chosen} onChange={choose} />
        <DateRangeInput value={range} onChange={setRange} size="small" />
      </Stack>
      {calculation.isError && (
        <LoadError error={calculation.error} onRetry={() => void calculation.refetch()} />
      )}
      {(schemas.isPending || calculation.isFetching) && <PageLoader />}
      {answer && !calculation.isFetching && (
        <>
          {answer.type === 'group' && (
            <Typography color="text.secondary">{t('calculator.group_note')}</Typography>
          )}
          <Box sx={{ overflowX: 'auto' }}>
            <SimpleTable
              label={t('tabs.calculator')}
              head={[
                t('calculator.participant'),
                t('calculator.result'),
                t('calculator.achieved'),
                t('calculator.rate'),
                t('calculator.bonus'),
                t('calculator.sales'),
              ]}
              rows={[
                ...answer.rows.map((row) => [
                  row.user_name,
                  formatAmount(row.result, row.currency),
                  percent(row.achieved_percent),
                  percent(row.bonus_percent),
                  <strong key="bonus">{formatAmount(row.bonus, row.currency)}</strong>,
                  row.sales.length ? (
                    <Stack key="sales" direction="row" sx={{ gap: 1, flexWrap: 'wrap', minWidth: 240 }}>
                      {row.sales.map((id) => (
                        <Link key={id} component={RouterLink} to={pathTo(paths.sales.detail, { id })}>
                          #{id}
                        </Link>
                      ))}
                    </Stack>
                  ) : (
                    t('calculator.no_sales')
                  ),
                ]),
                [
                  <strong key="total">{t('calculator.total')}</strong>,
                  formatAmount(answer.totals.result, answer.currency),
                  '',
                  '',
                  <strong key="bonus">{formatAmount(answer.totals.bonus, answer.currency)}</strong>,
                  '',
                ],
              ]}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}
