export const company = {
  title: 'კომპანია',
  fields: {
    company_name: 'კომპანიის დასახელება',
    company_id: 'საიდენტიფიკაციო კოდი',
    company_director: 'დირექტორი',
    company_name_en: 'დასახელება ინგლისურად',
    company_name_ru: 'დასახელება რუსულად',
    company_director_en: 'დირექტორი ინგლისურად',
    company_director_ru: 'დირექტორი რუსულად',
    company_phone: 'ტელეფონი',
    company_email: 'ელ-ფოსტა',
  },
  notices: {
    title: 'შეტყობინებები მყიდველებს',
    intro: 'ჩართვის შემთხვევაში მყიდველს ავტომატურად ეგზავნება შეტყობინება მის ენაზე.',
    notify_payment_adding: 'გადახდის მიღებისას',
    notify_payment_adding_hint: 'მყიდველს ეცნობება მიღებული თანხა და ხელშეკრულების ნომერი',
    notify_payment_change: 'გადახდის შესწორებისას ან წაშლისას',
    notify_payment_change_hint: 'მყიდველს ეცნობება, რომ მისი გადახდა შეიცვალა',
    notify_sale_cancellation: 'ხელშეკრულების გაუქმებისას',
    notify_sale_cancellation_hint: 'მყიდველს ეცნობება, რომ ხელშეკრულება გაუქმდა',
  },
};
