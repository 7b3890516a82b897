import type { PriceRule } from '@shared/prices/contracts';
import type { TFunction } from 'i18next';

/** "Percent (%): +10 · Block A · Floor 3–7", in the reader's language. */
export function ruleSummary(rule: PriceRule, t: TFunction<'prices'>): string {
  const value = rule.value.startsWith('-') || rule.value.startsWith('+') ? rule.value : `+${rule.value}`;
  const parts = [`${t(`rule_kinds.${rule.kind}`)}: ${value}`];
  parts.push(rule.block ? `${t('fields.block')} ${rule.block}` : t('all_blocks'));
  if (rule.floor_from !== null || rule.floor_to !== null)
    parts.push(`${t('fields.floor')} ${rule.floor_from ?? '…'}–${rule.floor_to ?? '…'}`);
  return parts.join(' · ');
}
