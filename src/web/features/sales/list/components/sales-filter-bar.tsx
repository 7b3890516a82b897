import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { CURRENCIES } from '@shared/money/money';
import { SALE_STATUSES } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { useBuildingOptions } from '../../../buildings';
import { BAR_FILTERS, type BarField, type SaleListFilters } from '../api/sale-list-filters';
import { MultiSelectFilter, SelectFilter, TextFilter } from './filter-fields';
import { useFilterPermissions } from './use-filter-permissions';
import { localizedName } from '@shared/i18n/locales';

type BarValues = Pick<SaleListFilters, BarField>;

type Props = {
  filters: BarValues;
  onChange: (partial: Partial<BarValues>) => void;
  /** Which of the common filters to show; all of them by default. */
  fields?: readonly BarField[];
  /** Shows the "all filters" button; `activeCount` of those filters is its badge. */
  onOpenAll?: () => void;
  activeCount?: number;
  /** Shows "Clear filters" while any filter is set. */
  onClear?: () => void;
  anySet?: boolean;
};

/** The common filters of the sales screens, in one row above the table. */
export function SalesFilterBar({
  filters,
  onChange,
  fields = BAR_FILTERS,
  onOpenAll,
  activeCount = 0,
  onClear,
  anySet = false,
}: Props) {
  const { t, i18n } = useTranslation('sales');
  const { t: tc } = useTranslation('common');
  const may = useFilterPermissions();
  const buildings = useBuildingOptions(may.buildings && fields.includes('building_ids')).data ?? [];
  const show = (field: BarField) => fields.includes(field);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {show('contract_no') && (
        <TextFilter
          label={t('filters.contract_no')}
          value={filters.contract_no}
          onChange={(contract_no) => onChange({ contract_no })}
          width={170}
        />
      )}
      {show('property_num') && (
        <TextFilter
          label={t('filters.property_num')}
          value={filters.property_num}
          onChange={(property_num) => onChange({ property_num })}
          width={130}
        />
      )}
      {show('building_ids') && may.buildings && (
        <MultiSelectFilter
          label={t('filters.buildings')}
          value={filters.building_ids}
          onChange={(building_ids) => onChange({ building_ids })}
          options={buildings.map((b) => ({ value: String(b.id), label: localizedName(b, i18n.language) }))}
        />
      )}
      {show('sale_statuses') && (
        <MultiSelectFilter
          label={t('filters.statuses')}
          value={filters.sale_statuses}
          onChange={(sale_statuses) => onChange({ sale_statuses })}
          options={SALE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      )}
      {show('payment_ccy') && (
        <SelectFilter
          label={t('filters.currency')}
          value={filters.payment_ccy}
          onChange={(payment_ccy) => onChange({ payment_ccy })}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          width={120}
        />
      )}
      {show('overdue') && (
        <FormControlLabel
          control={
            <Switch
              checked={filters.overdue}
              onChange={(event) => onChange({ overdue: event.target.checked })}
            />
          }
          label={t('filters.overdue')}
          sx={{ mx: 0.5 }}
        />
      )}
      {onOpenAll && (
        <Badge badgeContent={activeCount} color="primary">
          <Button variant="outlined" startIcon={<FilterListOutlined />} onClick={onOpenAll}>
            {t('filters.all_filters')}
          </Button>
        </Badge>
      )}
      {onClear && anySet && <Button onClick={onClear}>{tc('actions.reset_filters')}</Button>}
    </Stack>
  );
}
