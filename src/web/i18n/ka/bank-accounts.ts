export const bankAccounts = {
  title: 'საბანკო ანგარიშები',
  add: 'ანგარიშის დამატება',
  add_title: 'ახალი საბანკო ანგარიში',
  edit_title: 'საბანკო ანგარიშის რედაქტირება',
  general: 'საერთო',
  company_account: 'კომპანიის ანგარიში',
  fields: {
    bank: 'ბანკი',
    building: 'კომპლექსი',
    block: 'ბლოკი',
    iban: 'IBAN (ლარი)',
    iban_usd: 'IBAN (დოლარი)',
    iban_eur: 'IBAN (ევრო)',
    mediator_bank_usd: 'შუამავალი ბანკი (დოლარი)',
    mediator_bank_eur: 'შუამავალი ბანკი (ევრო)',
  },
  hints: { iban: '22 სიმბოლო, მაგ. GE29NB0000000101904917' },
};
