export const notificationRules = {
  intro:
    'როდის და რა არხით ეგზავნება მყიდველს შეხსენება გადახდის ვადამდე და წერილი ვადის გადაცილების შემდეგ. შეტყობინებები იგზავნება მყიდველის ენაზე.',
  add: 'წესის დამატება',
  add_title: 'ახალი წესი',
  edit_title: 'წესის რედაქტირება',
  fields: {
    type: 'ტიპი',
    when: 'როდის',
    days: 'დღეები',
    channels: 'არხები',
    sms_template: 'SMS შაბლონი',
    email_template: 'ელ-ფოსტის შაბლონი',
    create_task: 'დავალება გაყიდვის მენეჯერს',
    active: 'აქტიური',
  },
  types: { reminder: 'შეხსენება', overdue: 'ვადაგადაცილების წერილი' },
  channels: { sms: 'SMS', email: 'ელ-ფოსტა' },
  when: {
    before: 'ვადამდე {{count}} დღით ადრე',
    before_single: 'ვადამდე 1 დღით ადრე',
    on_due: 'გადახდის დღეს',
    after: 'ვადის გასვლიდან {{count}} დღეში',
    after_single: 'ვადის გასვლის მომდევნო დღეს',
  },
  hints: {
    template: 'თუ არ აირჩევთ, გაიგზავნება ჩაშენებული ტექსტი',
  },
  errors: {
    offset_reminder: 'შეხსენება იგზავნება ვადამდე 0-დან 60 დღემდე',
    offset_overdue: 'ვადაგადაცილების წერილი იგზავნება ვადის გადაცილებიდან 1-დან 365 დღემდე',
  },
  built_in: 'ჩაშენებული ტექსტი',
  template_language: '{{name}} ({{language}})',
  languages: { ka: 'ქართ.', en: 'ინგლ.', ru: 'რუს.' },
  activated: 'წესი ჩაირთო',
  deactivated: 'წესი გამოირთო',
  rule_label: '{{type}}: {{when}}',
};
