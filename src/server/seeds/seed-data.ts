/** The commercial banks of Georgia: SWIFT code and the IBAN bank code (the two letters after the check digits). */
export const GEORGIAN_BANKS = [
  { title: 'თიბისი ბანკი', title_en: 'TBC Bank', code: 'TBCBGE22', iban: 'TB' },
  { title: 'საქართველოს ბანკი', title_en: 'Bank of Georgia', code: 'BAGAGE22', iban: 'BG' },
  { title: 'ლიბერთი ბანკი', title_en: 'Liberty Bank', code: 'LBRTGE22', iban: 'LB' },
  { title: 'პროკრედიტ ბანკი', title_en: 'ProCredit Bank', code: 'MIBGGE22', iban: 'PC' },
  { title: 'ბაზისბანკი', title_en: 'Basisbank', code: 'CBASGE22', iban: 'BS' },
  { title: 'კრედო ბანკი', title_en: 'Credo Bank', code: 'JSCRGE22', iban: 'CD' },
  { title: 'ტერაბანკი', title_en: 'Tera Bank', code: 'TERAGE22', iban: 'KS' },
  { title: 'ხალიკ ბანკი საქართველო', title_en: 'Halyk Bank Georgia', code: 'HABGGE22', iban: 'HB' },
  { title: 'ქართუ ბანკი', title_en: 'Cartu Bank', code: 'CRTUGE22', iban: 'CR' },
  { title: 'ვითიბი ბანკი საქართველო', title_en: 'VTB Bank Georgia', code: 'UGEBGE22', iban: 'VT' },
  { title: 'იშბანკი საქართველო', title_en: 'Isbank Georgia', code: 'ISBKGE22', iban: 'IS' },
  { title: 'ზირაათ ბანკი საქართველო', title_en: 'Ziraat Bank Georgia', code: 'TCZBGE22', iban: 'ZB' },
  { title: 'პაშა ბანკი საქართველო', title_en: 'Pasha Bank Georgia', code: 'PAHAGE22', iban: 'PB' },
  { title: 'სილქ როუდ ბანკი', title_en: 'Silk Road Bank', code: 'DISNGE22', iban: 'SR' },
  { title: 'პეისერა ბანკი საქართველო', title_en: 'Paysera Bank Georgia', code: 'PAYSGE22', iban: 'PS' },
] as const;

export const DEMO_COMPANY = {
  company_name: 'შპს „თბილისი დეველოპმენტი“',
  company_name_en: 'Tbilisi Development LLC',
  company_name_ru: 'ООО «Тбилиси Девелопмент»',
  company_id: '405123456',
  company_director: 'გიორგი ბერიძე',
  company_director_en: 'Giorgi Beridze',
  company_director_ru: 'Гиорги Беридзе',
  company_phone: '+995 32 200 00 00',
  company_email: 'info@tbilisi-development.ge',
};

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USER_NAMES: Record<string, [string, string]> = {
  admin: ['ნინო', 'კაპანაძე'],
  accountant: ['თამარ', 'გელაშვილი'],
  sales_manager: ['დავით', 'მაისურაძე'],
  property_registrar: ['ლევან', 'ხარაბაძე'],
  booking_registrar: ['მარიამ', 'ჯაფარიძე'],
  client_manager: ['ანა', 'ლომიძე'],
};
