import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  MESSAGE_STATUSES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_REASONS,
  NOTIFICATION_TRIGGERS,
} from '@shared/notifications/messages';
import { useTranslation } from 'react-i18next';
import { useMaySee } from '../../../lib/auth/permissions';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { FilterSelect } from '../../../components/lists/filter-select';
import { CustomerPicker } from '../../customers';
import type { NotificationLogFilters } from '../api/get-notification-logs';

type Props = {
  filters: NotificationLogFilters;
  onChange: (partial: Partial<NotificationLogFilters>) => void;
};

export function NotificationLogsFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('notificationLogs');
  // The picker searches the customers list, which needs a customers permission.
  const pickCustomer = useMaySee()('view_customers', 'view_only_own_customers');
  const options = <K extends string>(values: readonly K[], group: string) =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as never) as string }));

  return (
    <Stack
      direction="row"
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'flex-start',
        // On a phone the filters fill two columns; the dates and the customer take a line each.
        display: { xs: 'grid', sm: 'flex' },
        gridTemplateColumns: '1fr 1fr',
        '& .MuiTextField-root': { minWidth: { xs: 0, sm: 180 } },
      }}
    >
      <FilterSelect
        label={t('fields.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={options(MESSAGE_STATUSES, 'statuses')}
      />
      <FilterSelect
        label={t('fields.channel')}
        value={filters.notification_channel}
        onChange={(notification_channel) => onChange({ notification_channel })}
        options={options(NOTIFICATION_CHANNELS, 'channels')}
      />
      <FilterSelect
        label={t('fields.type')}
        value={filters.notification_type}
        onChange={(notification_type) => onChange({ notification_type })}
        options={options(NOTIFICATION_REASONS, 'types')}
      />
      <FilterSelect
        label={t('fields.trigger')}
        value={filters.trigger}
        onChange={(trigger) => onChange({ trigger })}
        options={options(NOTIFICATION_TRIGGERS, 'triggers')}
      />
      <Box
        sx={{
          gridColumn: '1 / -1',
          '& .MuiFormControl-root': { flex: { xs: 1, sm: 'initial' }, minWidth: 0 },
        }}
      >
        <DateRangeInput
          size="small"
          value={{ from: filters.date_from, to: filters.date_to }}
          onChange={({ from, to }) => onChange({ date_from: from, date_to: to })}
        />
      </Box>
      {pickCustomer && (
        <Stack sx={{ minWidth: { xs: 0, sm: 240 }, flex: '0 1 280px', gridColumn: '1 / -1' }}>
          <CustomerPicker
            label={t('filters.customer')}
            value={filters.customer_id ? Number(filters.customer_id) : null}
            onChange={(id) => onChange({ customer_id: id === null ? '' : String(id) })}
          />
        </Stack>
      )}
      {filters.sale_id && (
        <Chip
          sx={{ alignSelf: 'center', justifySelf: 'start' }}
          label={t('sale_filter', { id: filters.sale_id })}
          onDelete={() => onChange({ sale_id: '' })}
          title={t('clear_sale')}
        />
      )}
    </Stack>
  );
}
