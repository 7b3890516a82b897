/** One colour per unit status, shared by the list's chips and the chessboard's cells and legend. */
export const STATUS_COLORS: Record<string, string> = {
  free: '#2e7d32',
  booked: '#ed6c02',
  sold: '#c62828',
  barter: '#6a1b9a',
  not_for_sale: '#616161',
  retired: '#9e9e9e',
};

export const statusColor = (status: string) => STATUS_COLORS[status] ?? '#9e9e9e';
