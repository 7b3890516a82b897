import type { Localization } from '@mui/material/locale';
import type { GridLocaleText } from '@mui/x-data-grid';

const PAGE_LABELS = {
  first: 'პირველ გვერდზე',
  last: 'ბოლო გვერდზე',
  next: 'შემდეგ გვერდზე',
  previous: 'წინა გვერდზე',
};
const pageLabel = (type: string) => PAGE_LABELS[type as keyof typeof PAGE_LABELS] ?? '';
const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
  `${from}–${to} / ${count === -1 ? `${to}-ზე მეტი` : count}`;

/**
 * MUI ships no Georgian: the built-in labels the app shows (combo boxes, alerts, pagination, the grid's
 * selection, overlays and cells), written the way the rest of the app speaks Georgian.
 */
export const kaCore: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'სრული გზის ჩვენება' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'სტრიქონი გვერდზე:',
        labelDisplayedRows: displayedRows,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} ვარსკვლავი`,
        emptyLabelText: 'შეფასება არ არის',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'გასუფთავება',
        closeText: 'დახურვა',
        loadingText: 'იტვირთება…',
        noOptionsText: 'ვარიანტები არ არის',
        openText: 'გახსნა',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'დახურვა' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'გვერდებზე ნავიგაცია',
        getItemAriaLabel: (type, page, selected) =>
          type !== 'page' ? pageLabel(type) : selected ? `გვერდი ${page}` : `გვერდზე ${page} გადასვლა`,
      },
    },
  },
};

export const kaDataGrid: Partial<GridLocaleText> = {
  noRowsLabel: 'ჩანაწერები არ არის',
  noResultsOverlayLabel: 'ვერაფერი მოიძებნა.',
  noColumnsOverlayLabel: 'სვეტები არ არის',
  noColumnsOverlayManageColumns: 'სვეტების მართვა',
  toolbarColumns: 'სვეტები',
  toolbarColumnsLabel: 'სვეტების არჩევა',
  toolbarFilters: 'ფილტრები',
  toolbarFiltersLabel: 'ფილტრების ჩვენება',
  toolbarExport: 'ექსპორტი',
  toolbarExportLabel: 'ექსპორტი',
  toolbarQuickFilterPlaceholder: 'ძებნა…',
  toolbarQuickFilterLabel: 'ძებნა',
  toolbarQuickFilterDeleteIconLabel: 'გასუფთავება',
  columnsManagementSearchTitle: 'ძებნა',
  columnsManagementNoColumns: 'სვეტები არ არის',
  columnsManagementShowHideAllText: 'ყველას ჩვენება/დამალვა',
  columnsManagementReset: 'საწყისზე დაბრუნება',
  columnMenuLabel: 'მენიუ',
  columnMenuAriaLabel: (columnName) => `სვეტის „${columnName}“ მენიუ`,
  columnMenuShowColumns: 'სვეტების ჩვენება',
  columnMenuManageColumns: 'სვეტების მართვა',
  columnMenuFilter: 'ფილტრი',
  columnMenuHideColumn: 'სვეტის დამალვა',
  columnMenuUnsort: 'დალაგების მოხსნა',
  columnMenuSortAsc: 'ზრდადობით',
  columnMenuSortDesc: 'კლებადობით',
  columnHeaderSortIconLabel: 'დალაგება',
  footerRowSelected: (count) => `მონიშნულია: ${count.toLocaleString()}`,
  footerTotalRows: 'სულ:',
  footerTotalVisibleRows: (visibleCount, totalCount) =>
    `${visibleCount.toLocaleString()} / ${totalCount.toLocaleString()}`,
  checkboxSelectionHeaderName: 'მონიშვნა',
  checkboxSelectionSelectAllRows: 'ყველას მონიშვნა',
  checkboxSelectionUnselectAllRows: 'მონიშვნის მოხსნა ყველაზე',
  checkboxSelectionSelectRow: 'სტრიქონის მონიშვნა',
  checkboxSelectionUnselectRow: 'მონიშვნის მოხსნა',
  booleanCellTrueLabel: 'დიახ',
  booleanCellFalseLabel: 'არა',
  longTextCellExpandLabel: 'გაშლა',
  longTextCellCollapseLabel: 'აკეცვა',
  actionsCellMore: 'მეტი',
  pinToLeft: 'მარცხნივ მიმაგრება',
  pinToRight: 'მარჯვნივ მიმაგრება',
  unpin: 'მოხსნა',
  paginationRowsPerPage: 'სტრიქონი გვერდზე:',
  paginationDisplayedRows: displayedRows,
  paginationItemAriaLabel: pageLabel,
};
