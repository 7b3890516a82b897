import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of templates, custom fields, contract generation and SMS, in ka, en and ru. */
export const templatesMessages = {
  'templates.not_docx': {
    ka: 'ფაილი არ არის Word-ის დოკუმენტი (.docx)',
    en: 'The file is not a Word document (.docx)',
    ru: 'Файл не является документом Word (.docx)',
  },
  'templates.broken_docx': {
    ka: 'Word-ის ფაილი დაზიანებულია და ვერ იკითხება',
    en: 'The Word file is damaged and cannot be read',
    ru: 'Файл Word повреждён и не читается',
  },
  'templates.file_required': {
    ka: 'ატვირთეთ შაბლონის ფაილი (.docx)',
    en: 'Upload the template file (.docx)',
    ru: 'Загрузите файл шаблона (.docx)',
  },
  'templates.unknown_placeholders': {
    ka: 'შაბლონში უცნობი ველებია: {names}',
    en: 'The template uses unknown placeholders: {names}',
    ru: 'В шаблоне неизвестные поля: {names}',
  },
  'templates.syntax_error': {
    ka: 'შაბლონის ველები არასწორადაა ჩაწერილი: {details}',
    en: 'The template’s placeholders are written incorrectly: {details}',
    ru: 'Поля шаблона записаны неверно: {details}',
  },
  'templates.template_not_for_sale': {
    ka: 'ეს შაბლონი სხვა ტიპის ან ენის ხელშეკრულებისთვისაა',
    en: 'This template is for another contract type or language',
    ru: 'Этот шаблон для другого типа или языка договора',
  },
  'templates.pdf_unavailable': {
    ka: 'PDF-ის შექმნა სერვერზე შეუძლებელია (LibreOffice არ არის დაყენებული)',
    en: 'PDF cannot be made on this server (LibreOffice is not installed)',
    ru: 'PDF на этом сервере создать нельзя (LibreOffice не установлен)',
  },
  'templates.pdf_failed': {
    ka: 'PDF-ის შექმნა ვერ მოხერხდა — ჩამოტვირთეთ Word-ის ფაილი',
    en: 'The PDF could not be made — download the Word file instead',
    ru: 'Не удалось создать PDF — скачайте файл Word',
  },
  'templates.generation_failed': {
    ka: 'ხელშეკრულების შევსება ვერ მოხერხდა: {details}',
    en: 'The contract could not be filled in: {details}',
    ru: 'Не удалось заполнить договор: {details}',
  },
  'templates.custom_field_key_format': {
    ka: 'გამოიყენეთ ლათინური პატარა ასოები, ციფრები და _ (მაგ. parking_place)',
    en: 'Use lower-case latin letters, digits and _ (e.g. parking_place)',
    ru: 'Используйте строчные латинские буквы, цифры и _ (напр. parking_place)',
  },
  'templates.custom_field_key_taken': {
    ka: 'ეს სახელი უკვე დაკავებულია (სხვა ველის ან შაბლონის ველის მიერ)',
    en: 'This name is already taken (by another field or a built-in placeholder)',
    ru: 'Это имя уже занято (другим полем или встроенным полем шаблона)',
  },
  'templates.select_needs_options': {
    ka: 'ჩამოსაშლელ სიას სჭირდება ერთი ვარიანტი მაინც',
    en: 'A select list needs at least one option',
    ru: 'Для списка нужен хотя бы один вариант',
  },
  'templates.options_repeat': {
    ka: 'ვარიანტები მეორდება',
    en: 'Options repeat',
    ru: 'Варианты повторяются',
  },
  'templates.field_in_use_by_templates': {
    ka: 'ველს იყენებს შაბლონი: {names}',
    en: 'The field is used by template(s): {names}',
    ru: 'Поле используется в шаблонах: {names}',
  },
  'templates.unknown_custom_field': {
    ka: 'ასეთი დამატებითი ველი არ არსებობს',
    en: 'No such custom field',
    ru: 'Такого дополнительного поля нет',
  },
  'templates.image_upload_failed': {
    ka: 'სურათი ვერ აიტვირთა: დასაშვებია PNG, JPEG, WebP ან GIF',
    en: 'The image could not be uploaded: PNG, JPEG, WebP or GIF only',
    ru: 'Изображение не загружено: только PNG, JPEG, WebP или GIF',
  },
  'templates.field_values_misfit': {
    ka: '{count} ჩანაწერის შევსებული მნიშვნელობა ახალ ტიპს ან ვარიანტებს არ შეესაბამება — ჯერ ისინი შეცვალეთ',
    en: '{count} record(s) hold values that do not fit the new type or options — change those values first',
    ru: 'У {count} записей значения не подходят к новому типу или вариантам — сначала измените их',
  },
  'templates.field_group_has_values': {
    ka: 'ველი უკვე შევსებულია {count} ჩანაწერში, მისი ჯგუფის შეცვლა შეუძლებელია',
    en: 'The field is already filled in for {count} record(s); its group cannot change',
    ru: 'Поле уже заполнено у {count} записей, его группу изменить нельзя',
  },
  'templates.image_missing': {
    ka: 'აირჩიეთ სურათი',
    en: 'Choose an image',
    ru: 'Выберите изображение',
  },
  'sms.no_recipients': {
    ka: 'მყიდველებს ტელეფონის ნომერი არ აქვთ',
    en: 'The buyers have no phone number',
    ru: 'У покупателей нет номера телефона',
  },
  'sms.provider_failed': {
    ka: 'SMS-ის სერვისმა შეტყობინება არ მიიღო',
    en: 'The SMS service did not accept the message',
    ru: 'SMS-сервис не принял сообщение',
  },
} as const satisfies MessageCatalogue;
