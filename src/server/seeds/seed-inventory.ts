import { eq, inArray } from 'drizzle-orm';
import { checkDigits } from '@shared/iban/iban';
import type { Currency } from '@shared/money/money';
import type { PropertyStatus, PropertyType, PropertyView } from '@shared/properties/enums';
import { totalPrice } from '@shared/properties/pricing';
import type { Db } from '../db/client';
import {
  bankAccounts,
  banks,
  buildings,
  properties,
  propertyFeatureGroups,
  propertyFeatureLinks,
  propertyFeatures,
  propertyPriceHistory,
  users,
} from '../db/schema';

/** A demo complex as inserted, with the fields its units are built from always given. */
type DemoComplex = typeof buildings.$inferInsert &
  Required<Pick<typeof buildings.$inferInsert, 'cad_code' | 'property_states' | 'blocks'>>;

const COMPLEXES: DemoComplex[] = [
  {
    name: 'ვაკე პარკ რეზიდენსი',
    name_en: 'Vake Park Residence',
    name_ru: 'Ваке Парк Резиденс',
    cad_code: '01.14.14.007.012',
    company_name: 'შპს „ვაკე რეზიდენსი“',
    company_name_en: 'Vake Residence LLC',
    company_name_ru: 'ООО «Ваке Резиденс»',
    company_id: '405287311',
    director: 'გიორგი ბერიძე',
    director_en: 'Giorgi Beridze',
    director_ru: 'Гиорги Беридзе',
    director_pid: '01008034521',
    manager_name: 'ნატო ჩიქოვანი',
    address: 'ქ. თბილისი, ილია ჭავჭავაძის გამზ. 64',
    address_en: '64 Ilia Chavchavadze Ave, Tbilisi',
    address_ru: 'г. Тбилиси, пр. Ильи Чавчавадзе, 64',
    email: 'vake@tbilisi-development.ge',
    phone: '+995 32 222 64 64',
    property_states: ['white_frame', 'green_frame', 'renovated'],
    blocks: ['A', 'B'],
    notifiable: true,
  },
  {
    name: 'საბურთალო სითი',
    name_en: 'Saburtalo City',
    name_ru: 'Сабуртало Сити',
    cad_code: '01.10.13.012.044',
    company_name: 'შპს „საბურთალო სითი“',
    company_name_en: 'Saburtalo City LLC',
    company_name_ru: 'ООО «Сабуртало Сити»',
    company_id: '405301928',
    director: 'ლაშა ქავთარაძე',
    director_en: 'Lasha Kavtaradze',
    director_ru: 'Лаша Кавтарадзе',
    director_pid: '01024056789',
    manager_name: 'ეკა წიკლაური',
    address: 'ქ. თბილისი, ალექსანდრე ყაზბეგის გამზ. 24ბ',
    address_en: '24b Aleksandre Kazbegi Ave, Tbilisi',
    address_ru: 'г. Тбилиси, пр. Александра Казбеги, 24б',
    email: 'saburtalo@tbilisi-development.ge',
    phone: '+995 32 238 24 24',
    property_states: ['black_frame', 'white_frame', 'green_frame'],
    blocks: ['A', 'B', 'C'],
    notifiable: true,
  },
  {
    name: 'დიდი დიღომი გარდენსი',
    name_en: 'Didi Dighomi Gardens',
    name_ru: 'Диди Дигоми Гарденс',
    cad_code: '01.72.14.051.007',
    company_name: 'შპს „დიღმის ბაღები“',
    company_name_en: 'Dighomi Gardens LLC',
    company_name_ru: 'ООО «Дигомские сады»',
    company_id: '405412207',
    director: 'თეა გოგიჩაიშვილი',
    director_en: 'Tea Gogichaishvili',
    director_ru: 'Теа Гогичаишвили',
    director_pid: '01017023344',
    manager_name: 'ირაკლი მესხი',
    address: 'ქ. თბილისი, პეტრე იბერის ქ. 15',
    address_en: '15 Petre Iberi St, Tbilisi',
    address_ru: 'г. Тбилиси, ул. Петре Ибери, 15',
    email: 'dighomi@tbilisi-development.ge',
    phone: '+995 32 251 15 15',
    property_states: ['black_frame', 'white_frame'],
    blocks: ['A', 'B'],
    notifiable: false,
  },
];

const FEATURE_GROUPS = [
  {
    title: 'გარე სივრცე',
    title_en: 'Outdoor space',
    title_ru: 'Открытое пространство',
    features: [
      ['აივანი', 'Balcony', 'Балкон'],
      ['ტერასა', 'Terrace', 'Терраса'],
      ['კერძო ეზო', 'Private yard', 'Частный двор'],
    ],
  },
  {
    title: 'პარკინგი და სათავსო',
    title_en: 'Parking and storage',
    title_ru: 'Парковка и кладовая',
    features: [
      ['მიწისქვეშა პარკინგი', 'Underground parking', 'Подземная парковка'],
      ['სათავსო სარდაფში', 'Basement storage', 'Кладовая в подвале'],
    ],
  },
  {
    title: 'კომფორტი',
    title_en: 'Comfort',
    title_ru: 'Комфорт',
    features: [
      ['ცენტრალური გათბობა', 'Central heating', 'Центральное отопление'],
      ['პანორამული ფანჯრები', 'Panoramic windows', 'Панорамные окна'],
      ['ბუხარი', 'Fireplace', 'Камин'],
    ],
  },
] as const;

/** A Georgian IBAN with valid mod-97 check digits: GE, check digits, bank code, 16 digits. */
const iban = (bankCode: string, account: string) => {
  const bban = `${bankCode}${account.padStart(16, '0')}`;
  return `GE${checkDigits('GE', bban)}${bban}`;
};

/** A fixed pseudo-random sequence, so the demo portfolio (and the tests that read it) is the same every time. */
function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

interface Market {
  currency: Currency;
  /** Apartment price per m² range, in whole units of the currency. */
  price: [number, number];
  floors: [number, number];
  perFloor: number;
  parking: number;
  storage: number;
  commercial: number;
}

const MARKETS: Market[] = [
  {
    currency: 'USD',
    price: [1800, 2200],
    floors: [2, 12],
    perFloor: 4,
    parking: 24,
    storage: 10,
    commercial: 2,
  },
  {
    currency: 'USD',
    price: [1100, 1500],
    floors: [2, 13],
    perFloor: 3,
    parking: 20,
    storage: 8,
    commercial: 2,
  },
  {
    currency: 'GEL',
    price: [2500, 3300],
    floors: [2, 11],
    perFloor: 5,
    parking: 16,
    storage: 8,
    commercial: 1,
  },
];

const STATUS_WEIGHTS: PropertyStatus[] = [
  ...Array<PropertyStatus>(11).fill('free'),
  ...Array<PropertyStatus>(6).fill('sold'),
  ...Array<PropertyStatus>(2).fill('booked'),
  'barter',
  'not_for_sale',
];
const VIEWS: PropertyView[] = ['city', 'yard', 'park', 'mountains', 'street'];

const roomsFor = (area: number) => (area < 50 ? 1 : area < 75 ? 2 : area < 110 ? 3 : 4);
const decimal = (whole: number, tenths = 0) => `${whole}.${tenths}0`;

/** About 400 units across the three complexes: apartments, commercial spaces, parking and storage. */
function units(buildingId: number, complex: DemoComplex, market: Market, seed: number) {
  const rnd = sequence(seed);
  const rows: (typeof properties.$inferInsert)[] = [];
  const add = (
    block: string,
    floor: number,
    number: string,
    type: PropertyType,
    area: string,
    pricePerM2: number,
    extra: Partial<typeof properties.$inferInsert> = {},
  ) => {
    const price = `${pricePerM2}.00`;
    rows.push({
      building_id: buildingId,
      block,
      floor,
      number,
      cad_code: `${complex.cad_code}.01.${String(rows.length + 1).padStart(3, '0')}`,
      type,
      state: rnd.pick(complex.property_states),
      status: rnd.pick(STATUS_WEIGHTS),
      total_area: area,
      price_per_m2: price,
      total_price: totalPrice(area, price),
      currency: market.currency,
      ...extra,
    });
  };
  const [low, high] = market.price;
  for (const block of complex.blocks) {
    for (let floor = market.floors[0]; floor <= market.floors[1]; floor++) {
      for (let unit = 1; unit <= market.perFloor; unit++) {
        const whole = rnd.between(35, 180);
        const area = decimal(whole, rnd.between(0, 9));
        const balcony = rnd.between(0, 3) === 0 ? null : decimal(rnd.between(3, 12), rnd.between(0, 9));
        add(
          block,
          floor,
          `${floor}${String(unit).padStart(2, '0')}`,
          'apartment',
          area,
          rnd.between(low, high) + (floor - market.floors[0]) * 10,
          {
            view: rnd.pick(VIEWS),
            rooms: roomsFor(whole),
            living_area: decimal(Math.round(whole * 0.75)),
            balcony_area: balcony,
          },
        );
      }
    }
    for (let unit = 1; unit <= market.commercial; unit++)
      add(block, 1, `C${unit}`, 'commercial', decimal(rnd.between(60, 160)), Math.round(high * 1.2), {
        view: 'street',
      });
  }
  const [first] = complex.blocks;
  for (let unit = 1; unit <= market.parking; unit++)
    add(
      first!,
      -1,
      `P-${String(unit).padStart(2, '0')}`,
      'parking',
      decimal(rnd.between(12, 14), 5),
      low * 1.5,
    );
  for (let unit = 1; unit <= market.storage; unit++)
    add(first!, -1, `S-${String(unit).padStart(2, '0')}`, 'storage', decimal(rnd.between(4, 9)), low);
  return rows;
}

/**
 * The demo portfolio: three Tbilisi complexes with blocks, bank accounts, features and about 400 units.
 * Every table is filled with one multi-row INSERT, so seeding stays quick.
 */
export async function seedInventory(db: Db): Promise<void> {
  const created = await db.insert(buildings).values(COMPLEXES).returning();
  const bankIds = new Map(
    (
      await db
        .select()
        .from(banks)
        .where(inArray(banks.iban, ['TB', 'BG']))
    ).map((b) => [b.iban, b.id]),
  );
  await db.insert(bankAccounts).values(
    created.flatMap((b, i) => [
      {
        bank_id: bankIds.get('TB')!,
        building_id: b.id,
        iban: iban('TB', `70360${i}1000${i}01`),
        iban_usd: iban('TB', `70360${i}1000${i}02`),
        iban_eur: iban('TB', `70360${i}1000${i}03`),
        mediator_bank_usd: 'Citibank N.A., New York (CITIUS33)',
        mediator_bank_eur: 'Commerzbank AG, Frankfurt (COBADEFF)',
      },
      ...b.blocks.slice(0, 2).map((block, j) => ({
        bank_id: bankIds.get('BG')!,
        building_id: b.id,
        building_block: block,
        iban: iban('BG', `3300${i}${j}6000${i}${j}101`),
        iban_usd: iban('BG', `3300${i}${j}6000${i}${j}102`),
      })),
    ]),
  );

  const groups = await db
    .insert(propertyFeatureGroups)
    .values(FEATURE_GROUPS.map(({ title, title_en, title_ru }) => ({ title, title_en, title_ru })))
    .returning();
  const features = await db
    .insert(propertyFeatures)
    .values(
      FEATURE_GROUPS.flatMap((g, i) =>
        g.features.map(([title, title_en, title_ru]) => ({
          group_id: groups[i]!.id,
          title,
          title_en,
          title_ru,
        })),
      ),
    )
    .returning();
  const featureId = (titleEn: string) => features.find((f) => f.title_en === titleEn)!.id;

  const inserted = await db
    .insert(properties)
    .values(created.flatMap((b, i) => units(b.id, COMPLEXES[i]!, MARKETS[i]!, i + 7)))
    .returning();
  await db.insert(propertyPriceHistory).values(
    inserted.map((p) => ({
      property_id: p.id,
      price_per_m2: p.price_per_m2,
      total_price: p.total_price,
      currency: p.currency,
      reason: 'created',
    })),
  );
  await db
    .insert(propertyFeatureLinks)
    .values(
      inserted.flatMap((p) => [
        ...(p.balcony_area ? [{ property_id: p.id, feature_id: featureId('Balcony') }] : []),
        ...(p.type === 'apartment' ? [{ property_id: p.id, feature_id: featureId('Central heating') }] : []),
        ...(p.type === 'apartment' && p.floor >= 10
          ? [{ property_id: p.id, feature_id: featureId('Panoramic windows') }]
          : []),
      ]),
    );

  // The registrar works on the first complex only, so building scoping shows in the demo.
  await db
    .update(users)
    .set({ building_ids: [created[0]!.id] })
    .where(eq(users.username, 'property_registrar'));
}
