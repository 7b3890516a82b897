import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { OWNER_TYPES, type DocumentRow } from '@shared/documents/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentTypes } from '../api/get-document-types';
import { fileSize } from '../components/file-size';
import { formatDateTime } from '../../../components/format-date-time';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { SearchField } from '../../../components/lists/search-field';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { getDocuments, useDocuments } from '../api/get-documents';

const noFilters = { search: '', owner_type: '', document_type: '', date_from: '', date_to: '' };

export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('common');
  const list = useListParams('documents', { filters: noFilters });
  const documents = useDocuments({ page: list.page, perpage: list.perpage, ...list.filters });
  const types = useDocumentTypes();
  const typeTitle = (value: string) => types.data?.find((x) => x.value === value)?.title ?? value;
  const f = list.filters;

  const columns: GridColDef<DocumentRow>[] = [
    {
      field: 'owner_type',
      headerName: t('fields.owner_type'),
      width: 120,
      valueGetter: (value: string) => t(`owner_types.${value as 'agent'}`),
    },
    { field: 'owner_label', headerName: t('fields.owner'), flex: 1, minWidth: 180 },
    {
      field: 'document_type',
      headerName: t('fields.document_type'),
      width: 170,
      valueGetter: (value: string) => typeTitle(value),
    },
    { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 160 },
    {
      field: 'original_name',
      headerName: t('fields.original_name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) =>
        row.url ? (
          <Link href={row.url} target="_blank" rel="noopener" download={row.original_name}>
            {row.original_name}
          </Link>
        ) : (
          row.original_name
        ),
    },
    {
      field: 'size_bytes',
      headerName: t('fields.size'),
      width: 100,
      valueGetter: (v: number) => fileSize(v),
    },
    { field: 'uploaded_by_name', headerName: t('fields.uploaded_by'), width: 160 },
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 170,
      valueGetter: (v: string) => formatDateTime(v),
    },
    {
      field: 'active',
      headerName: t('fields.active'),
      width: 110,
      valueGetter: (v: boolean) => (v ? tc('labels.active') : tc('labels.inactive')),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      <QueryTable<DocumentRow>
        query={documents}
        tableId="documents"
        columns={columns}
        rows={documents.data?.data ?? []}
        total={documents.data?.meta.total ?? 0}
        loading={documents.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', p: 1, alignItems: 'flex-start' }}>
            <SearchField value={f.search} onChange={(search) => list.setFilters({ search })} />
            <FilterSelect
              label={t('fields.owner_type')}
              value={f.owner_type}
              onChange={(owner_type) => list.setFilters({ owner_type })}
              options={OWNER_TYPES.map((value) => ({ value, label: t(`owner_types.${value}`) }))}
            />
            <FilterSelect
              label={t('fields.document_type')}
              value={f.document_type}
              onChange={(document_type) => list.setFilters({ document_type })}
              options={(types.data ?? []).map((x) => ({ value: x.value, label: x.title }))}
            />
            <DateRangeInput
              value={{ from: f.date_from, to: f.date_to }}
              onChange={(range) => list.setFilters({ date_from: range.from, date_to: range.to })}
              fromLabel={t('fields.date_from')}
              toLabel={t('fields.date_to')}
            />
          </Stack>
        }
        onExport={async () => (await getDocuments({ ...f, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
    </>
  );
}
