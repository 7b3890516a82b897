import { styled } from '@mui/material/styles';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../components/status-colors';
import { toFloors, type BoardUnit, type PriceMode } from './board-layout';
import { FloorRow } from './floor-row';

/** The whole board's styles in one class tree, so each cell is a bare element with class names. */
const Board = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  '& .floor': { display: 'flex', alignItems: 'stretch', gap: 4, marginBottom: 4 },
  '& .floor-no': {
    width: 40,
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 600,
    color: theme.palette.text.secondary,
  },
  '& .cell': {
    width: 124,
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: 1,
    padding: '4px 6px',
    border: 0,
    borderLeft: '4px solid',
    borderRadius: 4,
    font: 'inherit',
    fontSize: 12,
    lineHeight: 1.3,
    textAlign: 'left',
    cursor: 'pointer',
    color: theme.palette.text.primary,
  },
  '& .cell:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  '& .cell span': { whiteSpace: 'nowrap' },
  '& .cell .num': { fontWeight: 700, fontSize: 13 },
  '& .cell.dim': { opacity: 0.18 },
  ...Object.fromEntries(
    Object.entries(STATUS_COLORS).map(([status, color]) => [
      `& .s-${status}`,
      { borderLeftColor: color, backgroundColor: `${color}1f` },
    ]),
  ),
}));

type Props = {
  units: readonly BoardUnit[];
  dimmed: ReadonlySet<number>;
  priceMode: PriceMode;
  onOpen: (id: number) => void;
};

export function ChessGrid({ units, dimmed, priceMode, onOpen }: Props) {
  const { t } = useTranslation('properties');
  const floors = useMemo(() => toFloors(units), [units]);
  const roomsLabel = t('board.rooms_short');
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-id]');
    if (cell) onOpen(Number(cell.dataset.id));
  };
  return (
    <Board onClick={open} data-testid="chessboard">
      {floors.map(({ floor, units: row }) => (
        <FloorRow
          key={floor}
          floor={floor}
          units={row}
          dims={row.map((unit) => (dimmed.has(unit.id) ? '1' : '0')).join('')}
          priceMode={priceMode}
          roomsLabel={roomsLabel}
          areaUnit={t('board.m2')}
          floorLabel={t('fields.floor')}
        />
      ))}
    </Board>
  );
}
