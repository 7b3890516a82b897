import type { Invoice, InvoiceRow } from '@shared/invoices/contracts';

/** An invoice as GET /api/invoices/{id} answers it. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 5,
    year: 2026,
    number: 15,
    display_number: '2026-0015',
    sale_id: 7,
    contract_no: 'VP-2024/015',
    customer_id: 3,
    customer_name: 'Nino Beridze',
    building_id: 1,
    building_name: 'Vake Park Residence',
    amount: '1234.50',
    currency: 'USD',
    mode: 'next_instalments',
    issue_date: '2026-11-20',
    due_date: '2026-12-10',
    created_by_name: 'Ana Lomidze',
    created_at: '2026-11-20T09:00:00.000Z',
    details: {
      mode: 'next_instalments',
      seller: {
        name: 'შპს „ვაკე რეზიდენსი“',
        id_code: '405287311',
        director: 'გიორგი ბერიძე',
        address: 'ქ. თბილისი, ილია ჭავჭავაძის გამზ. 64',
        phone: '+995 32 222 64 64',
        email: 'vake@tbilisi-development.ge',
      },
      company: {
        name: 'შპს „თბილისი დეველოპმენტი“',
        id_code: '405123456',
        director: 'გიორგი ბერიძე',
        phone: '',
        email: '',
      },
      complex: {
        id: 1,
        name: { ka: 'ვაკე პარკ რეზიდენსი', en: 'Vake Park Residence', ru: 'Ваке Парк Резиденс' },
        address: 'ქ. თბილისი, ილია ჭავჭავაძის გამზ. 64',
      },
      sale: {
        id: 7,
        contract_no: 'VP-2024/015',
        contract_lang: 'ge_en',
        payment_ccy: 'USD',
        total_price: '125000.00',
        paid_amount: '40000.00',
      },
      customers: [
        {
          id: 3,
          type: 'individual',
          name: { ka: 'ნინო ბერიძე', en: 'Nino Beridze', ru: 'Нино Беридзе' },
          id_code: '01008034521',
          address: 'ქ. თბილისი, ვაჟა-ფშაველას გამზ. 12',
          phone: '+995 599 12 34 56',
          email: 'nino@example.ge',
        },
      ],
      units: [
        {
          id: 11,
          type: 'apartment',
          type_title: { ka: 'ბინა', en: 'Apartment', ru: 'Квартира' },
          block: 'A',
          floor: 5,
          number: '12',
          total_area: '65.50',
          cad_code: '',
        },
      ],
      bank_accounts: [
        {
          bank_name: 'თიბისი ბანკი',
          bank_name_en: 'TBC Bank',
          bank_code: 'TBCBGE22',
          iban: 'GE29TB7036045100000102',
          mediator_bank: 'Citibank N.A., New York (CITIUS33)',
          building_block: null,
        },
      ],
      lines: [
        { number: 3, due_date: '2026-12-10', amount: '1000.00', unpaid: '234.50' },
        { number: 4, due_date: '2027-01-10', amount: '1000.00', unpaid: '1000.00' },
      ],
      amount: '1234.50',
      currency: 'USD',
      amount_words: {
        ka: 'ათას ორას ოცდათოთხმეტი აშშ დოლარი და ორმოცდაათი ცენტი',
        en: 'one thousand two hundred thirty-four dollars and fifty cents',
        ru: 'одна тысяча двести тридцать четыре доллара пятьдесят центов',
      },
      conversion: null,
    },
    ...overrides,
  };
}

export function invoiceRowFixture(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  const { details: _details, ...row } = invoiceFixture();
  return { ...row, ...overrides };
}

export const pageOf = <T>(rows: T[]) => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: rows.length, total: rows.length },
  links: { prev: null, next: null },
});
