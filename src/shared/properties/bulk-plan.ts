import type { BulkTemplate } from './contracts';
import { stepped, totalPrice } from './pricing';

export interface PlanUnit {
  block: string | null;
  floor: number;
  number: string;
  total_area: string;
  price_per_m2: string;
  total_price: string;
}

type PlanInput = Pick<
  BulkTemplate,
  | 'block'
  | 'floor_from'
  | 'floor_to'
  | 'units_per_floor'
  | 'number_pattern'
  | 'total_area'
  | 'price_per_m2'
  | 'price_step_per_floor'
>;

const TOKEN = /\{(block|floor|unit)(?::0(\d))?\}/g;

/** '{floor}{unit:02}' on floor 12, unit 3 -> '1203'; ':0N' pads to N digits. */
export function formatNumber(pattern: string, values: { block: string | null; floor: number; unit: number }) {
  return pattern.replace(TOKEN, (_, name: 'block' | 'floor' | 'unit', width?: string) => {
    const text = name === 'block' ? (values.block ?? '') : String(values[name]);
    return width ? text.padStart(Number(width), '0') : text;
  });
}

/**
 * The units a bulk template creates, floor by floor from the bottom, unit 1 first. The web preview and the
 * server both call this, so what is previewed is what is saved.
 */
export function planUnits(template: PlanInput): PlanUnit[] {
  const units: PlanUnit[] = [];
  for (let floor = template.floor_from; floor <= template.floor_to; floor++) {
    const price = stepped(template.price_per_m2, template.price_step_per_floor, floor - template.floor_from);
    for (let unit = 1; unit <= template.units_per_floor; unit++) {
      units.push({
        block: template.block,
        floor,
        number: formatNumber(template.number_pattern, { block: template.block, floor, unit }),
        total_area: template.total_area,
        price_per_m2: price,
        total_price: totalPrice(template.total_area, price),
      });
    }
  }
  return units;
}

/** Numbers the plan itself repeats (a pattern without {unit}, or without {floor} on several floors). */
export function repeatedNumbers(units: readonly PlanUnit[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { number } of units) (seen.has(number) ? repeated : seen).add(number);
  return [...repeated];
}
