// Ant Design's styles for component tests, kept out of the page. These tests check behaviour and text; the browser
// journeys check what is seen.
// - Injected into the page, jsdom matched each of the thousands of rules Ant Design writes on every getComputedStyle
//   (asked by Testing Library for accessible names and visibility): most of a screen test's time.
// - Injected into a detached element instead, each new style still scanned every <style> already there through
//   jsdom's slow live collection. The element lives as long as the worker, which runs many files, so the scan grew
//   with every file: a fifth of a screen test's CPU.
// - `mock="server"` makes the style cache work as it does when rendering on a server: styles are computed and cached
//   but never written into any document. Only the theme's CSS variables, a handful of rules, still go to the detached
//   element.
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

const detached = document.createElement('div');

export function InertStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={detached} mock="server">
      {children}
    </StyleProvider>
  );
}
