import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, capitalize, numberInWords, ruPlural } from './number-words';

describe('numberInWords', () => {
  const table: [bigint, string, string, string][] = [
    [0n, 'ნული', 'zero', 'ноль'],
    [1n, 'ერთი', 'one', 'один'],
    [2n, 'ორი', 'two', 'два'],
    [11n, 'თერთმეტი', 'eleven', 'одиннадцать'],
    [19n, 'ცხრამეტი', 'nineteen', 'девятнадцать'],
    [20n, 'ოცი', 'twenty', 'двадцать'],
    [21n, 'ოცდაერთი', 'twenty-one', 'двадцать один'],
    [30n, 'ოცდაათი', 'thirty', 'тридцать'],
    [37n, 'ოცდაჩვიდმეტი', 'thirty-seven', 'тридцать семь'],
    [40n, 'ორმოცი', 'forty', 'сорок'],
    [55n, 'ორმოცდათხუთმეტი', 'fifty-five', 'пятьдесят пять'],
    [60n, 'სამოცი', 'sixty', 'шестьдесят'],
    [80n, 'ოთხმოცი', 'eighty', 'восемьдесят'],
    [99n, 'ოთხმოცდაცხრამეტი', 'ninety-nine', 'девяносто девять'],
    [100n, 'ასი', 'one hundred', 'сто'],
    [101n, 'ას ერთი', 'one hundred one', 'сто один'],
    [200n, 'ორასი', 'two hundred', 'двести'],
    [999n, 'ცხრაას ოთხმოცდაცხრამეტი', 'nine hundred ninety-nine', 'девятьсот девяносто девять'],
    [1000n, 'ათასი', 'one thousand', 'одна тысяча'],
    [1001n, 'ათას ერთი', 'one thousand one', 'одна тысяча один'],
    [2000n, 'ორი ათასი', 'two thousand', 'две тысячи'],
    [5000n, 'ხუთი ათასი', 'five thousand', 'пять тысяч'],
    [11000n, 'თერთმეტი ათასი', 'eleven thousand', 'одиннадцать тысяч'],
    [21000n, 'ოცდაერთი ათასი', 'twenty-one thousand', 'двадцать одна тысяча'],
    [100000n, 'ასი ათასი', 'one hundred thousand', 'сто тысяч'],
    [
      1234n,
      'ათას ორას ოცდათოთხმეტი',
      'one thousand two hundred thirty-four',
      'одна тысяча двести тридцать четыре',
    ],
    [
      250300n,
      'ორას ორმოცდაათი ათას სამასი',
      'two hundred fifty thousand three hundred',
      'двести пятьдесят тысяч триста',
    ],
    [1000000n, 'მილიონი', 'one million', 'один миллион'],
    [1000001n, 'მილიონ ერთი', 'one million one', 'один миллион один'],
    [2000000n, 'ორი მილიონი', 'two million', 'два миллиона'],
    [5000000n, 'ხუთი მილიონი', 'five million', 'пять миллионов'],
    [2001000n, 'ორი მილიონ ათასი', 'two million one thousand', 'два миллиона одна тысяча'],
    [1000000000n, 'მილიარდი', 'one billion', 'один миллиард'],
    [-5n, 'მინუს ხუთი', 'minus five', 'минус пять'],
  ];
  it.each(table)('%s', (n, ka, en, ru) => {
    expect(numberInWords(n, 'ka')).toBe(ka);
    expect(numberInWords(n, 'en')).toBe(en);
    expect(numberInWords(n, 'ru')).toBe(ru);
  });

  it('puts Russian ones and twos in the gender of the counted noun', () => {
    expect(numberInWords(1n, 'ru', 'f')).toBe('одна');
    expect(numberInWords(22n, 'ru', 'f')).toBe('двадцать две');
    expect(numberInWords(1n, 'ru', 'n')).toBe('одно');
    expect(numberInWords(12n, 'ru', 'f')).toBe('двенадцать');
  });

  it('refuses numbers beyond trillions', () => {
    expect(() => numberInWords(10n ** 15n, 'en')).toThrow(RangeError);
  });

  it('never leaves an empty word or a double space', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), (n) => {
        for (const locale of ['ka', 'en', 'ru'] as const) {
          const words = numberInWords(n, locale);
          expect(words).not.toMatch(/\s{2}|^\s|\s$|undefined/);
        }
      }),
    );
  });
});

describe('ruPlural', () => {
  const forms = ['доллар', 'доллара', 'долларов'] as const;
  it.each([
    [0n, 'долларов'],
    [1n, 'доллар'],
    [2n, 'доллара'],
    [4n, 'доллара'],
    [5n, 'долларов'],
    [11n, 'долларов'],
    [12n, 'долларов'],
    [14n, 'долларов'],
    [21n, 'доллар'],
    [22n, 'доллара'],
    [111n, 'долларов'],
    [101n, 'доллар'],
  ])('%s %s', (n, form) => {
    expect(ruPlural(n, forms)).toBe(form);
  });
});

describe('amountInWords', () => {
  const table: [string, 'GEL' | 'USD' | 'EUR', string, string, string][] = [
    ['0', 'GEL', 'ნული ლარი', 'zero lari', 'ноль лари'],
    ['1', 'USD', 'ერთი აშშ დოლარი', 'one dollar', 'один доллар'],
    ['2', 'USD', 'ორი აშშ დოლარი', 'two dollars', 'два доллара'],
    ['11', 'USD', 'თერთმეტი აშშ დოლარი', 'eleven dollars', 'одиннадцать долларов'],
    ['20', 'EUR', 'ოცი ევრო', 'twenty euros', 'двадцать евро'],
    ['21', 'GEL', 'ოცდაერთი ლარი', 'twenty-one lari', 'двадцать один лари'],
    ['40', 'USD', 'ორმოცი აშშ დოლარი', 'forty dollars', 'сорок долларов'],
    ['99', 'USD', 'ოთხმოცდაცხრამეტი აშშ დოლარი', 'ninety-nine dollars', 'девяносто девять долларов'],
    ['100', 'EUR', 'ასი ევრო', 'one hundred euros', 'сто евро'],
    ['101', 'USD', 'ას ერთი აშშ დოლარი', 'one hundred one dollars', 'сто один доллар'],
    ['1000', 'GEL', 'ათასი ლარი', 'one thousand lari', 'одна тысяча лари'],
    ['1000000', 'USD', 'მილიონი აშშ დოლარი', 'one million dollars', 'один миллион долларов'],
    [
      '1234.50',
      'USD',
      'ათას ორას ოცდათოთხმეტი აშშ დოლარი და ორმოცდაათი ცენტი',
      'one thousand two hundred thirty-four dollars and fifty cents',
      'одна тысяча двести тридцать четыре доллара пятьдесят центов',
    ],
    [
      '21.01',
      'GEL',
      'ოცდაერთი ლარი და ერთი თეთრი',
      'twenty-one lari and one tetri',
      'двадцать один лари один тетри',
    ],
    [
      '2000.02',
      'EUR',
      'ორი ათასი ევრო და ორი ცენტი',
      'two thousand euros and two cents',
      'две тысячи евро два цента',
    ],
    [
      '0.99',
      'USD',
      'ნული აშშ დოლარი და ოთხმოცდაცხრამეტი ცენტი',
      'zero dollars and ninety-nine cents',
      'ноль долларов девяносто девять центов',
    ],
    [
      '0.11',
      'EUR',
      'ნული ევრო და თერთმეტი ცენტი',
      'zero euros and eleven cents',
      'ноль евро одиннадцать центов',
    ],
    [
      '5000.40',
      'GEL',
      'ხუთი ათასი ლარი და ორმოცი თეთრი',
      'five thousand lari and forty tetri',
      'пять тысяч лари сорок тетри',
    ],
  ];
  it.each(table)('%s %s', (amount, currency, ka, en, ru) => {
    expect(amountInWords(amount, currency, 'ka')).toBe(ka);
    expect(amountInWords(amount, currency, 'en')).toBe(en);
    expect(amountInWords(amount, currency, 'ru')).toBe(ru);
  });

  it('reads the decimal text exactly, rounding half up to the cent', () => {
    // 1.005 is 1.00499999... as a float; the text is rounded on its digits.
    expect(amountInWords('1.005', 'USD', 'en')).toBe('one dollar and one cent');
    expect(amountInWords('99999999999.99', 'USD', 'en')).toBe(
      'ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine dollars and ninety-nine cents',
    );
    expect(amountInWords('1.1', 'GEL', 'ka')).toBe('ერთი ლარი და ათი თეთრი');
  });

  it('spells zero minor units when asked', () => {
    expect(amountInWords('100', 'USD', 'en', { zeroMinor: true })).toBe('one hundred dollars and zero cents');
    expect(amountInWords('100', 'GEL', 'ka', { zeroMinor: true })).toBe('ასი ლარი და ნული თეთრი');
  });

  it('refuses text that is not an amount', () => {
    expect(() => amountInWords('12,5x', 'USD', 'en')).toThrow(RangeError);
  });
});

describe('capitalize', () => {
  it('capitalises Latin and Cyrillic but leaves Georgian alone', () => {
    expect(capitalize('one dollar')).toBe('One dollar');
    expect(capitalize('один доллар')).toBe('Один доллар');
    expect(capitalize('ერთი ლარი')).toBe('ერთი ლარი');
  });
});
