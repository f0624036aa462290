// The page the service worker shows when a visitor opens a page without a connection (/offline.html, written
// by the build from the offline locale files). It must work with nothing else: one file, inline CSS, the
// clinic mark drawn inline (the tab icon too), no script (the CSP would refuse an inline one anyway) and no other request.
// Both languages are on it: the worker cannot know which one the visitor chose.

export interface OfflineTexts {
  title: string;
  heading: string;
  text: string;
  retry: string;
  emergency: string;
  emergencyNumber: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The clinic mark of web/public/favicon.svg. */
const markShapes =
  '<rect width="48" height="48" rx="12" fill="#06adf0"/><path d="M19 10h10v9h9v10h-9v9H19v-9h-9V19h9z" fill="#fff"/>';
/** Decorative on the page (the name is written next to it). */
const mark = `<svg aria-hidden="true" width="48" height="48" viewBox="0 0 48 48">${markShapes}</svg>`;
/** The tab's icon, inline: without it the browser would ask the server for /favicon.ico, which is not there offline. */
const icon = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${markShapes}</svg>`)}`;

const css = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.55;color:#1c2b39;background:#f5f9fc}
main{width:100%;max-width:520px;background:#fff;border-radius:16px;box-shadow:0 6px 24px rgb(16 60 90/10%);padding:32px 28px}
.brand{display:flex;align-items:center;gap:12px;font-weight:700;font-size:20px;color:#0270a0;margin-bottom:24px}
h1{font-size:24px;line-height:1.25;margin:0 0 8px}
h2{font-size:18px;line-height:1.3;margin:0 0 6px}
p{margin:0 0 16px;color:#51606f}
section+section{border-top:1px solid #dbe5ec;margin-top:24px;padding-top:20px}
.retry{display:inline-block;min-height:44px;padding:10px 22px;border-radius:10px;background:#0270a0;color:#fff;
font-weight:600;text-decoration:none}
.retry:focus-visible,a:focus-visible{outline:3px solid #ff7a1a;outline-offset:2px}
.emergency{margin:16px 0 0;color:#1c2b39}
.emergency a{color:#b42318;font-weight:700}
`.trim();

function block(lang: 'vi' | 'en', texts: OfflineTexts, heading: 'h1' | 'h2'): string {
  const e = escapeHtml;
  return [
    `<section lang="${lang}">`,
    `<${heading}>${e(texts.heading)}</${heading}>`,
    `<p>${e(texts.text)}</p>`,
    // An empty href is the address the visitor asked for (the worker answers it with this page): following it
    // tries that page again, without a script.
    `<a class="retry" href="">${e(texts.retry)}</a>`,
    `<p class="emergency">${e(texts.emergency)} <a href="tel:${e(texts.emergencyNumber)}">${e(texts.emergencyNumber)}</a></p>`,
    '</section>',
  ].join('');
}

export function offlinePage(input: { appName: string; vi: OfflineTexts; en: OfflineTexts }): string {
  const { appName, vi, en } = input;
  return [
    '<!doctype html>',
    '<html lang="vi">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#06adf0">',
    '<meta name="robots" content="noindex">',
    `<link rel="icon" href="${icon}" type="image/svg+xml">`,
    `<title>${escapeHtml(`${vi.title} · ${en.title}`)}</title>`,
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    '<main>',
    // The server writes the clinic's own name over the product's (server/src/plugins/web.ts, clinicNamed).
    `<div class="brand">${mark}<span data-clinic-name>${escapeHtml(appName)}</span></div>`,
    block('vi', vi, 'h1'),
    block('en', en, 'h2'),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
