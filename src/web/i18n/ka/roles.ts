export const roles = {
  title: 'როლები და უფლებები',
  add: 'როლის დამატება',
  add_title: 'ახალი როლი',
  edit_title: 'როლის რედაქტირება',
  fields: {
    name: 'როლის დასახელება',
    permissions: 'უფლებები',
    permissions_count: 'უფლებების რაოდენობა',
    users_count: 'თანამშრომლები',
  },
};
