/** The bonus and sale target texts the server answers with and the forms show (ka, en, ru). */
export const bonusesMessages = {
  'bonuses.bands_invalid': {
    ka: 'ბონუსის საფეხურები არასწორადაა შევსებული',
    en: 'The bonus bands are not valid',
    ru: 'Ступени бонуса заполнены неверно',
  },
  'bonuses.band_first_not_zero': {
    ka: 'საფეხური {band}: პირველი საფეხური 0 %-დან უნდა იწყებოდეს',
    en: 'Band {band}: the first band must start at 0 %',
    ru: 'Ступень {band}: первая ступень должна начинаться с 0 %',
  },
  'bonuses.band_empty': {
    ka: 'საფეხური {band}: „%-მდე“ უნდა აღემატებოდეს „%-დან“-ს',
    en: 'Band {band}: "to %" must be above "from %"',
    ru: 'Ступень {band}: «до %» должно быть больше «от %»',
  },
  'bonuses.band_gap': {
    ka: 'საფეხური {band}: საფეხურებს შორის წყვეტაა — უნდა დაიწყოს იქ, სადაც საფეხური {previous} მთავრდება',
    en: 'Band {band} leaves a gap: it must start where band {previous} ends',
    ru: 'Ступень {band} оставляет разрыв: она должна начинаться там, где кончается ступень {previous}',
  },
  'bonuses.band_overlap': {
    ka: 'საფეხური {band} გადაფარავს საფეხურ {previous}-ს — უნდა დაიწყოს იქ, სადაც ის მთავრდება',
    en: 'Band {band} overlaps band {previous}: it must start where that band ends',
    ru: 'Ступень {band} перекрывает ступень {previous}: она должна начинаться там, где та кончается',
  },
  'bonuses.band_open_not_last': {
    ka: 'საფეხური {band}: ზედა ზღვრის გარეშე მხოლოდ ბოლო საფეხური შეიძლება იყოს',
    en: 'Band {band}: only the last band may be open at the top',
    ru: 'Ступень {band}: без верхней границы может быть только последняя ступень',
  },
  'bonuses.end_before_start': {
    ka: 'დასრულების თარიღი დაწყების თარიღზე ადრეა',
    en: 'The end date is before the start date',
    ru: 'Дата окончания раньше даты начала',
  },
  'bonuses.participant_unknown': {
    ka: 'მონაწილე ვერ მოიძებნა',
    en: 'A participant was not found',
    ru: 'Участник не найден',
  },
  'bonuses.rate_missing': {
    ka: 'ეროვნული ბანკის კურსი ვერ მოიძებნა: {currency}, {date}',
    en: 'No National Bank rate for {currency} on {date}',
    ru: 'Нет курса Национального банка для {currency} на {date}',
  },
  'bonuses.target_exists': {
    ka: 'ამ თანამშრომელს ამ თვის გეგმა უკვე აქვს',
    en: 'This employee already has a target for this month',
    ru: 'У этого сотрудника уже есть план на этот месяц',
  },
  'bonuses.user_unknown': {
    ka: 'თანამშრომელი ვერ მოიძებნა',
    en: 'The employee was not found',
    ru: 'Сотрудник не найден',
  },
} as const;
