import { tbilisiToday } from '@shared/dates/date-formats';
import type { AppDeps } from './deps';

/**
 * The one way server code reads a day: from the app's clock (deps.now()), so a test that fixes the clock
 * fixes every "today" a rule depends on (lint forbids tbilisiToday elsewhere in src/server).
 */
export const todayOf = (deps: Pick<AppDeps, 'now'>): string => tbilisiToday(deps.now());

/** The Tbilisi date (YYYY-MM-DD) of a moment already read from the clock. */
export const tbilisiDayOf = (moment: Date): string => tbilisiToday(moment);
