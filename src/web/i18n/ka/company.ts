export const company = {
  title: 'კომპანია',
  fields: {
    company_name: 'კომპანიის დასახელება',
    company_id: 'საიდენტიფიკაციო კოდი',
    company_director: 'დირექტორი',
    company_phone: 'ტელეფონი',
    company_email: 'ელ-ფოსტა',
  },
};
