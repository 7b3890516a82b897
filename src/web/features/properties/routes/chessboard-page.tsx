import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { paths } from '../../../lib/routing/paths';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PageLoader } from '../../../components/feedback/page-loader';
import { PageHeader } from '../../../components/page/page-header';
import { useBuilding } from '../../buildings';
import { useChessboard } from '../api/get-chessboard';
import { BoardFilters } from '../chessboard/board-filters';
import { dimmedUnits, noBoardFilters, type PriceMode } from '../chessboard/board-layout';
import { BoardLegend } from '../chessboard/board-legend';
import { ChessGrid } from '../chessboard/chess-grid';
import { UnitDrawer } from '../chessboard/unit-drawer';
import { localizedName } from '@shared/i18n/locales';

/** A complex's units floor by floor, one block at a time (?block=A), coloured by status. */
export function ChessboardPage() {
  const { t, i18n } = useTranslation('properties');
  const buildingId = Number(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const building = useBuilding(buildingId);
  const blocks = building.data?.blocks ?? [];
  const block = searchParams.get('block') ?? blocks[0] ?? '';
  const board = useChessboard(buildingId, block, building.isSuccess);
  const [filters, setFilters] = useState(noBoardFilters);
  const [priceMode, setPriceMode] = useState<PriceMode>('total');
  const [openId, setOpenId] = useState<number | null>(null);
  const units = board.data?.units;
  const dimmed = useMemo(() => dimmedUnits(units ?? [], filters, priceMode), [units, filters, priceMode]);
  const changeFilters = useCallback(
    (partial: Partial<typeof filters>) => setFilters((current) => ({ ...current, ...partial })),
    [],
  );

  const query = building.isError ? building : board;
  return (
    <>
      <PageHeader
        title={
          building.data
            ? t('board.title', { name: localizedName(building.data, i18n.language) })
            : t('board.title_plain')
        }
        breadcrumbs={[{ label: t('board.buildings'), to: paths.buildings.list.path }]}
      />
      {blocks.length > 0 && (
        <Tabs
          value={block}
          onChange={(_event, value: string) => setSearchParams({ block: value }, { replace: true })}
          sx={{ mb: 2 }}
        >
          {blocks.map((item) => (
            <Tab key={item} value={item} label={t('board.block', { block: item })} />
          ))}
        </Tabs>
      )}
      <BoardFilters
        filters={filters}
        onChange={changeFilters}
        priceMode={priceMode}
        onPriceModeChange={setPriceMode}
      />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !board.data ? (
        <PageLoader />
      ) : board.data.units.length === 0 ? (
        <EmptyState message={t('board.empty')} />
      ) : (
        <>
          <BoardLegend counts={board.data.counts} freeValue={board.data.free_value} />
          <ChessGrid units={board.data.units} dimmed={dimmed} priceMode={priceMode} onOpen={setOpenId} />
        </>
      )}
      {openId !== null && <UnitDrawer id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
