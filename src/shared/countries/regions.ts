import type { Region } from './contracts';

type Names = [code: string, ka: string, en: string, ru: string];
const region = (names: Names, municipalities: Names[]): Region => ({
  code: names[0],
  name_ka: names[1],
  name_en: names[2],
  name_ru: names[3],
  municipalities: municipalities.map(([code, name_ka, name_en, name_ru]) => ({
    code,
    name_ka,
    name_en,
    name_ru,
  })),
});

/** Georgia's regions (mkhare), the capital and the autonomous republics, with their municipalities. */
export const GEORGIAN_REGIONS: Region[] = [
  region(
    ['TB', 'თბილისი', 'Tbilisi', 'Тбилиси'],
    [
      ['TB-MTA', 'მთაწმინდა', 'Mtatsminda', 'Мтацминда'],
      ['TB-VAK', 'ვაკე', 'Vake', 'Ваке'],
      ['TB-SAB', 'საბურთალო', 'Saburtalo', 'Сабуртало'],
      ['TB-KRT', 'კრწანისი', 'Krtsanisi', 'Крцаниси'],
      ['TB-ISN', 'ისანი', 'Isani', 'Исани'],
      ['TB-SAM', 'სამგორი', 'Samgori', 'Самгори'],
      ['TB-CHU', 'ჩუღურეთი', 'Chughureti', 'Чугурети'],
      ['TB-DID', 'დიდუბე', 'Didube', 'Дидубе'],
      ['TB-NAD', 'ნაძალადევი', 'Nadzaladevi', 'Надзаладеви'],
      ['TB-GLD', 'გლდანი', 'Gldani', 'Глдани'],
    ],
  ),
  region(
    ['AJ', 'აჭარის ავტონომიური რესპუბლიკა', 'Adjara', 'Аджария'],
    [
      ['AJ-BAT', 'ბათუმი', 'Batumi', 'Батуми'],
      ['AJ-KED', 'ქედა', 'Keda', 'Кеда'],
      ['AJ-KOB', 'ქობულეთი', 'Kobuleti', 'Кобулети'],
      ['AJ-SHU', 'შუახევი', 'Shuakhevi', 'Шуахеви'],
      ['AJ-KHE', 'ხელვაჩაური', 'Khelvachauri', 'Хелвачаури'],
      ['AJ-KHU', 'ხულო', 'Khulo', 'Хуло'],
    ],
  ),
  region(
    ['AB', 'აფხაზეთის ავტონომიური რესპუბლიკა', 'Abkhazia', 'Абхазия'],
    [
      ['AB-SOK', 'სოხუმი', 'Sokhumi', 'Сухуми'],
      ['AB-GAG', 'გაგრა', 'Gagra', 'Гагра'],
      ['AB-GUD', 'გუდაუთა', 'Gudauta', 'Гудаута'],
      ['AB-OCH', 'ოჩამჩირე', 'Ochamchire', 'Очамчира'],
      ['AB-GAL', 'გალი', 'Gali', 'Гали'],
    ],
  ),
  region(
    ['GU', 'გურია', 'Guria', 'Гурия'],
    [
      ['GU-OZU', 'ოზურგეთი', 'Ozurgeti', 'Озургети'],
      ['GU-LAN', 'ლანჩხუთი', 'Lanchkhuti', 'Ланчхути'],
      ['GU-CHO', 'ჩოხატაური', 'Chokhatauri', 'Чохатаури'],
    ],
  ),
  region(
    ['IM', 'იმერეთი', 'Imereti', 'Имеретия'],
    [
      ['IM-KUT', 'ქუთაისი', 'Kutaisi', 'Кутаиси'],
      ['IM-ZES', 'ზესტაფონი', 'Zestaponi', 'Зестафони'],
      ['IM-SAM', 'სამტრედია', 'Samtredia', 'Самтредиа'],
      ['IM-CHI', 'ჭიათურა', 'Chiatura', 'Чиатура'],
      ['IM-TKI', 'წყალტუბო', 'Tskaltubo', 'Цхалтубо'],
      ['IM-TER', 'თერჯოლა', 'Terjola', 'Терджола'],
      ['IM-SAC', 'საჩხერე', 'Sachkhere', 'Сачхере'],
      ['IM-TKB', 'ტყიბული', 'Tkibuli', 'Ткибули'],
      ['IM-VAN', 'ვანი', 'Vani', 'Вани'],
      ['IM-BAG', 'ბაღდათი', 'Baghdati', 'Багдати'],
      ['IM-KHO', 'ხონი', 'Khoni', 'Хони'],
      ['IM-KHA', 'ხარაგაული', 'Kharagauli', 'Харагаули'],
    ],
  ),
  region(
    ['KA', 'კახეთი', 'Kakheti', 'Кахетия'],
    [
      ['KA-TEL', 'თელავი', 'Telavi', 'Телави'],
      ['KA-GUR', 'გურჯაანი', 'Gurjaani', 'Гурджаани'],
      ['KA-SIG', 'სიღნაღი', 'Sighnaghi', 'Сигнахи'],
      ['KA-SAG', 'საგარეჯო', 'Sagarejo', 'Сагареджо'],
      ['KA-KVA', 'ყვარელი', 'Kvareli', 'Кварели'],
      ['KA-LAG', 'ლაგოდეხი', 'Lagodekhi', 'Лагодехи'],
      ['KA-DED', 'დედოფლისწყარო', 'Dedoplistskaro', 'Дедоплисцкаро'],
      ['KA-AKH', 'ახმეტა', 'Akhmeta', 'Ахмета'],
    ],
  ),
  region(
    ['KK', 'ქვემო ქართლი', 'Kvemo Kartli', 'Квемо-Картли'],
    [
      ['KK-RUS', 'რუსთავი', 'Rustavi', 'Рустави'],
      ['KK-GAR', 'გარდაბანი', 'Gardabani', 'Гардабани'],
      ['KK-MAR', 'მარნეული', 'Marneuli', 'Марнеули'],
      ['KK-BOL', 'ბოლნისი', 'Bolnisi', 'Болниси'],
      ['KK-DMA', 'დმანისი', 'Dmanisi', 'Дманиси'],
      ['KK-TET', 'თეთრიწყარო', 'Tetritskaro', 'Тетрицкаро'],
      ['KK-TSA', 'წალკა', 'Tsalka', 'Цалка'],
    ],
  ),
  region(
    ['MM', 'მცხეთა-მთიანეთი', 'Mtskheta-Mtianeti', 'Мцхета-Мтианети'],
    [
      ['MM-MTS', 'მცხეთა', 'Mtskheta', 'Мцхета'],
      ['MM-DUS', 'დუშეთი', 'Dusheti', 'Душети'],
      ['MM-TIA', 'თიანეთი', 'Tianeti', 'Тианети'],
      ['MM-KAZ', 'ყაზბეგი', 'Kazbegi', 'Казбеги'],
    ],
  ),
  region(
    [
      'RL',
      'რაჭა-ლეჩხუმი და ქვემო სვანეთი',
      'Racha-Lechkhumi and Kvemo Svaneti',
      'Рача-Лечхуми и Квемо-Сванети',
    ],
    [
      ['RL-AMB', 'ამბროლაური', 'Ambrolauri', 'Амбролаури'],
      ['RL-ONI', 'ონი', 'Oni', 'Они'],
      ['RL-TSA', 'ცაგერი', 'Tsageri', 'Цагери'],
      ['RL-LEN', 'ლენტეხი', 'Lentekhi', 'Лентехи'],
    ],
  ),
  region(
    ['SZ', 'სამეგრელო-ზემო სვანეთი', 'Samegrelo-Zemo Svaneti', 'Самегрело-Земо-Сванети'],
    [
      ['SZ-ZUG', 'ზუგდიდი', 'Zugdidi', 'Зугдиди'],
      ['SZ-POT', 'ფოთი', 'Poti', 'Поти'],
      ['SZ-SEN', 'სენაკი', 'Senaki', 'Сенаки'],
      ['SZ-MAR', 'მარტვილი', 'Martvili', 'Мартвили'],
      ['SZ-ABA', 'აბაშა', 'Abasha', 'Абаша'],
      ['SZ-KHO', 'ხობი', 'Khobi', 'Хоби'],
      ['SZ-TSA', 'წალენჯიხა', 'Tsalenjikha', 'Цаленджиха'],
      ['SZ-CHK', 'ჩხოროწყუ', 'Chkhorotsku', 'Чхороцку'],
      ['SZ-MES', 'მესტია', 'Mestia', 'Местиа'],
    ],
  ),
  region(
    ['SJ', 'სამცხე-ჯავახეთი', 'Samtskhe-Javakheti', 'Самцхе-Джавахети'],
    [
      ['SJ-AKH', 'ახალციხე', 'Akhaltsikhe', 'Ахалцихе'],
      ['SJ-BOR', 'ბორჯომი', 'Borjomi', 'Боржоми'],
      ['SJ-ADI', 'ადიგენი', 'Adigeni', 'Адигени'],
      ['SJ-ASP', 'ასპინძა', 'Aspindza', 'Аспиндза'],
      ['SJ-AKK', 'ახალქალაქი', 'Akhalkalaki', 'Ахалкалаки'],
      ['SJ-NIN', 'ნინოწმინდა', 'Ninotsminda', 'Ниноцминда'],
    ],
  ),
  region(
    ['SK', 'შიდა ქართლი', 'Shida Kartli', 'Шида-Картли'],
    [
      ['SK-GOR', 'გორი', 'Gori', 'Гори'],
      ['SK-KAS', 'კასპი', 'Kaspi', 'Каспи'],
      ['SK-KAR', 'ქარელი', 'Kareli', 'Карели'],
      ['SK-KHA', 'ხაშური', 'Khashuri', 'Хашури'],
    ],
  ),
];
