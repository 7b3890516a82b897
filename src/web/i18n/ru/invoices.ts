import { INVOICE_PDF_LABELS } from '@shared/invoices/pdf-labels';
import type { invoices as ka } from '../ka/invoices';
import type { Translation } from '../translation';

export const invoices: Translation<typeof ka> = {
  title: 'Счета на оплату',
  invoice: 'Счёт',
  fields: {
    number: 'Номер',
    issue_date: 'Дата выставления',
    due_date: 'Срок оплаты',
    contract_no: 'Договор',
    customer: 'Покупатель',
    building: 'Комплекс',
    amount: 'Сумма',
    currency: 'Валюта',
    mode: 'За что',
    created_by: 'Выставил',
    year: 'Год',
    search: 'Номер счёта или договора',
  },
  modes: {
    next_instalments: 'Следующий взнос',
    amount: 'Выбранная сумма',
  },
  actions: {
    print: 'Печать',
    pdf: 'Скачать PDF',
    open: 'Открыть счёт',
  },
  issue: {
    button: 'Выставить счёт',
    title: 'Выставление счёта',
    mode: 'Счёт на',
    instalments: 'Количество взносов',
    amount: 'Сумма',
    due_date: 'Срок оплаты',
    due_date_hint: 'Если пусто — дата следующего взноса',
    currency: 'Валюта',
    sale_currency: 'Валюта продажи',
    submit: 'Выставить',
    issued_title: 'Счёт выставлен',
    issued: 'Счёт № {{number}}: {{amount}}, срок оплаты {{due_date}}',
    close: 'Закрыть',
  },
  print: {
    back: 'Назад',
    to_list: 'Счета на оплату',
    ...INVOICE_PDF_LABELS.ru,
    // the page interpolates through i18next and says which rates it used
    purpose_text: 'Договор № {{contract}}, счёт № {{invoice}}',
    conversion:
      'Пересчитано по курсу Национального банка Грузии на {{date}}: 1 {{from}} = {{from_rate}} GEL, 1 {{to}} = {{to_rate}} GEL',
  },
};
