export const advancePayments = {
  title: 'ავანსები',
  add: 'ავანსის დამატება',
  add_title: 'ახალი ავანსი',
  edit_title: 'ავანსის რედაქტირება',
  fields: {
    customer: 'კლიენტი',
    amount: 'თანხა',
    currency: 'ვალუტა',
    paid_at: 'გადახდის თარიღი',
    property: 'ფართი',
    bank_account: 'საბანკო ანგარიში',
    note: 'შენიშვნა',
    sale: 'გაყიდვა',
  },
  totals: 'ჯამი ვალუტების მიხედვით',
  no_property: 'ფართის გარეშე',
  applied: 'გაყიდვაზე მიბმულია',
};
