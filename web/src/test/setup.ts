// Setup for the web's component tests (jsdom): jest-dom matchers, a controllable matchMedia, a
// ResizeObserver that observes nothing (Ant Design's layout components ask for one), and a clean page,
// cookie jar and storage for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installMatchMedia, resetMatchMedia } from './media';
import { clearCookies } from './storage';

installMatchMedia();

// A findBy or waitFor waits for the screen, not for a clock: on a loaded 2-core machine (load average 10 and
// more during a full run) Ant Design's first render of a screen can take seconds, and the library's 1 s
// default failed tests that pass on a quiet machine (10 s did too, at load 14). A test still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 20_000 });

if (!('ResizeObserver' in window)) {
  class ResizeObserverStandIn {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStandIn });
}

afterEach(() => {
  cleanup();
  resetMatchMedia();
  clearCookies();
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.body.removeAttribute('style');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Under Vitest, react-router/dom's RouterProvider and react-router's hooks load separate copies of the router
// contexts, so nested routes would see no router. The browser bundle has one copy; react-router/dom only adds
// flushSync around updates, so tests use the plain provider.
vi.mock('react-router/dom', async () => {
  const { RouterProvider } = await import('react-router');
  return { RouterProvider };
});
