import type { advancePayments as ka } from '../ka/advance-payments';
import type { Translation } from '../translation';

export const advancePayments: Translation<typeof ka> = {
  title: 'Авансы',
  add: 'Добавить аванс',
  add_title: 'Новый аванс',
  edit_title: 'Редактирование аванса',
  fields: {
    customer: 'Клиент',
    amount: 'Сумма',
    currency: 'Валюта',
    paid_at: 'Дата оплаты',
    property: 'Объект',
    bank_account: 'Банковский счёт',
    note: 'Примечание',
    sale: 'Продажа',
  },
  totals: 'Итого по валютам',
  no_property: 'Без объекта',
  applied: 'Зачтён в продажу',
};
