import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/all-strings.ts';

// Mantine's notifications live in a module-level store: one test's "Ticket saved" would otherwise
// be the next test's first alert.
afterEach(() => {
  cleanup();
  notifications.clean();
});
// findBy*/waitFor wait up to 5 s, not 1 s: on a loaded 2-core CI machine a first render of a
// Mantine screen can take longer than a second. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Mantine and the virtualiser use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

// jsdom has no font loading API; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
