import type { BonusBand } from '@shared/bonuses/contracts';
import { formatMoney } from '@shared/money/money';
import { useTranslation } from 'react-i18next';

/** A schema's bands in one line: "0–300 %: 3 %; 300–500 %: 5 %; from 500 %: 7 %". */
export function useBandSummary() {
  const { t } = useTranslation('bonuses');
  const figure = (v: string) => formatMoney(v).replace(/\.00$/, '');
  return (items: BonusBand[]) =>
    items.length
      ? items
          .map((b) =>
            b.percent_to === null
              ? t('bands.summary_open', { from: figure(b.percent_from), rate: figure(b.bonus_percent) })
              : t('bands.summary', {
                  from: figure(b.percent_from),
                  to: figure(b.percent_to),
                  rate: figure(b.bonus_percent),
                }),
          )
          .join('; ')
      : t('bands.none');
}
