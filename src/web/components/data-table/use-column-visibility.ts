import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { readLocalJson, writeLocal } from '../../lib/local-storage';

function isVisibilityModel(value: unknown): value is GridColumnVisibilityModel {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'boolean')
  );
}

/**
 * Which columns a user hid in a table, remembered in this browser per table id; until the user chooses,
 * the table's `hiddenByDefault` columns are hidden (still offered by the column chooser).
 */
export function useColumnVisibility(
  tableId: string,
  hiddenByDefault: readonly string[] = [],
): [GridColumnVisibilityModel, (model: GridColumnVisibilityModel) => void] {
  const key = `table-columns:${tableId}`;
  const [model, setModel] = useState<GridColumnVisibilityModel>(
    () =>
      readLocalJson(key, isVisibilityModel) ??
      Object.fromEntries(hiddenByDefault.map((field) => [field, false])),
  );
  const update = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
      writeLocal(key, JSON.stringify(next));
    },
    [key],
  );
  return [model, update];
}
