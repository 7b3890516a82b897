import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n from '../i18n';
import { resources } from '../i18n/resources';
import { assertNoDrift } from './contract-check';

// Lazy routes load on first use; on a shared two-core machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// The app loads one language at a time and namespaces on demand; tests have every text of all three at once.
for (const [locale, namespaces] of Object.entries(resources))
  for (const [namespace, texts] of Object.entries(namespaces))
    i18n.addResourceBundle(locale, namespace, texts, true, true);

// jsdom has no layout engine: MUI reads matchMedia (pickers, useMediaQuery) and the data grid observes sizes.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    // '(pointer: fine)' true makes the date pickers render their desktop variant, as in a browser with a mouse.
    matches: query.includes('pointer: fine'),
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  assertNoDrift();
});
