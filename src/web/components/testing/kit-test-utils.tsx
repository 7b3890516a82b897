import { render, type RenderResult } from '@testing-library/react';
import type { Locale } from '@shared/i18n/locales';
import { MESSAGES } from '@shared/i18n/messages';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { DatesProvider } from '../date/dates-provider';
import { ConfirmProvider } from '../dialogs/confirm-provider';
import { ToastProvider } from '../feedback/toast-provider';
import { kit as enKit } from '../i18n/en';
import { kit as kaKit } from '../i18n/ka';
import { kit as ruKit } from '../i18n/ru';
import { messagesResource } from '../../i18n/messages-resource';

/** An i18next instance with only the kit's strings and the message catalogue, as the app registers them. */
export function createKitI18n(locale: Locale = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      ka: { kit: kaKit, messages: messagesResource(MESSAGES, 'ka') },
      en: { kit: enKit, messages: messagesResource(MESSAGES, 'en') },
      ru: { kit: ruKit, messages: messagesResource(MESSAGES, 'ru') },
    },
    lng: locale,
    fallbackLng: 'ka',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders inside the providers the app puts around every page: i18n, router, toasts, confirm, dates. */
export function renderWithKit(
  ui: ReactElement,
  { route = '/', locale = 'en' }: { route?: string; locale?: Locale } = {},
): RenderResult {
  const i18n = createKitI18n(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <ConfirmProvider>
            <DatesProvider>{children}</DatesProvider>
          </ConfirmProvider>
        </ToastProvider>
      </MemoryRouter>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** Prints the current URL so a test can assert what a bookmark would hold. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current url">{location.pathname + location.search}</output>;
}
