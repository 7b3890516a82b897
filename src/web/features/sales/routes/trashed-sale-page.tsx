import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { toLocale } from '@shared/i18n/locales';
import { CURRENCY_SYMBOLS, isCurrency, toMinor } from '@shared/money/money';
import { CONTRACT_TYPE_TITLES, PROPERTY_STATE_TITLES, PROPERTY_TYPE_TITLES } from '@shared/properties/enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { LoadError } from '../../../components/feedback/load-error';
import { formatDateTime } from '../../../components/format-date-time';
import { PageLoader } from '../../../components/feedback/page-loader';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page/page-header';
import { useTrashedSale, type TrashedSaleDetail } from '../list/api/get-trashed-sales';
import { Facts, Section, SimpleTable, StateChip } from '../list/components/sale-detail-parts';
import { SaleStatusChip } from '../list/components/sale-status-chip';

const titleOf = <K extends string>(
  titles: Record<K, Record<'ka' | 'en' | 'ru', string>>,
  key: string,
  locale: 'ka' | 'en' | 'ru',
) => (key in titles ? titles[key as K][locale] : key);

function TrashedSale({ sale }: { sale: TrashedSaleDetail }) {
  const { t, i18n } = useTranslation('sales');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(i18n.language);
  const ccy = sale.payment_ccy;
  const money = (value: string | null) => <MoneyText value={value} currency={ccy} />;
  const yesNo = (value: boolean) => (value ? tc('labels.yes') : tc('labels.no'));
  const debt = toMinor(sale.balance.debt) > 0n;
  const none = t('detail.none');

  const summary: [string, ReactNode][] = [
    [t('fields.status'), <SaleStatusChip key="s" status={sale.status} deleted />],
    [t('fields.building'), sale.building_name],
    [t('fields.contract_type'), CONTRACT_TYPE_TITLES[sale.contract_type][locale]],
    [t('fields.contract_lang'), t(`languages.${sale.contract_lang}`)],
    [t('fields.contract_start_date'), sale.contract_start_date],
    [t('detail.contract_end_date'), sale.contract_end_date],
    [t('detail.signing_date'), sale.signing_date],
    [t('fields.is_signed'), yesNo(sale.is_signed)],
    [t('fields.currency'), `${ccy} ${CURRENCY_SYMBOLS[ccy]}`],
    [t('detail.price'), money(sale.price)],
    [t('detail.discount'), money(sale.discount)],
    [t('fields.total_price'), money(sale.total_price)],
    [
      t('detail.first_installment'),
      sale.first_installment_date ? (
        <>
          {money(sale.first_installment_amount)} · {sale.first_installment_date}
        </>
      ) : (
        money(sale.first_installment_amount)
      ),
    ],
    [t('detail.payment_day'), sale.payment_day],
    [t('fields.paid'), money(sale.balance.paid)],
    [t('fields.paid_percent'), `${sale.balance.paid_percent}%`],
    [
      t('fields.debt'),
      <Box key="d" component="span" sx={{ color: debt ? 'error.main' : undefined }}>
        {money(sale.balance.debt)}
      </Box>,
    ],
    [
      t('fields.overdue_days'),
      sale.balance.overdue_days > 0 ? t('days', { count: sale.balance.overdue_days }) : '',
    ],
    [t('fields.responsible'), sale.responsible_name],
    [
      t('fields.agent'),
      sale.agent_name
        ? `${sale.agent_name}${sale.agent_fee_percent ? ` (${sale.agent_fee_percent}%)` : ''}`
        : '',
    ],
    [
      t('detail.mortgage'),
      sale.mortgage_bank_name ? (
        <>
          {sale.mortgage_bank_name} · {money(sale.mortgage_amount)}
        </>
      ) : (
        ''
      ),
    ],
    [t('filters.info_source'), sale.info_source],
    [t('fields.created_at'), formatDateTime(sale.created_at)],
  ];
  if (sale.cancellation_reason) summary.push([t('detail.cancellation_reason'), sale.cancellation_reason]);

  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="warning">
        <AlertTitle>
          {t('trashed.deleted_line', {
            date: sale.deleted_at ? formatDateTime(sale.deleted_at) : '—',
            who: sale.deleted_by_name ?? '—',
          })}
        </AlertTitle>
        {t('fields.delete_comment')}: {sale.delete_comment || '—'}
      </Alert>
      <Section title={t('detail.summary')}>
        <Facts items={summary} />
      </Section>
      <Section title={t('detail.units')}>
        <SimpleTable
          label={t('detail.units')}
          empty={none}
          columns={[
            { label: t('fields.building') },
            { label: t('detail.block') },
            { label: t('detail.floor') },
            { label: t('detail.number') },
            { label: t('detail.type') },
            { label: t('detail.state') },
            { label: t('detail.area'), align: 'right' },
            { label: t('detail.unit_price'), align: 'right' },
          ]}
          rows={sale.properties.map((p) => [
            p.building_name,
            p.block ?? '—',
            p.floor,
            p.number,
            titleOf(PROPERTY_TYPE_TITLES, p.type, locale),
            titleOf(PROPERTY_STATE_TITLES, p.state, locale),
            p.total_area,
            money(p.price),
          ])}
        />
      </Section>
      <Section title={t('detail.buyers')}>
        <SimpleTable
          label={t('detail.buyers')}
          empty={none}
          columns={[
            { label: t('fields.customer') },
            { label: t('detail.personal_id') },
            { label: t('detail.phone') },
            { label: t('detail.email') },
            { label: t('detail.added_at') },
            { label: t('detail.removed_at') },
          ]}
          rows={sale.customers.map((c) => [
            c.name,
            c.personal_id ?? '—',
            c.phone ?? '—',
            c.email ?? '—',
            c.added_at.slice(0, 10),
            c.removed_at
              ? `${c.removed_at.slice(0, 10)}${c.removal_reason ? ` — ${c.removal_reason}` : ''}`
              : '—',
          ])}
        />
      </Section>
      <Section title={t('detail.schedule')}>
        <SimpleTable
          label={t('detail.schedule')}
          empty={none}
          columns={[
            { label: '№' },
            { label: t('detail.due_date') },
            { label: t('detail.amount'), align: 'right' },
            { label: t('fields.paid'), align: 'right' },
            { label: t('detail.left'), align: 'right' },
            { label: t('fields.status') },
          ]}
          rows={sale.schedule.map((row) => [
            row.first ? t('detail.first_short') : row.number,
            row.due_date,
            money(row.amount),
            money(row.paid),
            money(row.left),
            <StateChip
              key="s"
              label={row.late ? t('detail.instalment.late') : t(`detail.instalment.${row.status}`)}
              color={row.status === 'paid' ? 'success' : row.late ? 'warning' : 'default'}
            />,
          ])}
        />
      </Section>
      <Section title={t('detail.payments')}>
        <SimpleTable
          label={t('detail.payments')}
          empty={none}
          columns={[
            { label: t('detail.payment_date') },
            { label: t('detail.amount'), align: 'right' },
            { label: t('detail.original_amount'), align: 'right' },
            { label: t('detail.rate'), align: 'right' },
            { label: t('detail.payment_type') },
            { label: t('detail.note') },
            { label: t('detail.entered_by') },
          ]}
          rows={sale.payments.map((p) => [
            p.payment_date,
            money(p.amount),
            p.currency === ccy ? (
              '—'
            ) : (
              <MoneyText
                key="o"
                value={p.original_amount}
                currency={isCurrency(p.currency) ? p.currency : undefined}
              />
            ),
            p.currency === ccy ? '—' : p.payment_rate,
            t(`payment_types.${p.payment_type}`),
            p.note || '—',
            p.created_by_name ?? '—',
          ])}
        />
      </Section>
    </Stack>
  );
}

/** A deleted sale, read-only: what it was when deleted, and why it was deleted. */
export function TrashedSalePage() {
  const { t } = useTranslation('sales');
  const id = Number(useParams().id);
  const sale = useTrashedSale(id);
  const back = { label: t('trashed.title'), to: paths.sales.trashed.path };
  const title = sale.data
    ? t('trashed.detail_title', { contract_no: sale.data.contract_no })
    : t('trashed.detail_loading');
  return (
    <>
      <PageHeader title={title} breadcrumbs={[back, { label: title }]} />
      {sale.isError ? (
        <LoadError error={sale.error} onRetry={() => void sale.refetch()} />
      ) : !sale.data ? (
        <PageLoader />
      ) : (
        <TrashedSale sale={sale.data} />
      )}
    </>
  );
}
