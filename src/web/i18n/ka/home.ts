export const home = {
  greeting: 'გამარჯობა, {{name}}!',
  quick_links: 'სწრაფი ბმულები თქვენთვის ხელმისაწვდომ განყოფილებებზე:',
  no_sections: 'თქვენ ჯერ არცერთ განყოფილებაზე არ გაქვთ წვდომა. მიმართეთ ადმინისტრატორს.',
  today_work: 'დღევანდელი საქმეები',
  due_today: 'დღეს გადასახდელი ({{count}})',
  due_week: 'ამ კვირაში გადასახდელი ({{count}})',
  overdue: 'ვადაგადაცილებული გაყიდვები ({{count}})',
  bookings_expiring: 'სამ დღეში ვადაგასული ჯავშნები ({{count}})',
  latest_payments: 'ბოლო გადახდები',
  open_list: 'სიის ნახვა',
  nothing: 'არაფერია',
  ageing: {
    overdue_1_30: '1–30 დღე',
    overdue_31_60: '31–60 დღე',
    overdue_61_90: '61–90 დღე',
    overdue_over_90: '90 დღეზე მეტი',
  },
};
