import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { schemaBonus, shareEqually } from '@shared/bonuses/compute';
import type { BonusSchema, Calculation } from '@shared/bonuses/contracts';
import { periodSpans, type PeriodSpan } from '@shared/bonuses/periods';
import { tbilisiToday } from '@shared/dates/date-formats';
import { formatAmount, fromMinor, toMinor } from '@shared/money/money';
import { AMOUNT_PATTERN } from '@shared/validation/checks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { formatDate } from '../../../components/format-date-time';
import { useBonusCalculation } from '../api/calculate-bonus';
import { useBonusSchemas } from '../api/get-bonuses';
import { SchemaSelect } from './schema-select';

/** The schema's period that holds today, within the schema's start and end; null when it is not in force. */
function currentSpan(schema: BonusSchema, today: string): PeriodSpan | null {
  if (today < schema.start || today > schema.end) return null;
  const year = today.slice(0, 4);
  const span = periodSpans(schema.period, `${year}-01-01`, `${year}-12-31`).find(
    (s) => s.from <= today && today <= s.to,
  )!;
  return {
    from: span.from < schema.start ? schema.start : span.from,
    to: span.to > schema.end ? schema.end : span.to,
  };
}

/**
 * The participant's bonus after one more sale of `amount`, by the same shared rule the server pays with:
 * their own result grows in an individual schema, the group's in a group one (then shared equally).
 */
function bonusAfter(schema: BonusSchema, calculation: Calculation, userId: number, amount: string): string {
  const pay = (result: bigint) => schemaBonus(schema, result).bonus;
  const extra = toMinor(amount);
  const index = calculation.rows.findIndex((r) => r.user_id === userId);
  if (schema.type === 'individual') return pay(toMinor(calculation.rows[index]!.result) + extra);
  const group = calculation.rows.reduce((sum, r) => sum + toMinor(r.result), 0n) + extra;
  return shareEqually(pay(group), calculation.rows.length)[index]!;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A hypothetical sale and a participant's bonus before and after it in the current period; nothing is saved. */
export function SimulatorTab() {
  const { t } = useTranslation('bonuses');
  const schemas = useBonusSchemas();
  const [schemaId, setSchemaId] = useState<number | null>(null);
  const [userId, setUserId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const schema = schemas.data?.find((s) => s.id === schemaId) ?? schemas.data?.[0];
  const span = schema ? currentSpan(schema, tbilisiToday()) : null;
  const calculation = useBonusCalculation(
    schema && span ? { bonus_id: schema.id, date_from: span.from, date_to: span.to } : null,
  );
  if (schemas.isError) return <LoadError error={schemas.error} onRetry={() => void schemas.refetch()} />;
  if (schemas.isPending) return <PageLoader />;
  const participant = schema?.participants.find((p) => p.id === userId) ?? schema?.participants[0];
  const validAmount = AMOUNT_PATTERN.test(amount.trim());
  const row = calculation.data?.rows.find((r) => r.user_id === participant?.id);
  const after =
    schema && calculation.data && participant && row
      ? bonusAfter(schema, calculation.data, participant.id, validAmount ? amount.trim() : '0')
      : null;
  return (
    <Stack sx={{ gap: 2, maxWidth: 900 }}>
      <Typography color="text.secondary">{t('simulator.intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <SchemaSelect
          schemas={schemas.data}
          value={schema?.id ?? null}
          onChange={(id) => {
            setSchemaId(id);
            setUserId(null);
          }}
        />
        <TextField
          select
          size="small"
          label={t('calculator.participant')}
          value={participant?.id ?? ''}
          onChange={(e) => setUserId(Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          {(schema?.participants ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={`${t('simulator.amount')}${schema ? `, ${schema.currency}` : ''}`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amount !== '' && !validAmount}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      {schema && !span && <Typography>{t('simulator.outside')}</Typography>}
      {span && (
        <Typography variant="body2">
          {t('simulator.period', { from: formatDate(span.from), to: formatDate(span.to) })}
        </Typography>
      )}
      {calculation.isError && (
        <LoadError error={calculation.error} onRetry={() => void calculation.refetch()} />
      )}
      {calculation.isFetching && <PageLoader />}
      {schema && row && after !== null && !calculation.isFetching && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Figure label={t('simulator.before')} value={formatAmount(row.bonus, schema.currency)} />
          <Figure label={t('simulator.after')} value={formatAmount(after, schema.currency)} />
          <Figure
            label={t('simulator.difference')}
            value={formatAmount(fromMinor(toMinor(after) - toMinor(row.bonus)), schema.currency)}
          />
        </Stack>
      )}
    </Stack>
  );
}
