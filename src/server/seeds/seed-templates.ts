import { asc, eq, inArray } from 'drizzle-orm';
import { checkTemplateFile } from '../modules/word-templates/word-templates.service';
import type { Db } from '../db/client';
import { buildDocx, type DocxBlock } from './demo-docx';
import {
  buildings,
  customFields,
  customFieldValues,
  docTemplates,
  saleCustomers,
  saleProperties,
  sales,
  users,
  wordTemplates,
} from '../db/schema';

/**
 * Demo contract templates (main and preliminary contracts in Georgian and Georgian-English, a service
 * contract), a payment reminder letter and SMS, and four custom fields (a sale's parking place, a buyer's ID
 * document, a unit's ceiling height, a complex's construction permit) with values.
 * Each template is one list of clauses: Georgian, and its English for the bilingual version.
 */

type Clause = { ka: string; en: string; heading?: boolean };
type Part = Clause | { table: [string, string][][]; header?: boolean; widths?: number[] };

const h = (ka: string, en: string): Clause => ({ ka, en, heading: true });
const c = (ka: string, en: string): Clause => ({ ka, en });

function render(parts: Part[], bilingual: boolean): DocxBlock[] {
  return parts.flatMap((part): DocxBlock[] => {
    if ('table' in part) {
      const cell = ([ka, en]: [string, string]) => (bilingual && en ? `${ka}\n${en}` : ka);
      return [
        { table: part.table.map((row) => row.map(cell)), header: part.header ?? true, widths: part.widths },
      ];
    }
    const look = part.heading ? { bold: true, align: 'center' as const } : {};
    return bilingual
      ? [
          { text: part.ka, ...look },
          { text: part.en, italic: true, ...look },
        ]
      : [{ text: part.ka, ...look }];
  });
}

const UNITS_TABLE: Part = {
  widths: [9, 16, 12, 13, 14, 16, 20],
  table: [
    [
      ['№', 'No.'],
      ['ტიპი', 'Type'],
      ['ბლოკი', 'Block'],
      ['სართული', 'Floor'],
      ['ფართობი (მ²)', 'Area (m²)'],
      ['ჭერის სიმაღლე (მ)', 'Ceiling height (m)'],
      ['ფასი', 'Price'],
    ],
    [
      ['{#properties}{property_num}', ''],
      ['{property_type}', '{property_type_en}'],
      ['{property_block}', ''],
      ['{property_floor_num}', ''],
      ['{property_total_area}', ''],
      ['{ceiling_height}', ''],
      ['{property_price}{/properties}', ''],
    ],
  ],
};

const SCHEDULE_TABLE: Part = {
  widths: [10, 50, 40],
  table: [
    [
      ['№', 'No.'],
      ['გადახდის თარიღი', 'Due date'],
      ['თანხა', 'Amount'],
    ],
    [
      ['{#schedule}{schedule_no}', ''],
      ['{schedule_date}', '{schedule_date_en}'],
      ['{schedule_amount}{/schedule}', ''],
    ],
  ],
};

const SIGNATURES: Part[] = [
  h('მხარეთა რეკვიზიტები და ხელმოწერები', 'Details and signatures of the Parties'),
  {
    header: false,
    table: [
      [
        ['გამყიდველი', 'Seller'],
        ['მყიდველი', 'Buyer'],
      ],
      [
        [
          '{company_name}\nს/კ {company_id}\nტელ.: {company_phone}\nელ-ფოსტა: {company_email}',
          '{company_name_en}\nDirector: {company_director_en}',
        ],
        [
          '{#customers}{customer_name}\nპ/ნ {customer_pn}\n{#id_document_no}პირადობის დოკუმენტი № {id_document_no}\n{/id_document_no}{#customer_address}მისამართი: {customer_address}\n{/customer_address}{#customer_phone}ტელ.: {customer_phone}\n{/customer_phone}{/customers}',
          '',
        ],
      ],
      [
        ['დირექტორი: {company_director}\n\n_________________ (ხელმოწერა)', ''],
        ['\n\n_________________ (ხელმოწერა)', ''],
      ],
    ],
  },
];

const PARTIES = c(
  'ერთი მხრივ, {company_name} (საიდენტიფიკაციო კოდი {company_id}), რომელსაც წარმოადგენს დირექტორი {company_director} (შემდგომში „გამყიდველი“), და მეორე მხრივ, {customer_name} (პირადი ნომერი / საიდენტიფიკაციო კოდი {customer_pn}{#customer_address}, მისამართი: {customer_address}{/customer_address}) (შემდგომში „მყიდველი“), ერთად „მხარეები“, ვდებთ წინამდებარე ხელშეკრულებას შემდეგზე:',
  'On the one hand, {company_name_en} (identification code {company_id}), represented by its director {company_director_en} (the "Seller"), and on the other hand, {customer_name_en} (personal or identification number {customer_pn}{#customer_address}, address: {customer_address}{/customer_address}) (the "Buyer"), together the "Parties", have concluded this contract as follows:',
);

const OBJECT = c(
  'გამყიდველი მყიდველს საკუთრებაში გადასცემს, ხოლო მყიდველი იძენს საცხოვრებელ კომპლექსში „{complex_name}“ ({#complex_address}მისამართი: {complex_address}, {/complex_address}მიწის ნაკვეთის საკადასტრო კოდი {complex_cad_code}{#construction_permit_no}, მშენებლობის ნებართვა № {construction_permit_no}{/construction_permit_no}) მდებარე შემდეგ ფართ(ებ)ს (შემდგომში „ობიექტი“):',
  'The Seller transfers to the Buyer, and the Buyer acquires, the following unit(s) in the residential complex "{complex_name_en}" ({#complex_address_en}address: {complex_address_en}, {/complex_address_en}land cadastral code {complex_cad_code}{#construction_permit_no}, construction permit No. {construction_permit_no}{/construction_permit_no}) (the "Object"):',
);

const STATE = c(
  'ობიექტი გადაეცემა შემდეგ მდგომარეობაში: {property_state}. მახასიათებლები: {property_features}. საერთო ფართობი: {property_total_area} მ².',
  'The Object is handed over in the following condition: {property_state_en}. Features: {property_features_en}. Total area: {property_total_area} m².',
);

const PRICE = c(
  'ობიექტის ღირებულება შეადგენს {property_price} ({property_wprice}). ხელშეკრულების ფასი ფასდაკლებამდე — {contract_price}, ფასდაკლება — {contract_discount}, ჯამური ღირებულება — {contract_total_price} ({contract_total_wprice}). ანგარიშსწორების ვალუტა: {contract_currency}.',
  'The price of the Object is {property_price} ({property_wprice_en}). The contract price before discount is {contract_price}, the discount {contract_discount}, the total price {contract_total_price} ({contract_total_wprice_en}). Currency of payment: {contract_currency_en}.',
);

const FIRST = c(
  'პირველ შენატანს — {first_installment_amount} ({first_installment_wamount}) — მყიდველი იხდის {first_installment_date}, ხოლო დარჩენილ თანხას — შემდეგი გრაფიკის მიხედვით:',
  'The Buyer pays the first instalment of {first_installment_amount} ({first_installment_wamount_en}) on {first_installment_date_en} and the rest according to the following schedule:',
);

const PENALTY = c(
  'თანხა ირიცხება გამყიდველის საბანკო ანგარიშზე. გადახდის ვადის გადაცილებისას მყიდველი იხდის პირგასამტეხლოს ვადაგადაცილებული თანხის 0.1%-ის ოდენობით ყოველ ვადაგადაცილებულ დღეზე.',
  "Payments are made to the Seller's bank account. For a late payment the Buyer pays a penalty of 0.1% of the overdue amount for each day of delay.",
);

const FINAL: Part[] = [
  h('დასკვნითი დებულებები', 'Final provisions'),
  c(
    'ხელშეკრულება ძალაში შედის მხარეთა მიერ ხელმოწერისთანავე. ხელშეკრულებიდან წარმოშობილი დავები წყდება მოლაპარაკებით, ხოლო შეთანხმების მიუღწევლობისას — საქართველოს საერთო სასამართლოებში.',
    'The contract enters into force upon signature by the Parties. Disputes arising from it are settled by negotiation and, failing agreement, by the common courts of Georgia.',
  ),
  c(
    'ხელშეკრულება შედგენილია ორ თანაბარი იურიდიული ძალის მქონე ეგზემპლარად, თითო — თითოეული მხარისთვის.',
    'The contract is made in two copies of equal legal force, one for each Party.',
  ),
  ...SIGNATURES,
];

const MAIN_CONTRACT: Part[] = [
  h('უძრავი ქონების ნასყიდობის ხელშეკრულება № {contract_no}', 'Real estate sale contract No. {contract_no}'),
  c('ქ. თბილისი, {contract_start_date}', 'Tbilisi, {contract_start_date_en}'),
  PARTIES,
  h('1. ხელშეკრულების საგანი', '1. Subject of the contract'),
  OBJECT,
  UNITS_TABLE,
  STATE,
  c(
    '{#parking_place}მყიდველს სარგებლობაში გადაეცემა პარკინგის ადგილი № {parking_place}.{/parking_place}',
    '{#parking_place}The Buyer is also given the use of parking place No. {parking_place}.{/parking_place}',
  ),
  h('2. ფასი და ანგარიშსწორების წესი', '2. Price and payment'),
  PRICE,
  FIRST,
  SCHEDULE_TABLE,
  PENALTY,
  h('3. მხარეთა უფლება-მოვალეობები', '3. Rights and obligations of the Parties'),
  c(
    'გამყიდველი ვალდებულია ობიექტი მყიდველს მიღება-ჩაბარების აქტით გადასცეს არაუგვიანეს {contract_end_date}',
    'The Seller shall hand the Object over to the Buyer by a deed of acceptance no later than {contract_end_date_en}.',
  ),
  c(
    'ობიექტზე საკუთრების უფლება მყიდველზე გადადის ჯამური ღირებულების სრულად გადახდისა და საჯარო რეესტრში რეგისტრაციის შემდეგ.',
    'Ownership of the Object passes to the Buyer once the total price is paid in full and registered with the Public Registry.',
  ),
  c(
    'სრულ ანგარიშსწორებამდე მყიდველი არ არის უფლებამოსილი ობიექტი ან ამ ხელშეკრულებიდან მომდინარე უფლებები გადასცეს მესამე პირს გამყიდველის წერილობითი თანხმობის გარეშე.',
    "Until full payment the Buyer may not transfer the Object or the rights under this contract to a third party without the Seller's written consent.",
  ),
  ...FINAL,
];

const PRELIMINARY_CONTRACT: Part[] = [
  h(
    'უძრავი ქონების ნასყიდობის წინარე ხელშეკრულება № {contract_no}',
    'Preliminary real estate sale contract No. {contract_no}',
  ),
  c('ქ. თბილისი, {contract_start_date}', 'Tbilisi, {contract_start_date_en}'),
  PARTIES,
  h('1. ხელშეკრულების საგანი', '1. Subject of the contract'),
  c(
    'მხარეები კისრულობენ ვალდებულებას, მშენებლობის დასრულების შემდეგ, არაუგვიანეს {contract_end_date}, დადონ ძირითადი ნასყიდობის ხელშეკრულება ქვემოთ აღწერილ ობიექტზე, წინამდებარე ხელშეკრულებით განსაზღვრული პირობებით.',
    'The Parties undertake to conclude, after construction is completed and no later than {contract_end_date_en}, the main sale contract for the Object described below on the terms set out here.',
  ),
  OBJECT,
  UNITS_TABLE,
  STATE,
  h('2. ფასი და ანგარიშსწორების წესი', '2. Price and payment'),
  PRICE,
  FIRST,
  SCHEDULE_TABLE,
  PENALTY,
  h('3. მხარეთა პასუხისმგებლობა', '3. Liability of the Parties'),
  c(
    'თუ ძირითადი ხელშეკრულების დადება ვერ მოხერხდა გამყიდველის ბრალით, გამყიდველი მყიდველს უბრუნებს გადახდილ თანხას სრულად, 30 კალენდარული დღის ვადაში.',
    'If the main contract is not concluded through the fault of the Seller, the Seller returns the paid amount in full within 30 calendar days.',
  ),
  c(
    'თუ მყიდველი ორ თვეზე მეტი ხნით აცილებს გრაფიკით გათვალისწინებულ გადახდას, გამყიდველს უფლება აქვს ცალმხრივად შეწყვიტოს ხელშეკრულება.',
    'If the Buyer is more than two months late with a scheduled payment, the Seller may terminate the contract unilaterally.',
  ),
  ...FINAL,
];

const SERVICE_CONTRACT: Part[] = [
  h('მომსახურების ხელშეკრულება № {contract_no}', ''),
  c('ქ. თბილისი, {contract_start_date}', ''),
  c(
    'ერთი მხრივ, {company_name} (საიდენტიფიკაციო კოდი {company_id}), რომელსაც წარმოადგენს დირექტორი {company_director} (შემდგომში „შემსრულებელი“), და მეორე მხრივ, {customer_name} (პირადი ნომერი {customer_pn}) (შემდგომში „დამკვეთი“), ვდებთ წინამდებარე ხელშეკრულებას შემდეგზე:',
    '',
  ),
  h('1. მომსახურების საგანი', ''),
  c(
    'შემსრულებელი კისრულობს დამკვეთის კუთვნილი ფართ(ებ)ის — კომპლექსი „{complex_name}“, ფართი № {property_num}, სართული {property_floor_num}, ფართობი {property_total_area} მ² — სარემონტო-მოპირკეთებით სამუშაოებს შეთანხმებული პროექტის მიხედვით.',
    '',
  ),
  c('სამუშაოები სრულდება არაუგვიანეს {contract_end_date}', ''),
  h('2. მომსახურების ღირებულება', ''),
  c(
    'მომსახურების ღირებულება შეადგენს {contract_total_price} ({contract_total_wprice}) და იხდება შემდეგი გრაფიკით:',
    '',
  ),
  SCHEDULE_TABLE,
  h('3. დასკვნითი დებულებები', ''),
  c(
    'სამუშაოების მიღება ფორმდება მიღება-ჩაბარების აქტით. ხარვეზის აღმოჩენისას შემსრულებელი მას საკუთარი ხარჯით აღმოფხვრის 14 დღის ვადაში.',
    '',
  ),
  c('ხელშეკრულება შედგენილია ორ ეგზემპლარად, თითო — თითოეული მხარისთვის.', ''),
  {
    header: false,
    table: [
      [
        ['შემსრულებელი', ''],
        ['დამკვეთი', ''],
      ],
      [
        ['{company_name}\nდირექტორი: {company_director}\n\n_________________', ''],
        ['{customer_name}\nპ/ნ {customer_pn}\n\n_________________', ''],
      ],
    ],
  },
];

const WORD_TEMPLATES = [
  { name: 'ნასყიდობის ხელშეკრულება', type: 'contract_main', language: 'ge', parts: MAIN_CONTRACT },
  {
    name: 'ნასყიდობის ხელშეკრულება (ქართ.-ინგლ.)',
    type: 'contract_main',
    language: 'ge_en',
    parts: MAIN_CONTRACT,
  },
  { name: 'წინარე ხელშეკრულება', type: 'contract_pre', language: 'ge', parts: PRELIMINARY_CONTRACT },
  {
    name: 'წინარე ხელშეკრულება (ქართ.-ინგლ.)',
    type: 'contract_pre',
    language: 'ge_en',
    parts: PRELIMINARY_CONTRACT,
  },
  { name: 'მომსახურების ხელშეკრულება', type: 'service', language: 'ge', parts: SERVICE_CONTRACT },
] as const;

const REMINDER_LETTER = `<p>ბატონო/ქალბატონო {customer_name},</p>
<p>გაცნობებთ, რომ {contract_start_date} გაფორმებული ხელშეკრულებით № {contract_no} (კომპლექსი „{complex_name}“, ფართი № {property_num}) გათვალისწინებული გადახდის ვადა ახლოვდება. გთხოვთ, შენატანი გადაიხადოთ გრაფიკის მიხედვით:</p>
<p>{payment_schedule}</p>
<p>თუ თანხა უკვე გადახდილი გაქვთ, გთხოვთ, უგულებელყოთ ეს წერილი.</p>
<p>პატივისცემით,<br>{company_name}<br>ტელ.: {company_phone}</p>`;

const REMINDER_SMS =
  '{customer_name}, შეგახსენებთ, რომ ხელშეკრულებით № {contract_no} შენატანის გადახდის ვადა ახლოვდება. {company_name}, ტელ.: {company_phone}';

/** The demo sales that get custom field values: the first ones, so every test database has them. */
const SALES_WITH_VALUES = 30;

async function seedCustomFields(tx: Db): Promise<void> {
  const [parking, idDocument, ceiling, permit] = await tx
    .insert(customFields)
    .values([
      {
        key: 'parking_place',
        group: 'sale',
        type: 'text',
        label_ka: 'პარკინგის ადგილი',
        label_en: 'Parking place',
        label_ru: 'Парковочное место',
        sort_order: 1,
      },
      {
        key: 'id_document_no',
        group: 'customer',
        type: 'text',
        label_ka: 'პირადობის დოკუმენტის №',
        label_en: 'ID document no.',
        label_ru: '№ удостоверения личности',
        sort_order: 2,
      },
      {
        key: 'ceiling_height',
        group: 'property',
        type: 'number',
        label_ka: 'ჭერის სიმაღლე (მ)',
        label_en: 'Ceiling height (m)',
        label_ru: 'Высота потолка (м)',
        sort_order: 3,
      },
      {
        key: 'construction_permit_no',
        group: 'complex',
        type: 'text',
        label_ka: 'მშენებლობის ნებართვის №',
        label_en: 'Construction permit no.',
        label_ru: '№ разрешения на строительство',
        sort_order: 4,
      },
    ])
    .returning();
  const firstSales = await tx
    .select({ id: sales.id })
    .from(sales)
    .orderBy(asc(sales.id))
    .limit(SALES_WITH_VALUES);
  const saleIds = firstSales.map((s) => s.id);
  if (!saleIds.length) return;
  const complexes = await tx.select({ id: buildings.id }).from(buildings).orderBy(asc(buildings.id));
  const buyers = await tx
    .selectDistinct({ id: saleCustomers.customer_id })
    .from(saleCustomers)
    .where(inArray(saleCustomers.sale_id, saleIds));
  const units = await tx
    .selectDistinct({ id: saleProperties.property_id })
    .from(saleProperties)
    .where(inArray(saleProperties.sale_id, saleIds));
  await tx.insert(customFieldValues).values([
    ...saleIds
      .filter((_, i) => i % 3 !== 2)
      .map((id, i) => ({ field_id: parking!.id, record_id: id, value: `P-${101 + i}` })),
    ...buyers.map((b, i) => ({
      field_id: idDocument!.id,
      record_id: b.id,
      value: `${String(10 + (i % 80))}ID${String(4_250_000 + i * 137).padStart(7, '0')}`,
    })),
    ...units.map((u, i) => ({
      field_id: ceiling!.id,
      record_id: u.id,
      value: i % 4 === 0 ? '3.20' : '3.00',
    })),
    ...complexes.map((b, i) => ({
      field_id: permit!.id,
      record_id: b.id,
      value: `${String(1_204_561 + i * 3_119).padStart(8, '0')}`,
    })),
  ]);
}

export async function seedTemplates(tx: Db): Promise<void> {
  await seedCustomFields(tx);
  const keys = (await tx.select({ key: customFields.key }).from(customFields)).map((r) => r.key);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  for (const t of WORD_TEMPLATES) {
    const content = buildDocx(render([...t.parts], t.language === 'ge_en'));
    await tx.insert(wordTemplates).values({
      name: t.name,
      contract_type: t.type,
      language: t.language,
      building_id: null,
      file_name: `${t.type}-${t.language}.docx`,
      content,
      size_bytes: content.length,
      placeholders: checkTemplateFile(content, keys),
      created_by: admin?.id ?? null,
    });
  }
  await tx.insert(docTemplates).values([
    {
      name: 'შეხსენება გადახდის შესახებ',
      type: 'letter',
      language: 'ka',
      subject: 'შეხსენება: ხელშეკრულება № {contract_no}',
      body: REMINDER_LETTER,
      created_by: admin?.id ?? null,
    },
    {
      name: 'SMS-შეხსენება გადახდაზე',
      type: 'sms',
      language: 'ka',
      body: REMINDER_SMS,
      created_by: admin?.id ?? null,
    },
  ]);
}
