import type { MessageCatalogue } from './locales';

/**
 * The part of the message catalogue (messages.ts) that is not a feature's own: validation, sign-in, users,
 * roles and complexes. The sign-in page carries only this part (docs/decisions/005).
 */
export const CORE_MESSAGES = {
  'validation.required': { ka: 'სავალდებულო ველი', en: 'Required field', ru: 'Обязательное поле' },
  'validation.personal_id': {
    ka: 'პირადი ნომერი უნდა შედგებოდეს 11 ციფრისგან',
    en: 'Personal number must consist of 11 digits',
    ru: 'Личный номер должен состоять из 11 цифр',
  },
  'validation.positive': {
    ka: 'რიცხვი უნდა იყოს ნულზე მეტი',
    en: 'Must be greater than zero',
    ru: 'Число должно быть больше нуля',
  },
  'validation.percent': { ka: '0-დან 100-მდე', en: '0 to 100', ru: 'От 0 до 100' },
  'validation.non_empty_list': {
    ka: 'აირჩიეთ ერთი მაინც',
    en: 'Choose at least one',
    ru: 'Выберите хотя бы один',
  },
  'validation.email_required': {
    ka: 'ელ-ფოსტა სავალდებულოა',
    en: 'E-mail is required',
    ru: 'Электронная почта обязательна',
  },
  'validation.email_format': {
    ka: 'ელ-ფოსტის არასწორი ფორმატი',
    en: 'Invalid e-mail format',
    ru: 'Неверный формат электронной почты',
  },
  'validation.email_should_be_unique': {
    ka: 'ეს ელ-ფოსტა უკვე გამოყენებულია',
    en: 'E-mail should be unique',
    ru: 'Этот адрес электронной почты уже используется',
  },
  'validation.username_should_be_unique': {
    ka: 'მომხმარებლის ეს სახელი უკვე დაკავებულია',
    en: 'This username is already taken',
    ru: 'Это имя пользователя уже занято',
  },
  'validation.role_name_should_be_unique': {
    ka: 'ასეთი სახელის როლი უკვე არსებობს',
    en: 'A role with this name already exists',
    ru: 'Роль с таким названием уже существует',
  },
  'validation.min_length_4': {
    ka: 'მინიმუმ 4 სიმბოლო',
    en: 'At least 4 characters',
    ru: 'Минимум 4 символа',
  },
  'validation.min_length_8': {
    ka: 'მინიმუმ 8 სიმბოლო',
    en: 'At least 8 characters',
    ru: 'Минимум 8 символов',
  },
  'validation.invalid_format': { ka: 'არასწორი ფორმატი', en: 'Invalid format', ru: 'Неверный формат' },
  'validation.invalid_value': { ka: 'არასწორი მნიშვნელობა', en: 'Invalid value', ru: 'Неверное значение' },
  'validation.out_of_range': {
    ka: 'მნიშვნელობა დასაშვებ ფარგლებს სცდება',
    en: 'The value is outside the allowed range',
    ru: 'Значение вне допустимого диапазона',
  },
  'validation.amount_too_large': {
    ka: 'თანხა ძალიან დიდია: არაუმეტეს 999 999 999 999.99',
    en: 'The amount is too large: at most 999,999,999,999.99',
    ru: 'Сумма слишком велика: не более 999 999 999 999,99',
  },
  'validation.date_out_of_range': {
    ka: 'თარიღი 1900–2100 წლებში უნდა იყოს',
    en: 'The date must fall between 1900 and 2100',
    ru: 'Дата должна быть в пределах 1900–2100 годов',
  },
  'validation.nul_character': {
    ka: 'ტექსტში დაუშვებელი სიმბოლოა (NUL)',
    en: 'The text holds a character that is not allowed (NUL)',
    ru: 'В тексте недопустимый символ (NUL)',
  },
  'validation.too_long': { ka: 'ტექსტი ძალიან გრძელია', en: 'Text is too long', ru: 'Текст слишком длинный' },
  'validation.unknown_permission': { ka: 'უცნობი უფლება', en: 'Unknown permission', ru: 'Неизвестное право' },
  'validation.unknown_role': { ka: 'უცნობი როლი', en: 'Unknown role', ru: 'Неизвестная роль' },
  'validation.passwords_do_not_match': {
    ka: 'პაროლები არ ემთხვევა',
    en: 'Passwords do not match',
    ru: 'Пароли не совпадают',
  },
  'validation.wrong_current_password': {
    ka: 'მიმდინარე პაროლი არასწორია',
    en: 'The current password is wrong',
    ru: 'Текущий пароль неверен',
  },
  'validation.perpage_all_too_many': {
    ka: 'ჩანაწერები ძალიან ბევრია ერთ გვერდზე საჩვენებლად; გამოიყენეთ ფილტრი',
    en: 'Too many records to show on one page; narrow the filter',
    ru: 'Слишком много записей для одной страницы; сузьте фильтр',
  },
  /** Names MAX_REPORT_PERIOD_YEARS (validation/periods.ts). */
  'validation.period_too_long': {
    ka: 'პერიოდი არ უნდა აღემატებოდეს 10 წელს',
    en: 'The period may cover at most 10 years',
    ru: 'Период не может превышать 10 лет',
  },
  'validation.file_too_large': {
    ka: 'ფაილი ძალიან დიდია',
    en: 'The file is too large',
    ru: 'Файл слишком большой',
  },
  'validation.file_type': {
    ka: 'ფაილის ეს ტიპი დაუშვებელია',
    en: 'This file type is not allowed',
    ru: 'Этот тип файла не допускается',
  },
  'validation.otp_invalid': {
    ka: 'კოდი არასწორია ან ვადაგასულია',
    en: 'The code is wrong or expired',
    ru: 'Код неверен или истёк',
  },
  'validation.otp_required': {
    ka: 'შეიყვანეთ ერთჯერადი კოდი',
    en: 'Enter the one-time code',
    ru: 'Введите одноразовый код',
  },
  'validation.reset_token_invalid': {
    ka: 'ბმული არასწორია ან ვადა გაუვიდა',
    en: 'The link is invalid or has expired',
    ru: 'Ссылка недействительна или устарела',
  },
  'errors.validation': { ka: 'მონაცემები არასწორია', en: 'The given data was invalid', ru: 'Данные неверны' },
  'errors.unauthenticated': { ka: 'საჭიროა ავტორიზაცია', en: 'Unauthenticated', ru: 'Требуется авторизация' },
  'errors.forbidden': {
    ka: 'ამ მოქმედების უფლება არ გაქვთ',
    en: 'You do not have permission for this action',
    ru: 'У вас нет прав на это действие',
  },
  'errors.view_only': {
    ka: 'თქვენს როლს მხოლოდ ნახვის უფლება აქვს',
    en: 'Your role may only view records',
    ru: 'Ваша роль позволяет только просматривать записи',
  },
  'errors.not_found': { ka: 'ჩანაწერი ვერ მოიძებნა', en: 'Record not found', ru: 'Запись не найдена' },
  'errors.still_in_use': {
    ka: 'ამ ჩანაწერს სხვა ჩანაწერები იყენებს; ჯერ ისინი შეცვალეთ ან წაშალეთ',
    en: 'Other records still use this one; change or remove them first',
    ru: 'Эту запись ещё используют другие; сначала измените или удалите их',
  },
  'errors.still_used_by': {
    ka: 'ამ ჩანაწერს ჯერ კიდევ იყენებს: {what}. ჯერ ისინი შეცვალეთ ან წაშალეთ',
    en: 'This record is still used by {what}; change or remove those first',
    ru: 'Эту запись ещё используют: {what}. Сначала измените или удалите их',
  },
  'errors.already_exists': {
    ka: 'ასეთი ჩანაწერი უკვე არსებობს',
    en: 'Such a record already exists',
    ru: 'Такая запись уже существует',
  },
  'errors.too_many_attempts': {
    ka: 'ძალიან ბევრი მცდელობა; სცადეთ მოგვიანებით',
    en: 'Too many attempts; try again later',
    ru: 'Слишком много попыток; попробуйте позже',
  },
  'errors.rate_limited': {
    ka: 'მოკლე დროში ძალიან ბევრი მოთხოვნაა; ცოტა ხანში სცადეთ ხელახლა',
    en: 'Too many requests in a short time; try again in a moment',
    ru: 'Слишком много запросов за короткое время; повторите чуть позже',
  },
  'errors.too_many_streams': {
    ka: 'ამ სესიაში ძალიან ბევრი ჩანართია გახსნილი; დახურეთ ერთ-ერთი, რომ შეტყობინებები აქაც მაშინვე გამოჩნდეს',
    en: 'Too many tabs are open in this session; close one to see notifications here as they arrive',
    ru: 'В этом сеансе открыто слишком много вкладок; закройте одну, чтобы уведомления появлялись здесь сразу',
  },
  'errors.server': {
    ka: 'მოულოდნელი შეცდომა მოხდა',
    en: 'An unexpected error occurred',
    ru: 'Произошла непредвиденная ошибка',
  },
  'errors.payload_too_large': {
    ka: 'მოთხოვნა ძალიან დიდია',
    en: 'The request is too large',
    ru: 'Запрос слишком большой',
  },
  'auth.invalid_credentials': {
    ka: 'მომხმარებელი ან პაროლი არასწორია',
    en: 'Wrong username or password',
    ru: 'Неверное имя пользователя или пароль',
  },
  'auth.otp_sent': { ka: 'კოდი გამოგზავნილია', en: 'The code has been sent', ru: 'Код отправлен' },
  'auth.reset_sent': {
    ka: 'თუ ეს მისამართი რეგისტრირებულია, მასზე გამოგზავნილია ბმული',
    en: 'If this address is registered, a link has been sent to it',
    ru: 'Если этот адрес зарегистрирован, на него отправлена ссылка',
  },
  'auth.logged_out': { ka: 'სისტემიდან გამოხვედით', en: 'Signed out', ru: 'Вы вышли из системы' },
  'records.created': {
    ka: 'ჩანაწერი წარმატებით დაემატა',
    en: 'Record created successfully',
    ru: 'Запись успешно создана',
  },
  'records.updated': {
    ka: 'ჩანაწერი წარმატებით განახლდა',
    en: 'Record updated successfully',
    ru: 'Запись успешно обновлена',
  },
  'records.deleted': {
    ka: 'ჩანაწერი წარმატებით წაიშალა',
    en: 'Record deleted successfully',
    ru: 'Запись успешно удалена',
  },
  'records.deactivated': {
    ka: 'თანამშრომელს აქვს ისტორია, ამიტომ ის დეაქტივირდა',
    en: 'The employee has history, so they were deactivated',
    ru: 'У сотрудника есть история, поэтому он деактивирован',
  },
  // A body's id of a record the user may not see, worded the same as for one that does not exist.
  'records.customer_not_visible': {
    ka: 'აირჩიეთ კლიენტი, რომლის ნახვის უფლებაც გაქვთ',
    en: 'Choose a customer you can open',
    ru: 'Выберите клиента, которого вам разрешено открывать',
  },
  'records.property_not_visible': {
    ka: 'აირჩიეთ ობიექტი თქვენი კომპლექსებიდან',
    en: 'Choose a unit you can open',
    ru: 'Выберите объект из ваших комплексов',
  },
  'records.sale_not_visible': {
    ka: 'აირჩიეთ გაყიდვა, რომლის ნახვის უფლებაც გაქვთ',
    en: 'Choose a sale you can open',
    ru: 'Выберите продажу, которую вам разрешено открывать',
  },
  'roles.in_use': {
    ka: 'როლი მინიჭებულია თანამშრომლებზე და ვერ წაიშლება',
    en: 'The role is assigned to employees and cannot be deleted',
    ru: 'Роль назначена сотрудникам и не может быть удалена',
  },
  'roles.outranked': {
    ka: 'ამ როლის შეცვლა ან წაშლა არ შეგიძლიათ: მას აქვს უფლებები, რომლებიც თქვენ არ გაქვთ',
    en: 'You cannot change or delete this role: it holds permissions you do not have',
    ru: 'Вы не можете изменить или удалить эту роль: в ней есть права, которых нет у вас',
  },
  'users.outranked': {
    ka: 'ამ თანამშრომლის შეცვლა ან წაშლა არ შეგიძლიათ: მას აქვს უფლებები, რომლებიც თქვენ არ გაქვთ',
    en: 'You cannot change or delete this employee: they hold permissions you do not have',
    ru: 'Вы не можете изменить или удалить этого сотрудника: у него есть права, которых нет у вас',
  },
  'users.last_administrator': {
    ka: 'სისტემაში აქტიური ადმინისტრატორი აღარ დარჩებოდა: ბოლო ადმინისტრატორის დეაქტივაცია, წაშლა ან მისთვის უფლებების ჩამორთმევა შეუძლებელია',
    en: 'No active administrator would remain: the last one cannot be deactivated, deleted or lose their administrator permissions',
    ru: 'Не осталось бы ни одного активного администратора: последнего нельзя деактивировать, удалить или лишить прав администратора',
  },
  'users.cannot_delete_self': {
    ka: 'საკუთარ თავს ვერ წაშლით',
    en: 'You cannot delete yourself',
    ru: 'Нельзя удалить самого себя',
  },
  'mail.otp_subject': { ka: 'შესვლის კოდი', en: 'Sign-in code', ru: 'Код для входа' },
  'mail.otp_body': {
    ka: 'თქვენი შესვლის კოდია {code}. ის მოქმედებს 5 წუთის განმავლობაში.',
    en: 'Your sign-in code is {code}. It is valid for 5 minutes.',
    ru: 'Ваш код для входа: {code}. Он действует 5 минут.',
  },
  'mail.reset_subject': { ka: 'პაროლის აღდგენა', en: 'Password reset', ru: 'Сброс пароля' },
  'mail.reset_body': {
    ka: 'პაროლის შესაცვლელად გახსენით ბმული (მოქმედებს 60 წუთი): {link}',
    en: 'Open this link to set a new password (valid for 60 minutes): {link}',
    ru: 'Чтобы задать новый пароль, откройте ссылку (действует 60 минут): {link}',
  },
  'validation.block': {
    ka: 'ბლოკი უნდა იყოს ასო A-დან G-მდე',
    en: 'A block is a letter from A to G',
    ru: 'Блок — буква от A до G',
  },
  'validation.duplicate_values': {
    ka: 'მნიშვნელობები მეორდება',
    en: 'Values must not repeat',
    ru: 'Значения не должны повторяться',
  },
  'validation.iban_format': {
    ka: 'IBAN-ის არასწორი ფორმატი: GE, 2 ციფრი, ბანკის კოდი (2 ასო) და 16 ციფრი',
    en: "Invalid IBAN format: GE, 2 digits, the bank's 2-letter code and 16 digits",
    ru: 'Неверный формат IBAN: GE, 2 цифры, код банка (2 буквы) и 16 цифр',
  },
  'validation.iban_checksum': {
    ka: 'IBAN-ის საკონტროლო ციფრები არ ემთხვევა, გადაამოწმეთ ნომერი',
    en: "The IBAN's check digits do not match; check the number",
    ru: 'Контрольные цифры IBAN не совпадают, проверьте номер',
  },
  'validation.iban_bank_mismatch': {
    ka: 'ეს IBAN არჩეულ ბანკს არ ეკუთვნის',
    en: 'This IBAN does not belong to the chosen bank',
    ru: 'Этот IBAN не принадлежит выбранному банку',
  },
  'validation.iban_required': {
    ka: 'მიუთითეთ ერთი ანგარიში მაინც (GEL, USD ან EUR)',
    en: 'Enter at least one IBAN (GEL, USD or EUR)',
    ru: 'Укажите хотя бы один IBAN (GEL, USD или EUR)',
  },
  'validation.block_needs_building': {
    ka: 'ბლოკის მისათითებლად აირჩიეთ კომპლექსი',
    en: 'Choose a complex to set a block',
    ru: 'Чтобы указать блок, выберите комплекс',
  },
  'validation.block_not_in_building': {
    ka: 'კომპლექსს ასეთი ბლოკი არ აქვს',
    en: 'The complex has no such block',
    ru: 'В комплексе нет такого блока',
  },
  'validation.block_in_use': {
    ka: 'ბლოკს ვერ მოხსნით, მასზე რეგისტრირებულია ობიექტები ან ანგარიშები',
    en: 'A block with properties or bank accounts cannot be removed',
    ru: 'Нельзя убрать блок, в котором есть объекты или банковские счета',
  },
  'validation.state_in_use': {
    ka: 'მდგომარეობას ვერ მოხსნით, ის ობიექტებს აქვთ მინიჭებული',
    en: 'A state that properties have cannot be removed',
    ru: 'Нельзя убрать состояние, которое есть у объектов',
  },
  'buildings.has_properties': {
    ka: 'კომპლექსზე რეგისტრირებულია ობიექტები, ამიტომ ვერ წაიშლება',
    en: 'The complex has properties and cannot be deleted',
    ru: 'В комплексе есть объекты, поэтому его нельзя удалить',
  },
  'property_feature_groups.has_features': {
    ka: 'ჯგუფში არის მახასიათებლები, ამიტომ ვერ წაიშლება',
    en: 'The group has features and cannot be deleted',
    ru: 'В группе есть характеристики, поэтому её нельзя удалить',
  },
} as const satisfies MessageCatalogue;
