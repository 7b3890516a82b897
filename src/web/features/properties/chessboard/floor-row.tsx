import { memo } from 'react';
import type { BoardUnit, PriceMode } from './board-layout';
import { ChessCell } from './chess-cell';

type Props = {
  floor: number;
  units: readonly BoardUnit[];
  /** One '1' (dimmed) or '0' per unit: a string, so a floor whose dimming did not change skips rendering. */
  dims: string;
  priceMode: PriceMode;
  roomsLabel: string;
  areaUnit: string;
  floorLabel: string;
};

export const FloorRow = memo(function FloorRow({
  floor,
  units,
  dims,
  priceMode,
  roomsLabel,
  areaUnit,
  floorLabel,
}: Props) {
  return (
    <div className="floor">
      <div className="floor-no" title={floorLabel}>
        {floor}
      </div>
      {units.map((unit, index) => (
        <ChessCell
          key={unit.id}
          unit={unit}
          dimmed={dims[index] === '1'}
          priceMode={priceMode}
          roomsLabel={roomsLabel}
          areaUnit={areaUnit}
        />
      ))}
    </div>
  );
});
