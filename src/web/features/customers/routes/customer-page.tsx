import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Customer } from '@shared/customers/contracts';
import type { Currency } from '@shared/money/money';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMayAct } from '../../../lib/auth/permissions';
import { CommentsPanel } from '../../comments';
import { CustomFieldsCard } from '../../custom-fields';
import { RecordTasks } from '../../tasks';
import { paths } from '../../../lib/routing/paths';
import { formatDate } from '../../../components/format-date-time';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page/page-header';
import { useCountries } from '../api/get-countries';
import { useCustomer } from '../api/get-customer';
import { useCustomerRelated } from '../api/get-customer-related';
import { countryLabel } from '../components/country-field';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { SimpleTable } from '../../../components/data-table/simple-table';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Details({ customer }: { customer: Customer }) {
  const { t, i18n } = useTranslation('customers');
  const countries = useCountries().data ?? [];
  const country = (code: string | null) => {
    const found = code ? countries.find((c) => c.code_iso2 === code) : undefined;
    return found ? countryLabel(found, i18n.language) : code;
  };
  const person = customer.type === 'individual';
  const items: [string, ReactNode][] = person
    ? [
        [t('fields.first_name'), `${customer.first_name} ${customer.last_name}`],
        [t('fields.first_name_en'), `${customer.first_name_en} ${customer.last_name_en}`],
        [t('fields.first_name_ru'), `${customer.first_name_ru} ${customer.last_name_ru}`],
        [
          customer.citizenship === 'GE' ? t('fields.personal_id') : t('fields.passport'),
          customer.personal_id,
        ],
        [t('fields.gender'), customer.gender ? t(`genders.${customer.gender}`) : ''],
        [t('fields.birth_date'), formatDate(customer.birth_date)],
        [t('fields.citizenship'), country(customer.citizenship)],
      ]
    : [
        [t('fields.company_name'), customer.company_name],
        [t('fields.company_name_en'), customer.company_name_en],
        [t('fields.company_name_ru'), customer.company_name_ru],
        [t('fields.company_id'), customer.company_id],
        [t('fields.delegate_name'), customer.delegate_name],
        [t('fields.delegate_position'), customer.delegate_position],
        [t('fields.delegate_personal_id'), customer.delegate_personal_id],
      ];
  items.push(
    [t('fields.country'), country(customer.country)],
    [t('fields.address'), customer.address],
    [t('fields.phone'), customer.phone],
    [t('fields.email'), customer.email],
    [t('fields.created_at'), formatDate(customer.created_at)],
  );
  return (
    <Grid container spacing={1}>
      {items.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography>{value || '—'}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** One customer: details, additional fields, what they take part in, and comments. */
export function CustomerPage() {
  const { t } = useTranslation('customers');
  const { t: tBookings } = useTranslation('bookings');
  const { t: tBarter } = useTranslation('barter');
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const related = useCustomerRelated(id);
  const canEdit = useMayAct()('edit_customers');
  const [editing, setEditing] = useState(false);
  const none = t('sections.none');

  if (!customer.data) {
    return (
      <PageHeader
        title={customer.isError ? customer.error.message : t('open')}
        breadcrumbs={[{ label: t('back'), to: paths.customers.list.path }]}
      />
    );
  }
  const c = customer.data;
  const r = related.data ?? { bookings: [], barters: [], advance_payments: [] };
  return (
    <>
      <PageHeader
        title={c.name}
        breadcrumbs={[{ label: t('back'), to: paths.customers.list.path }, { label: c.name }]}
        actions={
          canEdit && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('edit_title')}
            </Button>
          )
        }
      />
      <Stack sx={{ gap: 2 }}>
        <Section title={t(`types.${c.type}`)}>
          <Details customer={c} />
        </Section>
        <CustomFieldsCard group="customer" recordId={c.id} canEdit={canEdit} />
        <Card variant="outlined">
          <CardContent>
            <RecordTasks model="customer" modelId={c.id} />
          </CardContent>
        </Card>
        <Section title={t('sections.bookings')}>
          <SimpleTable
            empty={none}
            head={[
              t('related.building'),
              t('related.property'),
              t('related.period'),
              t('related.price'),
              t('related.status'),
            ]}
            rows={r.bookings.map((b) => [
              b.building_name,
              b.property_number,
              `${formatDate(b.date_from)} — ${formatDate(b.date_to)}`,
              <MoneyText key="p" value={b.price} currency={b.currency as Currency} />,
              tBookings(`statuses.${b.status}`),
            ])}
          />
        </Section>
        <Section title={t('sections.barters')}>
          <SimpleTable
            empty={none}
            head={[t('related.date'), t('related.item'), t('related.valuation'), t('related.status')]}
            rows={r.barters.map((b) => [
              formatDate(b.deal_date),
              [tBarter(`item_types.${b.item_type}`), b.description].filter(Boolean).join(': '),
              <MoneyText key="v" value={b.valuation} currency={b.currency as Currency} />,
              tBarter(`statuses.${b.status}`),
            ])}
          />
        </Section>
        <Section title={t('sections.advance_payments')}>
          <SimpleTable
            empty={none}
            head={[t('related.date'), t('related.property'), t('related.amount')]}
            rows={r.advance_payments.map((a) => [
              formatDate(a.paid_at),
              a.property_number ?? '—',
              <MoneyText key="a" value={a.amount} currency={a.currency as Currency} />,
            ])}
          />
        </Section>
        {/* The panel heads itself with "Comments"; a section title over it would say it twice. */}
        <Card variant="outlined">
          <CardContent>
            <CommentsPanel model="customer" modelId={id} />
          </CardContent>
        </Card>
      </Stack>
      {editing && <CustomerFormDialog customer={c} onClose={() => setEditing(false)} />}
    </>
  );
}
