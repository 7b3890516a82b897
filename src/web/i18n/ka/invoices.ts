import { INVOICE_PDF_LABELS } from '@shared/invoices/pdf-labels';
export const invoices = {
  title: 'ინვოისები',
  invoice: 'ინვოისი',
  fields: {
    number: 'ნომერი',
    issue_date: 'გამოწერის თარიღი',
    due_date: 'გადახდის ვადა',
    contract_no: 'ხელშეკრულება',
    customer: 'მყიდველი',
    building: 'კომპლექსი',
    amount: 'თანხა',
    currency: 'ვალუტა',
    mode: 'რისთვის',
    created_by: 'გამოწერა',
    year: 'წელი',
    search: 'ინვოისის ან ხელშეკრულების ნომერი',
  },
  modes: {
    next_instalments: 'მომდევნო შენატანი',
    amount: 'არჩეული თანხა',
  },
  actions: {
    print: 'ბეჭდვა',
    pdf: 'PDF-ის ჩამოტვირთვა',
    open: 'ინვოისის გახსნა',
  },
  issue: {
    button: 'ინვოისის გამოწერა',
    title: 'ინვოისის გამოწერა',
    mode: 'რაზე გამოიწეროს',
    instalments: 'შენატანების რაოდენობა',
    amount: 'თანხა',
    due_date: 'გადახდის ვადა',
    due_date_hint: 'თუ ცარიელია — მომდევნო შენატანის თარიღი',
    currency: 'ვალუტა',
    sale_currency: 'გაყიდვის ვალუტა',
    submit: 'გამოწერა',
    issued_title: 'ინვოისი გამოწერილია',
    issued: 'ინვოისი № {{number}} — {{amount}}, გადახდის ვადა {{due_date}}',
    close: 'დახურვა',
  },
  print: {
    back: 'უკან',
    to_list: 'ინვოისების სია',
    ...INVOICE_PDF_LABELS.ka,
    // the page interpolates through i18next and says which rates it used
    purpose_text: 'ხელშეკრულება № {{contract}}, ინვოისი № {{invoice}}',
    conversion:
      'გადაყვანილია ეროვნული ბანკის {{date}}-ის კურსით: 1 {{from}} = {{from_rate}} GEL, 1 {{to}} = {{to_rate}} GEL',
  },
};
