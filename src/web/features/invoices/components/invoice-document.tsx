import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatIsoDate } from '@shared/dates/date-formats';
import type { Locale } from '@shared/i18n/locales';
import type { Invoice } from '@shared/invoices/contracts';
import { formatMoney } from '@shared/money/money';
import { capitalize } from '@shared/money/number-words';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const date = (iso: string) => formatIsoDate(iso, 'DD.MM.YYYY');

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary', mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

/** The invoice as one A4 sheet: what the PDF shows, in the screen's language. */
export function InvoiceDocument({ invoice, locale }: { invoice: Invoice; locale: Locale }) {
  const { t } = useTranslation('invoices');
  const d = invoice.details;
  const money = (amount: string, currency: string = invoice.currency) => `${formatMoney(amount)} ${currency}`;
  const lines = d.lines.length
    ? d.lines.map((line) => ({
        key: String(line.number),
        label: `${t('print.instalment')} № ${line.number} (${t('print.due')} ${date(line.due_date)})`,
        amount: money(line.unpaid, d.sale.payment_ccy),
      }))
    : [
        {
          key: 'amount',
          label: `${t('print.payment_under_contract')} № ${d.sale.contract_no}`,
          amount: d.conversion ? money(d.conversion.sale_amount, d.sale.payment_ccy) : money(invoice.amount),
        },
      ];

  return (
    <Box
      component="article"
      data-print="sheet"
      aria-label={`${t('invoice')} № ${invoice.display_number}`}
      sx={{
        bgcolor: '#fff',
        color: '#000',
        width: '210mm',
        maxWidth: '100%',
        minHeight: '297mm',
        mx: 'auto',
        p: '18mm',
        boxShadow: 3,
        boxSizing: 'border-box',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('invoice')} № {invoice.display_number}
        </Typography>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="body2">
            {t('fields.issue_date')}: {date(invoice.issue_date)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('fields.due_date')}: {date(invoice.due_date)}
          </Typography>
        </Box>
      </Stack>
      <Divider sx={{ my: 2 }} />

      <Stack direction="row" sx={{ gap: 4 }}>
        <Box sx={{ flex: 1 }}>
          <Heading>{t('print.seller')}</Heading>
          <Typography sx={{ fontWeight: 700 }}>{d.seller.name}</Typography>
          <Field label={t('print.id_code')}>{d.seller.id_code}</Field>
          <Field label={t('print.address')}>{d.seller.address}</Field>
          <Field label={t('print.phone')}>{d.seller.phone}</Field>
          <Field label={t('print.email')}>{d.seller.email}</Field>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Heading>{t('print.buyer')}</Heading>
          {d.customers.map((c) => (
            <Box key={c.id} sx={{ mb: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{c.name[locale] || c.name.ka}</Typography>
              <Field label={c.type === 'company' ? t('print.id_code') : t('print.personal_id')}>
                {c.id_code}
              </Field>
              <Field label={t('print.address')}>{c.address}</Field>
              <Field label={t('print.phone')}>{c.phone}</Field>
              <Field label={t('print.email')}>{c.email}</Field>
            </Box>
          ))}
        </Box>
      </Stack>
      <Divider sx={{ my: 2 }} />

      <Field label={t('print.contract')}>№ {d.sale.contract_no}</Field>
      <Field label={t('print.complex')}>
        {[d.complex.name[locale] || d.complex.name.ka, d.complex.address].filter(Boolean).join(', ')}
      </Field>
      {d.units.length > 0 && (
        <>
          <Heading>{t('print.units')}</Heading>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {d.units.map((u) => (
              <Typography component="li" variant="body2" key={u.id}>
                {[
                  u.type_title[locale] || u.type_title.ka,
                  u.block ? `${t('print.block')} ${u.block}` : '',
                  `${t('print.floor')} ${u.floor}`,
                  `№ ${u.number}`,
                  `${t('print.area')} ${u.total_area} ${t('print.m2')}`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Typography>
            ))}
          </Box>
        </>
      )}

      <Heading>{t('print.description')}</Heading>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <Box component="td" sx={{ py: 0.5 }}>
                {line.label}
              </Box>
              <Box component="td" sx={{ py: 0.5, textAlign: 'right', whiteSpace: 'nowrap' }}>
                {line.amount}
              </Box>
            </tr>
          ))}
          <tr>
            <Box
              component="th"
              scope="row"
              sx={{ textAlign: 'left', pt: 1, borderTop: 1, borderColor: 'divider' }}
            >
              {t('print.total')}
            </Box>
            <Box
              component="td"
              sx={{
                textAlign: 'right',
                pt: 1,
                borderTop: 1,
                borderColor: 'divider',
                fontWeight: 700,
                whiteSpace: 'nowrap',
              }}
            >
              {money(invoice.amount)}
            </Box>
          </tr>
        </tbody>
      </Box>
      {d.conversion && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('print.conversion', {
            date: date(d.conversion.date),
            from: d.conversion.sale_currency,
            from_rate: d.conversion.sale_rate,
            to: invoice.currency,
            to_rate: d.conversion.invoice_rate,
          })}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <Field label={t('print.in_words')}>{capitalize(d.amount_words[locale])}</Field>
        {locale !== 'ka' && <Field label="სიტყვიერად">{d.amount_words.ka}</Field>}
      </Box>

      <Heading>
        {t('print.bank_details')} ({invoice.currency})
      </Heading>
      {d.bank_accounts.length === 0 && <Typography variant="body2">{t('print.no_accounts')}</Typography>}
      {d.bank_accounts.map((a) => (
        <Box key={`${a.iban}-${a.building_block ?? ''}`} sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {locale === 'ka' ? a.bank_name : a.bank_name_en || a.bank_name}
          </Typography>
          <Field label={t('print.swift')}>{a.bank_code}</Field>
          <Field label={t('print.iban')}>{a.iban}</Field>
          <Field label={t('print.mediator_bank')}>{a.mediator_bank}</Field>
        </Box>
      ))}
      <Divider sx={{ my: 2 }} />
      <Field label={t('print.purpose')}>
        {t('print.purpose_text', { contract: d.sale.contract_no, invoice: invoice.display_number })}
      </Field>
    </Box>
  );
}
