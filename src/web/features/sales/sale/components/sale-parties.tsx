import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SaleDetail } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, pathTo } from '../../../../lib/routing/paths';
import { SimpleTable } from '../../../../components/data-table/simple-table';
import { formatDateTime } from '../../../../components/format-date-time';
import { MoneyText } from '../../../../components/money-text';
import { Panel } from './panel';

/** The units of the sale with their prices at signing; units taken off the sale below, greyed. */
export function SaleUnits({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('sale');
  const current = sale.properties.filter((p) => !p.released_at);
  const released = sale.properties.filter((p) => p.released_at);
  // Three columns, so the price fits the half-width card and a phone: the unit reads as complex over its place.
  const head = [t('units.unit'), t('units.area'), t('units.price')];
  const row = (p: SaleDetail['properties'][number]) => [
    <Stack key="u">
      {p.building_name}
      <Typography variant="caption" color="text.secondary">
        {t('units.place_line', { block: p.block ?? '—', floor: p.floor, number: p.number })}
      </Typography>
    </Stack>,
    `${p.total_area} ${t('units.m2')}`,
    <MoneyText key="p" value={p.price} currency={sale.payment_ccy} />,
  ];
  return (
    <Panel title={t('sections.units')}>
      {current.length === 0 ? (
        <Typography color="text.secondary">{t('units.none')}</Typography>
      ) : (
        <SimpleTable label={t('sections.units')} head={head} rows={current.map(row)} />
      )}
      {released.length > 0 && (
        <Stack sx={{ mt: 2, opacity: 0.7 }}>
          <Typography variant="subtitle2">{t('units.released')}</Typography>
          <SimpleTable
            label={t('units.released')}
            head={[...head, t('units.released_at')]}
            rows={released.map((p) => [...row(p), formatDateTime(p.released_at ?? '')])}
          />
        </Stack>
      )}
    </Panel>
  );
}

/** The buyers now, and those the contract was assigned away from (with date and reason). */
export function SaleBuyers({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('sale');
  const current = sale.customers.filter((c) => !c.removed_at);
  const removed = sale.customers.filter((c) => c.removed_at);
  const name = (c: SaleDetail['customers'][number]) => (
    <Link component={RouterLink} to={pathTo(paths.customers.detail, { id: c.customer_id })}>
      {c.name}
    </Link>
  );
  return (
    <Panel title={t('sections.buyers')}>
      {current.length === 0 ? (
        <Typography color="text.secondary">{t('buyers.none')}</Typography>
      ) : (
        <SimpleTable
          label={t('sections.buyers')}
          head={[t('buyers.name'), t('buyers.personal_id'), t('buyers.phone'), t('buyers.email')]}
          rows={current.map((c) => [name(c), c.personal_id ?? '—', c.phone ?? '—', c.email ?? '—'])}
        />
      )}
      {(removed.length > 0 || sale.customer_change_date) && (
        <Stack sx={{ mt: 2, gap: 0.5 }}>
          <Typography variant="subtitle2">{t('buyers.history')}</Typography>
          {removed.length > 0 && (
            <SimpleTable
              label={t('buyers.history')}
              head={[t('buyers.name'), t('buyers.added_at'), t('buyers.removed_at'), t('buyers.reason')]}
              rows={removed.map((c) => [
                name(c),
                formatDateTime(c.added_at),
                formatDateTime(c.removed_at ?? ''),
                c.removal_reason ?? '—',
              ])}
            />
          )}
          {sale.customer_change_date && (
            <Typography variant="body2" color="text.secondary">
              {t('buyers.last_change', {
                date: sale.customer_change_date,
                reason: sale.customer_change_reason ?? '',
              })}
            </Typography>
          )}
        </Stack>
      )}
    </Panel>
  );
}
