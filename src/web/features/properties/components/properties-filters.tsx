import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CURRENCIES } from '@shared/money/money';
import { BLOCKS } from '@shared/buildings/blocks';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/lists/filter-select';
import { useBuildingOptions, useLookup } from '../../buildings';
import { useFeatures } from '../../property-features';
import type { PropertyFilters } from '../api/get-properties';
import { localizedTitle } from '@shared/i18n/locales';
import { lookupOptions } from './lookup-options';
import { localizedName } from '@shared/i18n/locales';

type Props = { filters: PropertyFilters; onChange: (partial: Partial<PropertyFilters>) => void };

export function PropertiesFilters({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation('properties');
  const buildings = useBuildingOptions().data ?? [];
  const features = useFeatures().data ?? [];
  const types = useLookup('property-types').items;
  const states = useLookup('property-states').items;
  const statuses = useLookup('property-statuses').items;
  const views = useLookup('property-views').items;
  const text = (key: keyof PropertyFilters, label: string, type = 'number') => (
    <TextField
      type={type}
      label={label}
      value={filters[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      sx={{ width: 140 }}
      fullWidth={false}
    />
  );
  const select = (key: keyof PropertyFilters, label: string, options: { value: string; label: string }[]) => (
    <FilterSelect
      label={label}
      value={filters[key]}
      onChange={(value) => onChange({ [key]: value })}
      options={options}
    />
  );
  return (
    <Stack sx={{ flexWrap: 'wrap', gap: 1 }} direction="row">
      {select(
        'building_id',
        t('fields.building'),
        buildings.map((building) => ({
          value: String(building.id),
          label: localizedName(building, i18n.language),
        })),
      )}
      {select(
        'block',
        t('fields.block'),
        BLOCKS.map((block) => ({ value: block, label: block })),
      )}
      {text('floor_from', t('filters.floor_from'))}
      {text('floor_to', t('filters.floor_to'))}
      {text('number', t('fields.number'), 'search')}
      {select('type', t('fields.type'), lookupOptions(types))}
      {select('state', t('fields.state'), lookupOptions(states))}
      {select('status', t('fields.status'), lookupOptions(statuses))}
      {select('view', t('fields.view'), lookupOptions(views))}
      {text('rooms', t('fields.rooms'))}
      {text('area_from', t('filters.area_from'))}
      {text('area_to', t('filters.area_to'))}
      {text('price_from', t('filters.price_from'))}
      {text('price_to', t('filters.price_to'))}
      {select(
        'currency',
        t('fields.currency'),
        CURRENCIES.map((currency) => ({ value: currency, label: currency })),
      )}
      {select(
        'feature_id',
        t('fields.feature'),
        features.map((feature) => ({
          value: String(feature.id),
          label: localizedTitle(feature, i18n.language),
        })),
      )}
    </Stack>
  );
}
