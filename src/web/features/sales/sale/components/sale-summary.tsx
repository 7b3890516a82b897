import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fromMinor, toMinor } from '@shared/money/money';
import type { SaleDetail } from '@shared/sales/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../components/format-date-time';
import { MoneyText } from '../../../../components/money-text';
import { Field } from './panel';

const positive = (value: string | null) => value !== null && toMinor(value) > 0n;

/** The figures an accountant looks for first: price, paid, debt, overdue days and the next instalment. */
function Figures({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('sale');
  const b = sale.balance;
  const ccy = sale.payment_ccy;
  const percent = Math.min(100, Math.max(0, Number(b.paid_percent)));
  const late = b.overdue_days > 0;
  const figure = (label: string, value: ReactNode, tone?: 'error' | 'success') => (
    <Grid size={{ xs: 6, sm: 4, md: 2 }}>
      <Stack role="group" aria-label={label}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p" color={tone ? `${tone}.main` : undefined}>
          {value}
        </Typography>
      </Stack>
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {figure(t('balance.total'), <MoneyText value={b.total} currency={ccy} />)}
      {figure(
        t('balance.paid'),
        <>
          <MoneyText value={b.paid} currency={ccy} />
          <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
            {t('balance.paid_percent', { percent: b.paid_percent })}
          </Typography>
        </>,
      )}
      {figure(
        t('balance.debt'),
        <MoneyText value={b.debt} currency={ccy} />,
        positive(b.debt) ? 'error' : 'success',
      )}
      {figure(
        t('balance.overdue_days'),
        late ? t('balance.days', { days: b.overdue_days }) : t('balance.not_overdue'),
        late ? 'error' : undefined,
      )}
      {figure(
        t('balance.next_due'),
        b.next_due_date ? (
          <>
            {b.next_due_date}
            <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
              <MoneyText value={b.next_due_amount} currency={ccy} />
            </Typography>
          </>
        ) : (
          t('balance.nothing_due')
        ),
      )}
      {positive(b.credit)
        ? figure(t('balance.credit'), <MoneyText value={b.credit} currency={ccy} />, 'success')
        : figure(t('balance.left_to_pay'), <MoneyText value={leftToPay(b.total, b.paid)} currency={ccy} />)}
      <Grid size={12}>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={late ? 'error' : 'primary'}
          aria-label={t('balance.paid_percent', { percent: b.paid_percent })}
        />
      </Grid>
    </Grid>
  );
}

function leftToPay(total: string, paid: string): string {
  const left = toMinor(total) - toMinor(paid);
  return fromMinor(left > 0n ? left : 0n);
}

/** The sale at a glance: figures, then the contract's data. */
export function SaleSummary({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('sale');
  const { t: tc } = useTranslation('common');
  const ccy = sale.payment_ccy;
  const yesNo = (value: boolean) => (value ? tc('labels.yes') : tc('labels.no'));
  const items: [string, ReactNode][] = [
    [t('fields.contract_no'), sale.contract_no],
    [t('fields.contract_type'), t(`contract_types.${sale.contract_type}`)],
    [t('fields.contract_lang'), t(`languages.${sale.contract_lang}`)],
    [t('fields.building'), sale.building_name],
    [t('fields.contract_start_date'), sale.contract_start_date],
    [t('fields.signing_date'), sale.signing_date],
    [t('fields.contract_end_date'), sale.contract_end_date],
    [t('fields.payment_ccy'), ccy],
    [t('fields.price'), <MoneyText key="p" value={sale.price} currency={ccy} />],
    [t('fields.discount'), <MoneyText key="d" value={sale.discount} currency={ccy} />],
    [
      t('fields.first_installment'),
      positive(sale.first_installment_amount) ? (
        <span key="f">
          <MoneyText value={sale.first_installment_amount} currency={ccy} />
          {sale.first_installment_date && ` · ${sale.first_installment_date}`}
        </span>
      ) : null,
    ],
    [t('fields.payment_day'), sale.payment_day],
    [t('fields.responsible'), sale.responsible_name],
    [
      t('fields.agent'),
      sale.agent_name
        ? [
            sale.agent_name,
            sale.agent_fee_percent ? `${sale.agent_fee_percent}%` : null,
            sale.agent_is_paid ? t('agent_fee.paid') : t('agent_fee.must_paid'),
          ]
            .filter(Boolean)
            .join(' · ')
        : null,
    ],
    [
      t('fields.mortgage'),
      sale.mortgage_bank_name || sale.mortgage_amount ? (
        <span key="m">
          {sale.mortgage_bank_name}
          {sale.mortgage_amount && (
            <>
              {sale.mortgage_bank_name && ' · '}
              <MoneyText value={sale.mortgage_amount} currency={ccy} />
            </>
          )}
        </span>
      ) : null,
    ],
    [t('fields.min_income_percent'), sale.min_income_percent ? `${sale.min_income_percent}%` : null],
    [
      t('fields.renovation_price'),
      sale.renovation_price ? <MoneyText key="r" value={sale.renovation_price} currency={ccy} /> : null,
    ],
    [t('fields.info_source'), sale.info_source],
    [t('fields.is_signed'), yesNo(sale.is_signed)],
    [t('fields.is_managable'), yesNo(sale.is_managable)],
    [t('fields.vat_payer'), yesNo(sale.vat_payer)],
    [t('fields.automatic_recalculation'), yesNo(sale.automatic_recalculation)],
    [t('fields.created_at'), formatDateTime(sale.created_at)],
  ];
  return (
    <Card variant="outlined" component="section" aria-label={t('sections.summary')}>
      <CardContent>
        <Stack sx={{ gap: 2 }}>
          {sale.deleted_at && (
            <Alert severity="error">
              {t('deleted_note', {
                date: formatDateTime(sale.deleted_at),
                comment: sale.delete_comment ?? '',
              })}
            </Alert>
          )}
          {sale.status === 'canceled' && (
            <Alert severity="warning">
              {t('canceled_note', {
                date: sale.canceled_at ? formatDateTime(sale.canceled_at) : '',
                reason: sale.cancellation_reason ?? '',
              })}
            </Alert>
          )}
          <Figures sale={sale} />
          <Divider />
          <Box>
            <Grid container spacing={1.5}>
              {items.map(([label, value]) => (
                <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Field label={label}>{value}</Field>
                </Grid>
              ))}
            </Grid>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
