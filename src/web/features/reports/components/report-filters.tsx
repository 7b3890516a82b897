import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { localizedName } from '@shared/i18n/locales';
import { MONEY_VIEWS, type MoneyView } from '@shared/reports/contracts';
import { SALE_STATUSES } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/auth/use-permission';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { PeriodFilter } from '../../../components/date/period-filter';
import { useBuildingOptions } from '../../buildings';
import type { ReportFilterState } from '../api/report-filter';

type Props = { filter: ReportFilterState; onChange: (next: ReportFilterState) => void };

const split = (text: string) => text.split(',').filter(Boolean);

/** The filter every report shares: period (a preset or dates), complexes, sale statuses, money view. */
export function ReportFilters({ filter, onChange }: Props) {
  const { t, i18n } = useTranslation('reports');
  const { t: tm } = useTranslation('messages');
  const can = usePermission();
  const buildings = useBuildingOptions(can('view_buildings'));
  const set = (partial: Partial<ReportFilterState>) => onChange({ ...filter, ...partial });

  return (
    <Box
      className="no-print"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <PeriodFilter
        size="small"
        fullWidth={false}
        label={t('period')}
        value={filter.period}
        onChange={(period, range) =>
          set(
            period
              ? { period, date_from: '', date_to: '' }
              : {
                  period: '',
                  date_from: range?.from ?? filter.date_from,
                  date_to: range?.to ?? filter.date_to,
                },
          )
        }
      />
      {filter.period === '' && (
        <DateRangeInput
          size="small"
          value={{ from: filter.date_from, to: filter.date_to }}
          onChange={(range) => set({ date_from: range.from, date_to: range.to })}
        />
      )}
      {(buildings.data?.length ?? 0) > 1 && (
        <TextField
          select
          size="small"
          label={t('complexes')}
          sx={{ minWidth: 200, maxWidth: 320 }}
          value={split(filter.building_ids)}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (ids) =>
                (ids as string[])
                  .map((id) => buildings.data?.find((b) => String(b.id) === id))
                  .map((b) => (b ? localizedName(b, i18n.language) : ''))
                  .join(', ') || t('all'),
              displayEmpty: true,
            },
            inputLabel: { shrink: true },
          }}
          onChange={(event) => {
            const value = event.target.value as unknown as string[];
            set({ building_ids: value.join(',') });
          }}
        >
          {buildings.data?.map((b) => (
            <MenuItem key={b.id} value={String(b.id)}>
              {localizedName(b, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={t('statuses')}
        sx={{ minWidth: 180, maxWidth: 300 }}
        value={split(filter.sale_statuses)}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (values) =>
              (values as string[]).map((s) => tm(`reports.status.${s}`)).join(', ') || t('all'),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        onChange={(event) => set({ sale_statuses: (event.target.value as unknown as string[]).join(',') })}
      >
        {SALE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {tm(`reports.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter.money_view}
        aria-label={t('money_view')}
        onChange={(_e, next: MoneyView | null) => next && set({ money_view: next })}
      >
        {MONEY_VIEWS.map((view) => (
          <ToggleButton key={view} value={view}>
            {t(`views.${view}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
