import { endpoint } from '../api/endpoint';
import { todayWork } from './contracts';

/** The home page's "today" under its path of spec §7 (the home module's, not the reports'). */
export const homeEndpoints = {
  today: endpoint({ method: 'GET', path: '/reporting/today', answer: todayWork }),
};
