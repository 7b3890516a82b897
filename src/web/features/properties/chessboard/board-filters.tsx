import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/lists/filter-select';
import { useLookup } from '../../buildings';
import type { BoardFilters as Filters, PriceMode } from './board-layout';

const ROOMS = ['1', '2', '3', '4+'];

type Props = {
  filters: Filters;
  onChange: (partial: Partial<Filters>) => void;
  priceMode: PriceMode;
  onPriceModeChange: (mode: PriceMode) => void;
};

export function BoardFilters({ filters, onChange, priceMode, onPriceModeChange }: Props) {
  const { t } = useTranslation('properties');
  const states = useLookup('property-states').items;
  const views = useLookup('property-views').items;
  const number = (key: keyof Filters, label: string) => (
    <TextField
      type="number"
      label={label}
      value={filters[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      sx={{ width: 140 }}
      fullWidth={false}
    />
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <TextField
        select
        label={t('fields.rooms')}
        value={filters.rooms}
        onChange={(event) => onChange({ rooms: event.target.value })}
        sx={{ minWidth: 120 }}
        fullWidth={false}
      >
        <MenuItem value="">{t('board.any')}</MenuItem>
        {ROOMS.map((rooms) => (
          <MenuItem key={rooms} value={rooms}>
            {rooms}
          </MenuItem>
        ))}
      </TextField>
      {number('area_from', t('filters.area_from'))}
      {number('area_to', t('filters.area_to'))}
      {number('price_from', t('filters.price_from'))}
      {number('price_to', t('filters.price_to'))}
      <FilterSelect
        label={t('fields.state')}
        value={filters.state}
        onChange={(state) => onChange({ state })}
        options={states.map((item) => ({ value: item.key, label: item.title }))}
      />
      <FilterSelect
        label={t('fields.view')}
        value={filters.view}
        onChange={(view) => onChange({ view })}
        options={views.map((item) => ({ value: item.key, label: item.title }))}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={priceMode}
        onChange={(_event, mode: PriceMode | null) => mode && onPriceModeChange(mode)}
        aria-label={t('board.price_mode')}
      >
        <ToggleButton value="total">{t('board.total_price')}</ToggleButton>
        <ToggleButton value="per_m2">{t('board.per_m2')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
