// Ant Design's styles for component tests, kept out of the page: jsdom computes every getComputedStyle (asked by
// Testing Library for accessible names and visibility) by matching each of the thousands of rules Ant Design injects,
// most of a screen test's time. These tests check behaviour and text; the browser journeys check what is seen.
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

const detached = document.createElement('div');

export function InertStyles({ children }: { children: ReactNode }) {
  return <StyleProvider container={detached}>{children}</StyleProvider>;
}
