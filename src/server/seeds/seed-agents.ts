import { inArray } from 'drizzle-orm';
import { checkDigits } from '@shared/iban/iban';
import type { Db } from '../db/client';
import { agents, banks } from '../db/schema';

const iban = (bankCode: string, account: string) => {
  const bban = `${bankCode}${account}`;
  return `GE${checkDigits('GE', bban)}${bban}`;
};

type DemoAgent = Omit<typeof agents.$inferInsert, 'bank_id'> & { bank?: string };

const AGENTS: DemoAgent[] = [
  {
    type: 'individual',
    name: 'ნინო გელაშვილი',
    name_en: 'Nino Gelashvili',
    name_ru: 'Нино Гелашвили',
    personal_id: '01008012345',
    phone: '+995 599 11 22 33',
    email: 'nino.gelashvili@gmail.com',
    address: 'თბილისი, ჭავჭავაძის გამზ. 33',
    fee_percent: '2.00',
    bank: 'TB',
    iban: iban('TB', '0000000611223301'),
  },
  {
    type: 'individual',
    name: 'გიორგი ბერიძე',
    name_en: 'Giorgi Beridze',
    name_ru: 'Георгий Беридзе',
    personal_id: '01024056789',
    phone: '+995 577 45 67 89',
    email: 'g.beridze@mail.ge',
    address: 'თბილისი, ვაჟა-ფშაველას გამზ. 12',
    fee_percent: '1.50',
    bank: 'BG',
    iban: iban('BG', '0000000745678902'),
  },
  {
    type: 'individual',
    name: 'თამარ ლომიძე',
    name_en: 'Tamar Lomidze',
    name_ru: 'Тамар Ломидзе',
    personal_id: '35001098765',
    phone: '+995 555 98 76 54',
    email: '',
    address: 'ბათუმი, გორგილაძის ქ. 8',
    fee_percent: '2.50',
    bank: 'LB',
    iban: iban('LB', '0000000798765403'),
  },
  {
    type: 'individual',
    name: 'დავით კვარაცხელია',
    name_en: 'Davit Kvaratskhelia',
    name_ru: 'Давид Кварацхелия',
    personal_id: '19001034521',
    phone: '+995 598 34 52 10',
    email: 'dato.kv@gmail.com',
    address: 'თბილისი, პეკინის გამზ. 41',
    fee_percent: '1.00',
    bank: 'TB',
    iban: iban('TB', '0000000734521004'),
  },
  {
    type: 'individual',
    name: 'ეკა ჯაფარიძე',
    name_en: 'Eka Japaridze',
    name_ru: 'Эка Джапаридзе',
    personal_id: '01017023456',
    phone: '+995 591 23 45 60',
    email: 'eka.japaridze@yahoo.com',
    address: 'თბილისი, ყაზბეგის გამზ. 20',
    fee_percent: null,
    iban: '',
    active: false,
    note: 'თანამშრომლობა შეჩერებულია',
  },
  {
    type: 'individual',
    name: 'ლაშა წიკლაური',
    name_en: 'Lasha Tsiklauri',
    name_ru: 'Лаша Циклаури',
    personal_id: '01030067890',
    phone: '+995 568 67 89 01',
    email: 'lasha.ts@gmail.com',
    address: 'თბილისი, წერეთლის გამზ. 116',
    fee_percent: '2.00',
    bank: 'BG',
    iban: iban('BG', '0000000767890105'),
  },
  {
    type: 'company',
    name: 'შპს „ქართული უძრავი ქონება“',
    name_en: 'Georgian Real Estate LLC',
    name_ru: 'ООО «Грузинская недвижимость»',
    company_id: '405123456',
    phone: '+995 32 2 45 45 45',
    email: 'info@gre.ge',
    address: 'თბილისი, რუსთაველის გამზ. 24',
    fee_percent: '3.00',
    bank: 'TB',
    iban: iban('TB', '0000000405123406'),
  },
  {
    type: 'company',
    name: 'შპს „ბინები თბილისში“',
    name_en: 'Binebi Tbilisshi LLC',
    name_ru: 'ООО «Квартиры в Тбилиси»',
    company_id: '404987654',
    phone: '+995 32 2 10 20 30',
    email: 'office@binebi.ge',
    address: 'თბილისი, აბაშიძის ქ. 51',
    fee_percent: '2.75',
    bank: 'BG',
    iban: iban('BG', '0000000404987607'),
  },
  {
    type: 'company',
    name: 'შპს „საბროკერო ჯგუფი ვაკე“',
    name_en: 'Vake Brokerage Group LLC',
    name_ru: 'ООО «Брокерская группа Ваке»',
    company_id: '402345678',
    phone: '+995 32 2 99 88 77',
    email: 'vake@brokers.ge',
    address: 'თბილისი, ირაკლი აბაშიძის ქ. 3',
    fee_percent: '2.25',
    bank: 'PC',
    iban: iban('PC', '0000000402345608'),
  },
  {
    type: 'company',
    name: 'შპს „დომუს ჯორჯია“',
    name_en: 'Domus Georgia LLC',
    name_ru: 'ООО «Домус Джорджия»',
    company_id: '400555111',
    phone: '+995 32 2 55 51 11',
    email: 'hello@domus.ge',
    address: 'თბილისი, მარჯანიშვილის ქ. 5',
    fee_percent: '1.75',
    bank: 'BS',
    iban: iban('BS', '0000000400555109'),
  },
];

/** Demo agents (people and companies) with accounts at their banks. Runs inside the demo seed's transaction. */
export async function seedAgents(tx: Db): Promise<void> {
  const codes = [...new Set(AGENTS.map((a) => a.bank).filter((c): c is string => !!c))];
  const bankIds = new Map(
    (await tx.select().from(banks).where(inArray(banks.iban, codes))).map((b) => [b.iban, b.id]),
  );
  await tx.insert(agents).values(
    AGENTS.map(({ bank, ...a }) => {
      const bankId = bank ? (bankIds.get(bank) ?? null) : null;
      return { ...a, bank_id: bankId, iban: bankId ? a.iban : '' };
    }),
  );
}
