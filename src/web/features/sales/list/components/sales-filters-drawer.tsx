import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toLocale } from '@shared/i18n/locales';
import {
  CONTRACT_TYPE_TITLES,
  PROPERTY_STATE_TITLES,
  PROPERTY_STATES,
  PROPERTY_TYPE_TITLES,
  PROPERTY_TYPES,
} from '@shared/properties/enums';
import { CONTRACT_LANGUAGES, CONTRACT_TYPES, SALE_RENOVATION_FILTERS } from '@shared/sales/contracts';
import { decimalPattern } from '@shared/validation/checks';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../../lib/config/get-app-config';
import { CountryField, CustomerPicker } from '../../../customers';
import { DateRangeInput } from '../../../../components/date/date-range-input';
import { useResponsibleUsers } from '../../sale-form/api/sale-lookups';
import { useAgentOptions } from '../../../agents';
import type { SaleListFilters } from '../api/sale-list-filters';
import {
  BirthdayFilter,
  MultiSelectFilter,
  NamedOptionFilter,
  SelectFilter,
  TextFilter,
  YesNoFilter,
} from './filter-fields';
import { useFilterPermissions } from './use-filter-permissions';

/** A payment percentage as the filter takes it: up to 100, two decimals. */
const PERCENT_PATTERN = decimalPattern(3);

const BLOCKS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
const HAS_PAYMENTS = ['yes', 'no', 'below_percent'] as const;

type Props = {
  filters: SaleListFilters;
  onChange: (partial: Partial<SaleListFilters>) => void;
  onClear: () => void;
  onClose: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} sx={{ gap: 1.5 }}>
      <Typography id={id} variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Every other filter of the sales list, in a panel at the side; each change applies at once. */
export function SalesFiltersDrawer({ filters, onChange, onClear, onClose }: Props) {
  const { t, i18n } = useTranslation('sales');
  const { t: tc } = useTranslation('common');
  const { t: ts } = useTranslation('services');
  const config = useAppConfig();
  const locale = toLocale(i18n.language);
  const titleId = useId();
  const may = useFilterPermissions();
  const users = useResponsibleUsers();
  const agents = useAgentOptions({ enabled: may.agents });
  const full = '100%';
  const range = (
    from: keyof SaleListFilters & `${string}_from`,
    to: keyof SaleListFilters & `${string}_to`,
  ) => (
    <DateRangeInput
      value={{ from: String(filters[from]), to: String(filters[to]) }}
      onChange={(next) => onChange({ [from]: next.from, [to]: next.to })}
      fromLabel={t(`filters.${from}`)}
      toLabel={t(`filters.${to}`)}
    />
  );

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 } },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('filters.all_filters')}
        </Typography>
        <IconButton aria-label={tc('actions.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Divider />
      <Stack sx={{ gap: 3, p: 2, overflowY: 'auto', flex: 1 }}>
        <Section title={t('filters.groups.contract')}>
          <TextFilter
            label={t('filters.id')}
            value={filters.id}
            onChange={(id) => onChange({ id })}
            valid={(text) => text === '' || /^[1-9]\d{0,9}$/.test(text)}
            inputMode="numeric"
            type="text"
            width={full}
          />
          <SelectFilter
            label={t('filters.contract_type')}
            value={filters.contract_type}
            onChange={(contract_type) => onChange({ contract_type })}
            options={CONTRACT_TYPES.map((c) => ({ value: c, label: CONTRACT_TYPE_TITLES[c][locale] }))}
            width={full}
          />
          <SelectFilter
            label={t('filters.contract_lang')}
            value={filters.contract_lang}
            onChange={(contract_lang) => onChange({ contract_lang })}
            options={CONTRACT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            width={full}
          />
          <SelectFilter
            label={t('filters.responsible')}
            value={filters.user_id}
            onChange={(user_id) => onChange({ user_id })}
            options={(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            width={full}
          />
          {may.agents && (
            <NamedOptionFilter
              label={t('filters.agent')}
              value={filters.agent_id}
              onChange={(agent_id) => onChange({ agent_id })}
              options={agents.data ?? []}
              loading={agents.isFetching}
            />
          )}
          <TextFilter
            label={t('filters.info_source')}
            value={filters.info_source}
            onChange={(info_source) => onChange({ info_source })}
            width={full}
          />
          <Stack direction="row" sx={{ gap: 1 }}>
            <YesNoFilter
              label={t('filters.is_signed')}
              value={filters.is_signed}
              onChange={(is_signed) => onChange({ is_signed })}
              width={full}
            />
            <YesNoFilter
              label={t('filters.has_docs')}
              value={filters.has_docs}
              onChange={(has_docs) => onChange({ has_docs })}
              width={full}
            />
          </Stack>
          <YesNoFilter
            label={t('filters.cancellation_candidate')}
            value={filters.cancellation_candidate}
            onChange={(cancellation_candidate) => onChange({ cancellation_candidate })}
            width={full}
          />
        </Section>

        <Section title={t('filters.groups.dates')}>
          {range('contract_start_date_from', 'contract_start_date_to')}
          {range('first_installment_date_from', 'first_installment_date_to')}
          {range('adding_date_from', 'adding_date_to')}
        </Section>

        <Section title={t('filters.groups.payments')}>
          {range('due_from', 'due_to')}
          <SelectFilter
            label={t('filters.has_payments')}
            value={filters.has_payments}
            onChange={(has_payments) => onChange({ has_payments })}
            options={HAS_PAYMENTS.map((h) => ({
              value: h,
              label: t(`filters.has_payments_options.${h}`, { percent: filters.payment_percent }),
            }))}
            width={full}
          />
          {filters.has_payments === 'below_percent' && (
            <TextFilter
              label={t('filters.payment_percent')}
              value={String(filters.payment_percent)}
              onChange={(text) => onChange({ payment_percent: Number(text) })}
              valid={(text) => PERCENT_PATTERN.test(text) && Number(text) <= 100}
              type="text"
              inputMode="numeric"
              width={full}
            />
          )}
        </Section>

        <Section title={t('filters.groups.customer')}>
          <CustomerPicker
            label={t('filters.customer')}
            value={filters.customer_id === '' ? null : Number(filters.customer_id)}
            onChange={(id) => onChange({ customer_id: id === null ? '' : String(id) })}
          />
          <CountryField
            label={t('filters.customer_country')}
            value={filters.customer_country}
            onChange={(customer_country) => onChange({ customer_country })}
          />
          <CountryField
            label={t('filters.customer_citizen')}
            value={filters.customer_citizen}
            onChange={(customer_citizen) => onChange({ customer_citizen })}
          />
          <BirthdayFilter
            label={t('filters.customer_birth_date')}
            placeholder={t('filters.birthday_placeholder')}
            value={filters.customer_birth_date}
            onChange={(customer_birth_date) => onChange({ customer_birth_date })}
          />
          <Stack direction="row" sx={{ gap: 1 }}>
            <YesNoFilter
              label={t('filters.customer_has_phone')}
              value={filters.customer_has_phone}
              onChange={(customer_has_phone) => onChange({ customer_has_phone })}
              width={full}
            />
            <YesNoFilter
              label={t('filters.customer_has_email')}
              value={filters.customer_has_email}
              onChange={(customer_has_email) => onChange({ customer_has_email })}
              width={full}
            />
          </Stack>
        </Section>

        <Section title={t('filters.groups.property')}>
          <Stack direction="row" sx={{ gap: 1 }}>
            <SelectFilter
              label={t('filters.block')}
              value={filters.block}
              onChange={(block) => onChange({ block })}
              options={BLOCKS.map((b) => ({ value: b, label: b }))}
              width={full}
            />
            <YesNoFilter
              label={t('filters.with_multiple_properties')}
              value={filters.with_multiple_properties}
              onChange={(with_multiple_properties) => onChange({ with_multiple_properties })}
              width={full}
            />
          </Stack>
          <SelectFilter
            label={t('filters.property_type')}
            value={filters.property_type}
            onChange={(property_type) => onChange({ property_type })}
            options={PROPERTY_TYPES.map((p) => ({ value: p, label: PROPERTY_TYPE_TITLES[p][locale] }))}
            width={full}
          />
          <SelectFilter
            label={t('filters.property_state')}
            value={filters.property_state}
            onChange={(property_state) => onChange({ property_state })}
            options={PROPERTY_STATES.map((p) => ({ value: p, label: PROPERTY_STATE_TITLES[p][locale] }))}
            width={full}
          />
          {config.modules.services && (
            <MultiSelectFilter
              label={t('filters.renovation_statuses')}
              value={filters.renovation_statuses}
              onChange={(renovation_statuses) => onChange({ renovation_statuses })}
              options={SALE_RENOVATION_FILTERS.map((s) => ({
                value: s,
                label: s === 'none' ? t('filters.renovation_none') : ts(`statuses.${s}`),
              }))}
              width={full}
            />
          )}
        </Section>
      </Stack>
      <Divider />
      <Stack direction="row" sx={{ gap: 1, p: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onClear}>{tc('actions.reset_filters')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onClose}>
          {t('filters.show_results')}
        </Button>
      </Stack>
    </Drawer>
  );
}
