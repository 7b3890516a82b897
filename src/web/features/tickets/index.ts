/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  TicketsPage: () => import('./routes/tickets-page').then((m) => m.TicketsPage),
  TicketPage: () => import('./routes/ticket-page').then((m) => m.TicketPage),
};
