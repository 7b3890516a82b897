import { formatAmount } from '@shared/money/money';
import { memo } from 'react';
import type { BoardUnit, PriceMode } from './board-layout';

/** The labels are plain strings, so they keep the cells' props stable between renders. */
type BodyProps = { unit: BoardUnit; priceMode: PriceMode; roomsLabel: string; areaUnit: string };

/** What the cell shows, in reading order: its accessible name (the text) starts with the unit number. */
const cellText = ({ unit, priceMode, roomsLabel, areaUnit }: BodyProps) => [
  unit.number,
  `${unit.rooms ?? '–'} ${roomsLabel} · ${unit.total_area} ${areaUnit}`,
  formatAmount(priceMode === 'total' ? unit.total_price : unit.price_per_m2, unit.currency, { decimals: 0 }),
];

/** The cell's text, kept apart so that dimming a cell does not format its price again. */
const CellBody = memo(function CellBody(props: BodyProps) {
  const [number, size, price] = cellText(props);
  return (
    <>
      {/* The spaces separate the parts in the button's accessible name; the grid layout does not draw them. */}
      <span className="num">{number}</span> <span>{size}</span> <span>{price}</span>
    </>
  );
});

/**
 * One unit: a plain button styled by the grid's classes (no MUI component per cell, 1,500 of them). Its
 * props are primitives or the unit object the query keeps, so a filter change re-renders only the cells
 * whose dimming changed, and those only swap a class. Clicks are handled once on the grid through data-id.
 */
export const ChessCell = memo(function ChessCell({ dimmed, ...body }: BodyProps & { dimmed: boolean }) {
  return (
    <button
      type="button"
      data-id={body.unit.id}
      className={`cell s-${body.unit.status}${dimmed ? ' dim' : ''}`}
    >
      <CellBody {...body} />
    </button>
  );
});
