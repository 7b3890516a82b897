import type { GridValidRowModel } from '@mui/x-data-grid';
import { DataTable, type DataTableProps } from '../data-table/data-table';
import { LoadError } from '../feedback/load-error';

type Query = { isError: boolean; error: unknown; refetch: () => unknown };

/** The shared table for a list query, or the load error with a retry when the query failed. */
export function QueryTable<Row extends GridValidRowModel>({
  query,
  ...table
}: DataTableProps<Row> & { query: Query }) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <DataTable<Row> {...table} />;
}
