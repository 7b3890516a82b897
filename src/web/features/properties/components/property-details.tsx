import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PropertyDetail } from '@shared/properties/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useLookup } from '../../buildings';
import { StatusChip } from './status-chip';

/** The unit's card as label/value pairs. */
export function PropertyDetails({ unit }: { unit: PropertyDetail }) {
  const { t } = useTranslation('properties');
  const type = useLookup('property-types').title;
  const state = useLookup('property-states').title;
  const view = useLookup('property-views').title;
  const status = useLookup('property-statuses').title;
  const rows: [string, ReactNode][] = [
    [t('fields.status'), <StatusChip key="status" status={unit.status} label={status(unit.status)} />],
    [t('fields.building'), unit.building_name],
    [t('fields.block'), unit.block ?? '—'],
    [t('fields.floor'), unit.floor],
    [t('fields.type'), type(unit.type)],
    [t('fields.state'), state(unit.state)],
    [t('fields.view'), view(unit.view) || '—'],
    [t('fields.rooms'), unit.rooms ?? '—'],
    [t('fields.total_area'), unit.total_area ?? '—'],
    [t('fields.living_area'), unit.living_area ?? '—'],
    [t('fields.balcony_area'), unit.balcony_area ?? '—'],
    [t('fields.terrace_area'), unit.terrace_area ?? '—'],
    [t('fields.price_per_m2'), <MoneyText key="m2" value={unit.price_per_m2} currency={unit.currency} />],
    [t('fields.total_price'), <MoneyText key="total" value={unit.total_price} currency={unit.currency} />],
    [t('fields.cad_code'), unit.cad_code || '—'],
    [t('fields.features'), unit.features.map((feature) => feature.title).join(', ') || '—'],
  ];
  if (unit.parent) rows.push([t('fields.parent'), unit.parent.number]);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
