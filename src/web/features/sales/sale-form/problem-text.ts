import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueText } from '../../../i18n/catalogue-text';
import type { ScheduleProblem } from './schedule-draft';

/**
 * A schedule problem as text in the user's language: keys of the shared catalogue (the engine's
 * ScheduleError keys and the server's) through it, the screen's own ('sale:…') through i18next.
 */
export function useProblemText() {
  const { i18n } = useTranslation();
  return useCallback(
    (problem: Pick<ScheduleProblem, 'key' | 'params'>) =>
      catalogueText(i18n, problem.key, problem.params) ??
      i18n.t(problem.key, { ...problem.params, defaultValue: problem.key }),
    [i18n],
  );
}
