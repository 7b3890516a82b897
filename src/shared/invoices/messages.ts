import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of invoices, in ka, en and ru. */
export const invoicesMessages = {
  'invoices.nothing_due': {
    ka: 'ამ გაყიდვაზე გადასახდელი შენატანი აღარ დარჩა',
    en: 'Nothing is left to pay on this sale',
    ru: 'По этой продаже не осталось взносов к оплате',
  },
  'invoices.sale_closed': {
    ka: 'გაყიდვა გაუქმებული ან წაშლილია: მასზე ინვოისი აღარ გამოიწერება',
    en: 'The sale is canceled or deleted: no invoice can be issued for it',
    ru: 'Продажа отменена или удалена: счёт по ней выставить нельзя',
  },
  'invoices.amount_exceeds_balance': {
    ka: 'თანხა აღემატება გაყიდვის გადაუხდელ ნაშთს',
    en: 'The amount is more than what is left to pay on the sale',
    ru: 'Сумма больше неоплаченного остатка по продаже',
  },
  'invoices.rate_unavailable': {
    ka: 'ამ დღის ოფიციალური კურსი ვერ მოიძებნა: ინვოისი გაყიდვის ვალუტაში გამოწერეთ',
    en: 'No official rate could be had for today: issue the invoice in the sale’s currency',
    ru: 'Официальный курс на сегодня недоступен: выставьте счёт в валюте продажи',
  },
  'invoices.numbering_busy': {
    ka: 'ინვოისის ნომერი ამ წამს სხვამაც აიღო — სცადეთ თავიდან',
    en: 'Someone else took the invoice number at the same moment — try again',
    ru: 'Номер счёта в этот момент занял другой пользователь — попробуйте ещё раз',
  },
} as const satisfies MessageCatalogue;
