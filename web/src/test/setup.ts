// Setup for the web's component tests (jsdom): jest-dom matchers, a controllable matchMedia, a
// ResizeObserver that observes nothing (Ant Design's layout components ask for one), and a clean page,
// cookie jar and storage for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as UserEventModule from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, vi } from 'vitest';
import { installMatchMedia, resetMatchMedia } from './media';
import { clearCookies } from './storage';

installMatchMedia();

// React's development build, which act() needs, captures a stack trace for every element it creates, up to 10,000
// per render, so that its warnings can name the component that made the element: about a tenth of a screen test's
// CPU. These tests read behaviour and text, not those warnings' owner lines, so the count reads as always spent:
// React then keeps no stack (a warning still names its own component). React 19.3; if a release renames
// the counter, this does nothing and the tests stay right, only slower.
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => {} });
}

// A findBy or waitFor waits for the screen, not for a clock: on a loaded 2-core machine (load average 10 and
// more during a full run) Ant Design's first render of a screen can take seconds, and the library's 1 s
// default failed tests that pass on a quiet machine (10 s did too, at load 14). A test still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 20_000, defaultHidden: true });

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

// user-event checks, before every pointer action, that no `pointer-events: none` sits on the target or its
// ancestors: one jsdom getComputedStyle per ancestor, a sixth of a screen test's time. No screen here disables
// pointer events, so every test skips that check (the same library, its option changed).
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const { default: userEvent, ...rest } = await importOriginal<typeof UserEventModule>();
  const quick = { pointerEventsCheck: rest.PointerEventsCheckLevel.Never };
  const setup: typeof userEvent.setup = (options) => userEvent.setup({ ...quick, ...options });
  // The direct calls (userEvent.click(…)) keep their meaning: a fresh session for each call.
  const direct = Object.fromEntries(
    Object.keys(userEvent)
      .filter((name) => name !== 'setup')
      .map((name) => [
        name,
        (...args: unknown[]) => (setup() as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args),
      ]),
  );
  return { ...rest, default: { ...direct, setup } };
});
