import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';

type Props = { defaultProps?: Record<string, unknown> };
const props = (locale: 'ka' | 'en' | 'ru', component: string) =>
  (createAppTheme('light', locale).components as Record<string, Props>)[component]?.defaultProps ?? {};
const gridText = (locale: 'ka' | 'en' | 'ru') =>
  props(locale, 'MuiDataGrid').localeText as Record<string, unknown>;

describe('MUI’s own labels', () => {
  it('speak the interface language: Georgian ours, Russian MUI’s', () => {
    expect(props('ka', 'MuiAutocomplete')).toMatchObject({ openText: 'გახსნა', closeText: 'დახურვა' });
    expect(props('ru', 'MuiAutocomplete')).toMatchObject({ openText: 'Открыть', closeText: 'Закрыть' });
    expect(props('ka', 'MuiAlert').closeText).toBe('დახურვა');
    expect(gridText('ka').checkboxSelectionSelectAllRows).toBe('ყველას მონიშვნა');
    expect(gridText('ru').checkboxSelectionSelectAllRows).toBe('Выбрать все строки');
    expect(gridText('en').noRowsLabel).toBe('No rows');
  });
});
