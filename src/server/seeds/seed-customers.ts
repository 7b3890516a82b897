import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, users } from '../db/schema';

type Names = [ka: string, en: string, ru: string];

const MALE: Names[] = [
  ['გიორგი', 'Giorgi', 'Георгий'],
  ['დავით', 'Davit', 'Давид'],
  ['ლევან', 'Levan', 'Леван'],
  ['ნიკოლოზ', 'Nikoloz', 'Николоз'],
  ['ირაკლი', 'Irakli', 'Ираклий'],
  ['ალექსანდრე', 'Aleksandre', 'Александре'],
  ['ზურაბ', 'Zurab', 'Зураб'],
  ['თორნიკე', 'Tornike', 'Торнике'],
  ['ლაშა', 'Lasha', 'Лаша'],
  ['გურამ', 'Guram', 'Гурам'],
  ['ვახტანგ', 'Vakhtang', 'Вахтанг'],
  ['მამუკა', 'Mamuka', 'Мамука'],
  ['ბექა', 'Beka', 'Бека'],
  ['საბა', 'Saba', 'Саба'],
  ['ოთარ', 'Otar', 'Отар'],
];
const FEMALE: Names[] = [
  ['ნინო', 'Nino', 'Нино'],
  ['მარიამ', 'Mariam', 'Мариам'],
  ['თამარ', 'Tamar', 'Тамар'],
  ['ანა', 'Ana', 'Анна'],
  ['ეკატერინე', 'Ekaterine', 'Екатерине'],
  ['სალომე', 'Salome', 'Саломе'],
  ['ნათია', 'Natia', 'Натия'],
  ['ქეთევან', 'Ketevan', 'Кетеван'],
  ['მაია', 'Maia', 'Майя'],
  ['ლიკა', 'Lika', 'Лика'],
  ['ხათუნა', 'Khatuna', 'Хатуна'],
  ['თეონა', 'Teona', 'Теона'],
];
const SURNAMES: Names[] = [
  ['ბერიძე', 'Beridze', 'Беридзе'],
  ['კაპანაძე', 'Kapanadze', 'Капанадзе'],
  ['გელაშვილი', 'Gelashvili', 'Гелашвили'],
  ['მაისურაძე', 'Maisuradze', 'Майсурадзе'],
  ['ლომიძე', 'Lomidze', 'Ломидзе'],
  ['ჯაფარიძე', 'Japaridze', 'Джапаридзе'],
  ['წიკლაური', 'Tsiklauri', 'Циклаури'],
  ['ხუციშვილი', 'Khutsishvili', 'Хуцишвили'],
  ['ნოზაძე', 'Nozadze', 'Нозадзе'],
  ['აბაშიძე', 'Abashidze', 'Абашидзе'],
  ['ქავთარაძე', 'Kavtaradze', 'Кавтарадзе'],
  ['მჭედლიშვილი', 'Mchedlishvili', 'Мчедлишвили'],
  ['ჩხეიძე', 'Chkheidze', 'Чхеидзе'],
  ['დოლიძე', 'Dolidze', 'Долидзе'],
  ['გოგოლაძე', 'Gogoladze', 'Гоголадзе'],
  ['ბაქრაძე', 'Bakradze', 'Бакрадзе'],
  ['კვარაცხელია', 'Kvaratskhelia', 'Кварацхелия'],
  ['შენგელია', 'Shengelia', 'Шенгелия'],
  ['ჯანელიძე', 'Janelidze', 'Джанелидзе'],
  ['სვანიძე', 'Svanidze', 'Сванидзе'],
];
/** Foreign buyers: [first, last] in en, ka and ru, citizenship, a valid phone prefix and digit count. */
const FOREIGN: {
  first: Names;
  last: Names;
  country: string;
  phone: string;
  digits: number;
  male: boolean;
}[] = [
  {
    first: ['ჯონ', 'John', 'Джон'],
    last: ['სმითი', 'Smith', 'Смит'],
    country: 'GB',
    phone: '+44 20 7946 ',
    digits: 4,
    male: true,
  },
  {
    first: ['ანა', 'Anna', 'Анна'],
    last: ['მიულერი', 'Müller', 'Мюллер'],
    country: 'DE',
    phone: '+49 151 2',
    digits: 7,
    male: false,
  },
  {
    first: ['ივანე', 'Ivan', 'Иван'],
    last: ['პეტროვი', 'Petrov', 'Петров'],
    country: 'RU',
    phone: '+7 916 ',
    digits: 7,
    male: true,
  },
  {
    first: ['ოლენა', 'Olena', 'Олена'],
    last: ['კოვალენკო', 'Kovalenko', 'Коваленко'],
    country: 'UA',
    phone: '+380 67 ',
    digits: 7,
    male: false,
  },
  {
    first: ['მეჰმეთ', 'Mehmet', 'Мехмет'],
    last: ['იილმაზი', 'Yilmaz', 'Йылмаз'],
    country: 'TR',
    phone: '+90 532 ',
    digits: 7,
    male: true,
  },
  {
    first: ['არამ', 'Aram', 'Арам'],
    last: ['პეტროსიანი', 'Petrosyan', 'Петросян'],
    country: 'AM',
    phone: '+374 91 ',
    digits: 6,
    male: true,
  },
  {
    first: ['ლეილა', 'Leyla', 'Лейла'],
    last: ['ალიევა', 'Aliyeva', 'Алиева'],
    country: 'AZ',
    phone: '+994 50 ',
    digits: 7,
    male: false,
  },
  {
    first: ['მაიკლ', 'Michael', 'Майкл'],
    last: ['ჯონსონი', 'Johnson', 'Джонсон'],
    country: 'US',
    phone: '+1 202 555 0',
    digits: 3,
    male: true,
  },
  {
    first: ['იოსი', 'Yossi', 'Йоси'],
    last: ['კოენი', 'Cohen', 'Коэн'],
    country: 'IL',
    phone: '+972 52 ',
    digits: 7,
    male: true,
  },
];
const COMPANIES: Names[] = [
  ['შპს „მშენებელი“', 'Mshenebeli LLC', 'ООО «Мшенебели»'],
  ['შპს „კავკასიის ინვესტი“', 'Caucasus Invest LLC', 'ООО «Кавказ Инвест»'],
  ['სს „თბილისის სავაჭრო სახლი“', 'Tbilisi Trading House JSC', 'АО «Тбилисский торговый дом»'],
  ['შპს „ვაკე დეველოპმენტი“', 'Vake Development LLC', 'ООО «Ваке Девелопмент»'],
  ['შპს „ჯორჯიან ლოჯისტიქსი“', 'Georgian Logistics LLC', 'ООО «Джорджиан Лоджистикс»'],
  ['შპს „მთის ღვინო“', 'Mountain Wine LLC', 'ООО «Горное вино»'],
  ['შპს „ბათუმი რეზორტი“', 'Batumi Resort LLC', 'ООО «Батуми Резорт»'],
  ['შპს „ალფა ფარმა“', 'Alpha Pharma LLC', 'ООО «Альфа Фарма»'],
  ['შპს „ნიუ ჰაუსი“', 'New House LLC', 'ООО «Нью Хаус»'],
  ['შპს „საქართველოს აგრო“', 'Georgian Agro LLC', 'ООО «Грузинское агро»'],
];
const STREETS = [
  'ჭავჭავაძის გამზ.',
  'რუსთაველის გამზ.',
  'პეკინის ქ.',
  'ვაჟა-ფშაველას გამზ.',
  'წერეთლის გამზ.',
  'აღმაშენებლის გამზ.',
];

/** Mulberry32: a small seeded generator, so the demo data is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type CustomerRow = typeof customers.$inferInsert;

/**
 * `count` deterministic customers: about 8 in 10 Georgian individuals, 1 in 10 foreign, 1 in 10 companies.
 * Personal IDs and company codes are unique by construction (`serial` offsets them, for bulk use).
 */
export function demoCustomers(
  count: number,
  seed: number,
  createdBy: (index: number) => number | null,
  serial = 0,
): CustomerRow[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const rows: CustomerRow[] = [];
  for (let i = 0; i < count; i++) {
    const n = serial + i;
    const roll = random();
    const phoneFor = () => `+9955${pick(['55', '57', '58', '59', '91', '93', '98'])}${digits(6)}`;
    const email = random() < 0.2 ? `client${n + 1}@example.ge` : null;
    const base = {
      created_by: createdBy(i),
      address: `თბილისი, ${pick(STREETS)} ${1 + Math.floor(random() * 120)}`,
    };
    if (roll < 0.1) {
      const [ka, en, ru] = pick(COMPANIES);
      const company = count > COMPANIES.length ? `${n + 1}` : '';
      rows.push({
        ...base,
        type: 'company',
        company_name: company ? `${ka} ${company}` : ka,
        company_name_en: company ? `${en} ${company}` : en,
        company_name_ru: company ? `${ru} ${company}` : ru,
        company_id: `4${String(n).padStart(8, '0')}`,
        country: 'GE',
        citizenship: 'GE',
        phone: random() < 0.5 ? `+99532${2 + Math.floor(random() * 3)}${digits(6)}` : phoneFor(),
        email: `office${n + 1}@example.ge`,
        delegate_name: `${pick(MALE)[0]} ${pick(SURNAMES)[0]}`,
        delegate_personal_id: `0100${digits(7)}`,
        delegate_position: 'დირექტორი',
      });
    } else if (roll < 0.2) {
      const f = pick(FOREIGN);
      rows.push({
        ...base,
        type: 'individual',
        first_name: f.first[0],
        last_name: f.last[0],
        first_name_en: f.first[1],
        last_name_en: f.last[1],
        first_name_ru: f.first[2],
        last_name_ru: f.last[2],
        personal_id: `P${String(n).padStart(8, '0')}`,
        gender: f.male ? 'male' : 'female',
        birth_date: `${1955 + Math.floor(random() * 50)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
        citizenship: f.country,
        country: random() < 0.5 ? 'GE' : f.country,
        phone: `${f.phone}${digits(f.digits)}`.replace(/\s/g, ''),
        email,
      });
    } else {
      const male = random() < 0.5;
      const first = pick(male ? MALE : FEMALE);
      const last = pick(SURNAMES);
      rows.push({
        ...base,
        type: 'individual',
        first_name: first[0],
        last_name: last[0],
        first_name_en: first[1],
        last_name_en: last[1],
        first_name_ru: first[2],
        last_name_ru: last[2],
        // 11 digits, unique: a region-like prefix and the serial number.
        personal_id: `${pick(['01', '12', '35', '60', '61'])}${String(n).padStart(9, '0')}`,
        gender: male ? 'male' : 'female',
        birth_date: `${1950 + Math.floor(random() * 55)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
        citizenship: 'GE',
        country: 'GE',
        phone: random() < 0.95 ? phoneFor() : null,
        email,
      });
    }
  }
  return rows;
}

/** Demo customers (individuals and companies, Georgian and foreign). Runs inside the demo seed's transaction. */
export async function seedCustomers(tx: Db): Promise<void> {
  const byName = async (username: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? null;
  const admin = await byName('admin');
  const clientManager = await byName('client_manager');
  // Every 15th of the 300 (20 in all) belongs to the client manager, so "only own" shows something.
  const rows = demoCustomers(300, 20260101, (i) => (i % 15 === 7 ? clientManager : admin));
  for (let i = 0; i < rows.length; i += 100) await tx.insert(customers).values(rows.slice(i, i + 100));
}
