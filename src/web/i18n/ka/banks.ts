export const banks = {
  title: 'ბანკები',
  add: 'ბანკის დამატება',
  add_title: 'ახალი ბანკი',
  edit_title: 'ბანკის რედაქტირება',
  fields: { title: 'დასახელება', title_en: 'დასახელება ინგლისურად', code: 'SWIFT კოდი', iban: 'IBAN კოდი' },
  hints: { code: '8 ან 11 სიმბოლო, მაგ. BAGAGE22', iban: 'ორი ასო, მაგ. BG' },
};
