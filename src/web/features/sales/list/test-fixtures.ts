import type { OverdueSaleRow } from '@shared/payments/contracts';
import type { SaleDetail, SaleRow, SaleTotals } from '@shared/sales/contracts';
import type { SaleListRow } from './api/get-sales';

/** A sales list row as GET /api/sales answers it. */
export function saleRow(overrides: Partial<SaleListRow> = {}): SaleListRow {
  return {
    id: 7,
    contract_no: 'VP-2024/015',
    status: 'overdue',
    contract_type: 'contract_main',
    contract_lang: 'ge',
    contract_start_date: '2024-03-01',
    building_id: 4,
    building_name: 'Vake Park',
    units: 'A-5-12',
    customer_name: 'Nino Beridze',
    payment_ccy: 'USD',
    total_price: '125000.00',
    paid: '40000.00',
    debt: '2500.00',
    overdue_days: 45,
    next_due_date: '2024-06-10',
    paid_percent: '32.00',
    responsible_name: 'Giorgi Kapanadze',
    agent_name: 'Tbilisi Realty',
    is_signed: true,
    created_at: '2024-03-01T10:00:00.000Z',
    deleted_at: null,
    deleted_by_name: null,
    delete_comment: null,
    ...overrides,
  };
}

/** A row of GET /api/overdue-sales: by default late on its own instalments only. */
export function overdueRow(
  overrides: Partial<SaleListRow> = {},
  late?: OverdueSaleRow['late'],
): OverdueSaleRow {
  const row = saleRow(overrides);
  return {
    ...row,
    late: late ?? [
      {
        kind: 'sale',
        id: row.id,
        title: null,
        currency: row.payment_ccy,
        debt: row.debt,
        overdue_days: row.overdue_days,
      },
    ],
  };
}

export function pageOf<T>(data: T[], total = data.length) {
  return {
    data,
    meta: {
      current_page: 1,
      last_page: Math.max(1, Math.ceil(total / 10)),
      per_page: 10,
      from: 1,
      to: data.length,
      total,
    },
    links: { prev: null, next: null },
  };
}

export const totalsFixture: SaleTotals = {
  count: 3,
  per_currency: [
    { currency: 'USD', count: 2, price: '250000.00', paid: '90000.00', debt: '2500.00', overdue_count: 1 },
    { currency: 'GEL', count: 1, price: '180000.00', paid: '180000.00', debt: '0.00', overdue_count: 0 },
  ],
};

export function saleDetail(overrides: Partial<SaleDetail> = {}): SaleDetail {
  const row: SaleRow = saleRow();
  return {
    id: row.id,
    status: 'canceled',
    contract_no: row.contract_no,
    contract_type: 'contract_main',
    contract_lang: 'ge_en',
    contract_start_date: '2024-03-01',
    contract_end_date: null,
    signing_date: '2024-03-02',
    building_id: 4,
    building_name: 'Vake Park',
    payment_ccy: 'USD',
    price: '130000.00',
    discount: '5000.00',
    total_price: '125000.00',
    first_installment_amount: '25000.00',
    first_installment_date: '2024-03-05',
    payment_day: 10,
    mortgage_bank_id: null,
    mortgage_bank_name: null,
    mortgage_amount: null,
    agent_id: null,
    agent_name: null,
    agent_fee_percent: null,
    agent_fee: 'must_paid',
    agent_is_paid: false,
    agent_fee_paid_amount: null,
    agent_fee_paid_date: null,
    min_income_percent: null,
    is_signed: true,
    is_managable: true,
    vat_payer: false,
    automatic_recalculation: false,
    notifications_enabled: true,
    responsible_user_id: 3,
    responsible_name: 'Giorgi Kapanadze',
    info_source: 'Facebook',
    renovation_price: null,
    booking_id: null,
    cancellation_reason: null,
    canceled_at: null,
    customer_change_date: null,
    customer_change_reason: null,
    deleted_at: '2024-07-01T09:30:00.000Z',
    delete_comment: 'Entered twice by mistake',
    created_at: '2024-03-01T10:00:00.000Z',
    updated_at: '2024-07-01T09:30:00.000Z',
    properties: [
      {
        property_id: 31,
        building_id: 4,
        building_name: 'Vake Park',
        block: 'A',
        floor: 5,
        number: '12',
        type: 'apartment',
        state: 'white_frame',
        total_area: '84.50',
        price: '130000.00',
        released_at: '2024-07-01T09:30:00.000Z',
      },
    ],
    customers: [
      {
        customer_id: 11,
        name: 'Nino Beridze',
        personal_id: '01001001234',
        phone: '+995555123456',
        email: null,
        added_at: '2024-03-01T10:00:00.000Z',
        removed_at: null,
        removal_reason: null,
      },
    ],
    balance: {
      total: '125000.00',
      paid: '40000.00',
      debt: '2500.00',
      overdue_days: 45,
      next_due_date: '2024-06-10',
      next_due_amount: '2500.00',
      credit: '0.00',
      paid_percent: '32.00',
    },
    schedule: [
      {
        id: 1,
        number: 0,
        due_date: '2024-03-05',
        amount: '25000.00',
        paid: '25000.00',
        left: '0.00',
        first: true,
        status: 'paid',
        late: false,
      },
      {
        id: 2,
        number: 1,
        due_date: '2024-04-10',
        amount: '2500.00',
        paid: '0.00',
        left: '2500.00',
        first: false,
        status: 'unpaid',
        late: true,
      },
    ],
    payments: [
      {
        id: 5,
        sale_id: row.id,
        mode: 'sale',
        amount: '15000.00',
        original_amount: '40500.00',
        currency: 'GEL',
        payment_rate: '2.7000',
        sale_rate: '1.0000',
        rate_source: 'nbg',
        payment_date: '2024-03-20',
        payment_type: 'bank_transfer',
        bank_account_id: null,
        bank_account: null,
        note: '',
        advance_payment_id: null,
        created_by_name: 'Ana Lomidze',
        created_at: '2024-03-20T12:00:00.000Z',
      },
    ],
    can: {
      edit: false,
      edit_schedule: false,
      add_payments: false,
      edit_payments: false,
      delete_payments: false,
      delete: false,
    },
    deleted_by_name: 'Ana Lomidze',
    ...overrides,
  };
}
