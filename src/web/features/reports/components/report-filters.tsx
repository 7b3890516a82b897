import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { localizedName } from '@shared/i18n/locales';
import { MONEY_VIEWS, type MoneyView } from '@shared/reports/contracts';
import { SALE_STATUSES } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { useMaySee } from '../../../lib/auth/permissions';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { PeriodFilter } from '../../../components/date/period-filter';
import { useBuildingOptions } from '../../buildings';
import { useResponsibleManagers } from '../api/get-responsible-managers';
import type { ReportFilterState } from '../api/report-filter';

type Props = { filter: ReportFilterState; onChange: (next: ReportFilterState) => void };

const split = (text: string) => text.split(',').filter(Boolean);

type Option = { value: string; label: string };

/** Several values of the filter, kept as the address keeps them (comma-separated); none chosen reads "All". */
function MultiSelect({
  label,
  width,
  value,
  onChange,
  options,
}: {
  label: string;
  width: number;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
}) {
  const { t } = useTranslation('reports');
  return (
    <TextField
      select
      size="small"
      label={label}
      sx={{ minWidth: width, maxWidth: width + 120 }}
      value={split(value)}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) =>
            (chosen as string[]).map((v) => options.find((o) => o.value === v)?.label ?? '').join(', ') ||
            t('all'),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
      onChange={(event) => onChange((event.target.value as unknown as string[]).join(','))}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The filter every report shares: period (a preset or dates), complexes, responsible managers, sale
 * statuses, money view.
 */
export function ReportFilters({ filter, onChange }: Props) {
  const { t, i18n } = useTranslation('reports');
  const { t: tm } = useTranslation('messages');
  const buildings = useBuildingOptions(useMaySee()('view_buildings'));
  const managers = useResponsibleManagers();
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
        <MultiSelect
          label={t('complexes')}
          width={200}
          value={filter.building_ids}
          onChange={(building_ids) => set({ building_ids })}
          options={(buildings.data ?? []).map((b) => ({
            value: String(b.id),
            label: localizedName(b, i18n.language),
          }))}
        />
      )}
      {(managers.data?.length ?? 0) > 1 && (
        <MultiSelect
          label={t('managers')}
          width={200}
          value={filter.responsible_user_ids}
          onChange={(responsible_user_ids) => set({ responsible_user_ids })}
          options={(managers.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        />
      )}
      <MultiSelect
        label={t('statuses')}
        width={180}
        value={filter.sale_statuses}
        onChange={(sale_statuses) => set({ sale_statuses })}
        options={SALE_STATUSES.map((s) => ({ value: s, label: tm(`reports.status.${s}`) }))}
      />
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
