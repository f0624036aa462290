import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { startAfterPaint, starterSource } from './start-after-paint';

// index.html as Vite writes it for the site: the entry module script and the preloads of its imports.
const built = `<!doctype html>
<html>
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/site-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/language-1.js">
    <link rel="stylesheet" crossorigin href="/assets/site-styles-1.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const rewritten = startAfterPaint(built, '/assets/start-1.js', ['/assets/react-dom-1.js', '/assets/language-1.js']);

/** The page as a browser runs it: jsdom fetches no files, so the starter's file is put in its tag. */
const running = rewritten.replace(
  /<script async src="\/assets\/start-1\.js"([^>]*)><\/script>/,
  (_tag, attributes: string) => `<script${attributes}>${starterSource}</script>`,
);

/** The paint-timing observer a browser gives the page; `report` delivers its first-contentful-paint entry. */
function paintTiming() {
  const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    private readonly self: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.self = { callback, disconnected: false };
      observers.push(this.self);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.self.disconnected = true;
    }
  }
  const report = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback(
        { getEntries: () => [{ name, entryType: 'paint' }] },
        { disconnect: () => (observer.disconnected = true) },
      );
    }
  };
  return { PaintObserver, report };
}

/**
 * Loads the page in jsdom with its inline script running. `visual`: frames are painted (a visible tab);
 * `paint`: the browser reports paint timing through this observer (jsdom itself has none).
 */
function open(visual: boolean, paint?: ReturnType<typeof paintTiming>) {
  expect(running).not.toBe(rewritten);
  const dom = new JSDOM(running, {
    runScripts: 'dangerously',
    pretendToBeVisual: visual,
    beforeParse: (window) => {
      if (paint) Object.assign(window, { PerformanceObserver: paint.PaintObserver });
    },
  });
  const document = dom.window.document;
  return {
    dom,
    entries: () => [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
    preloads: () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    afterPaint: () =>
      new Promise<void>((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve, 5))),
    tasks: (ms: number) => new Promise<void>((resolve) => dom.window.setTimeout(resolve, ms)),
  };
}

describe('startAfterPaint()', () => {
  it('takes the module script and its preloads out of the head, keeping the stylesheet', () => {
    expect(rewritten).not.toMatch(/<script type="module"/);
    expect(rewritten).not.toMatch(/rel="modulepreload"/);
    expect(rewritten).toContain('<link rel="stylesheet" crossorigin href="/assets/site-styles-1.css">');
  });

  it('names the entry and every module to preload (the extra ones once each) on the starter, a file', () => {
    const script = /<script async src="([^"]+)" data-entry="([^"]+)" data-preload="([^"]+)"><\/script>/.exec(rewritten);
    expect(script?.slice(1)).toEqual([
      '/assets/start-1.js',
      '/assets/site-1.js',
      '/assets/runtime-1.js /assets/language-1.js /assets/react-dom-1.js',
    ]);
    expect(rewritten.indexOf(script![0])).toBeGreaterThan(rewritten.indexOf('<div id="root">'));
    // No inline script is left for a CSP to allow.
    expect(rewritten).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('waits for the first contentful paint where the browser reports it, not for the first frame', async () => {
    const paint = paintTiming();
    const page = open(true, paint);
    await page.afterPaint();
    expect(page.entries()).toEqual([]);
    paint.report('first-paint');
    await page.tasks(5);
    expect(page.entries()).toEqual([]);
    paint.report('first-contentful-paint');
    await page.tasks(5);
    expect(page.entries()).toEqual(['/assets/site-1.js']);
    expect(page.preloads()).toEqual(['/assets/runtime-1.js', '/assets/language-1.js', '/assets/react-dom-1.js']);
    page.dom.window.close();
  });

  it('starts anyway when the browser never reports that paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const page = open(true, paintTiming());
      vi.advanceTimersByTime(2999);
      expect(page.entries()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(page.entries()).toEqual(['/assets/site-1.js']);
      page.dom.window.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without paint timing, adds the scripts once a frame has been painted, and only once', async () => {
    const page = open(true);
    expect(page.entries()).toEqual([]);
    expect(page.preloads()).toEqual([]);
    await page.afterPaint();
    expect(page.entries()).toEqual(['/assets/site-1.js']);
    expect(page.preloads()).toEqual(['/assets/runtime-1.js', '/assets/language-1.js', '/assets/react-dom-1.js']);
    // A later trigger (the tab hidden, then shown) adds nothing more.
    page.dom.window.document.dispatchEvent(new page.dom.window.Event('visibilitychange'));
    expect(page.entries()).toHaveLength(1);
    page.dom.window.close();
  });

  it('adds them at once in a hidden tab, where no frame is painted', () => {
    const page = open(false);
    expect(page.dom.window.document.visibilityState).not.toBe('visible');
    expect(page.entries()).toEqual(['/assets/site-1.js']);
    page.dom.window.close();
  });

  it('refuses a page without exactly one module script', () => {
    expect(() =>
      startAfterPaint(built.replace(/<script type="module"[^>]*><\/script>/, ''), '/assets/start-1.js'),
    ).toThrow(/one module script/);
  });
});
