// Rewrites the public site's built index.html so its scripts start downloading only after the first paint.
//
// Why: the server-rendered HTML and the one stylesheet are the whole page a visitor sees first; the ~115 KB of
// scripts only make it interactive. Linked from the head (Vite's <script type="module"> and its modulepreloads),
// the scripts shared a slow phone connection with the stylesheet and the fonts and ran before the browser
// painted: on Lighthouse's mobile profile the first paint came at 2.3 s instead of 1.5 s. The page now carries
// one small script, the starter, that adds the entry script and its preloads once the page's first content is
// painted, or at once when the tab is not visible (no frame is painted there).
//
// The starter is a file of the build (`async`, so it never holds the parser), not an inline script: a page then
// has no inline script to name in its CSP, and every page goes out with the same headers, which a proxy can send
// with a page it stores as a file (docs/decisions/0069). Its tag's data attributes name the files, so tools that
// measure a page's first download (the bench, the offline journey) read them from the HTML as before:
// `data-entry` is the module script, `data-preload` the modules it imports, separated by spaces.

/**
 * Runs in the browser as a classic script, so it is plain ES5. `s` is the script element itself; it is
 * cleared once the files are added, so the several triggers add them only once.
 *
 * "Painted" is the browser's own first-contentful-paint report where it gives one (Chrome, Safari, Firefox):
 * a frame callback runs before its frame is painted, and on Lighthouse's trace the scripts it started were
 * still counted as downloads the first paint waited for. Browsers without paint timing wait one frame. The
 * 3 s timer is a deadline: a page whose paint is never reported still starts.
 */
export const starterSource = `(function (s) {
  var d = document;
  var P = window.PerformanceObserver;
  function start() {
    if (!s) return;
    var data = s.dataset;
    s = null;
    data.preload.split(' ').forEach(function (href) {
      if (!href) return;
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      d.head.appendChild(link);
    });
    var entry = d.createElement('script');
    entry.type = 'module';
    entry.src = data.entry;
    d.body.appendChild(entry);
  }
  if (d.visibilityState !== 'visible') start();
  else if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
    new P(function (list, observer) {
      list.getEntries().forEach(function (paint) {
        if (paint.name !== 'first-contentful-paint') return;
        observer.disconnect();
        setTimeout(start, 0);
      });
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
  d.addEventListener('visibilitychange', start);
})(document.currentScript);`.replace(/\n\s*/g, ' ');

const moduleScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * index.html with its module script and preloads replaced by the starter script (the file at `starterUrl`,
 * holding starterSource) at the end of the body. `alsoPreload`: more modules to preload with the entry (the ones it
 * imports dynamically on every start).
 */
export function startAfterPaint(html: string, starterUrl: string, alsoPreload: string[] = []): string {
  const entries = [...html.matchAll(moduleScript)].map(([, src]) => src!);
  if (entries.length !== 1) throw new Error(`start after paint: expected one module script, found ${entries.length}`);
  const preloads = [...new Set([...[...html.matchAll(modulePreload)].map(([, href]) => href!), ...alsoPreload])];
  if (!html.includes('</body>')) throw new Error('start after paint: no </body> in the page');
  const tag =
    `<script async src="${starterUrl}" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}">` +
    `</script>\n  `;
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace('</body>', () => `${tag}</body>`);
}
