export const profile = {
  title: 'ჩემი პროფილი',
  details: 'პირადი მონაცემები',
  change_password: 'პაროლის შეცვლა',
  fields: {
    first_name: 'სახელი',
    last_name: 'გვარი',
    email: 'ელ-ფოსტა',
    phone: 'ტელეფონი',
    current_password: 'მიმდინარე პაროლი',
    new_password: 'ახალი პაროლი',
    password_confirmation: 'გაიმეორეთ ახალი პაროლი',
  },
};
