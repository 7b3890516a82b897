import type { TFunction } from 'i18next';

export type UnitSummary = {
  id: number;
  building_name: string;
  block: string | null;
  floor: number;
  number: string;
  total_price: string;
  currency: 'GEL' | 'USD' | 'EUR';
};

/** "Vake Park Residence, block A, floor 5, No 12". */
export const unitLabel = (
  t: TFunction<'bookings'>,
  unit: Omit<UnitSummary, 'id' | 'total_price' | 'currency'>,
) =>
  unit.block
    ? t('unit', { building: unit.building_name, block: unit.block, floor: unit.floor, number: unit.number })
    : t('unit_no_block', { building: unit.building_name, floor: unit.floor, number: unit.number });
