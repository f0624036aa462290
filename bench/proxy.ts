// The public site behind nginx as the several-instances recipe sets it up (docs/recipes/several-instances.md): the
// home page, which the server has written as a file (PAGE_FILES_DIR), through nginx beside the same nginx serving
// the same page as a stored gzip file (as WP Super Cache serves its pages), in interleaved rounds, as a ratio; and a
// page nginx keeps in its proxy_cache (an address with a query, which has no file) beside them. Skipped when nginx is
// not installed (Debian's `nginx` package).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runLoad, standardLoad as load, type LoadResult } from './load';
import { meets, type Row } from './report';
import { BenchError, host, log, root } from './servers';
import { freePort } from '../scripts/server-process.mjs';

const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
/** What nginx sends with a page file: the recipe's own include. */
const pageFileHeaders = path.join(root, 'docs/recipes/nginx/page-file.conf');
// nginx serving a file is fast enough that a round moves with whatever else the machine does: five rounds, the median.
const ROUNDS = 5;
const TARGET = 0.8;

interface ProxyRound {
  /** The home page through nginx: the file the server wrote. */
  pageFile: LoadResult;
  /** The same page's bytes as a file nginx sends (gzip_static): the reference. */
  staticFile: LoadResult;
  /** The home page at an address with a query, from nginx's proxy_cache. */
  proxyCache: LoadResult;
}

export type ProxyFigures = ProxyRound[];

/**
 * One worker, like the server's one event loop, so that the ratio compares the paths and not core counts; the
 * page-file and cache settings are the recipe's.
 */
function nginxConfig(folder: string, port: number, appUrl: string, pagesDir: string): string {
  return `
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=1000 inactive=20s;
  open_file_cache_valid 2s;
  error_log ${folder}/error.log warn;
  map $http_accept_encoding $phongkham_encoding { ~br br; ~gzip gzip; default ""; }
  map $cookie_i18nextLng $phongkham_language { "~*^\\s*en([-_]|$)" en; default vi; }
  map "$request_method $args $cookie_token$cookie_refreshToken$http_authorization$http_i18nextlng $uri" $phongkham_page_file {
    "~^(GET|HEAD)   (?<page>/|(/[a-z0-9]+(-[a-z0-9]+)*)+)$" /$phongkham_language$page/index.html;
    default /-;
  }
  proxy_cache_path ${folder}/cache levels=1:2 keys_zone=phongkham_pages:10m max_size=100m inactive=10m use_temp_path=off;
  server {
    listen ${host}:${port};
    location /static/ {
      root ${folder};
      gzip_static on;
    }
    location / {
      root ${pagesDir};
      try_files $phongkham_page_file @phongkham;
      include ${pageFileHeaders};
      add_header X-Proxy-Cache FILE;
    }
    location @phongkham {
      proxy_pass ${appUrl};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_cache phongkham_pages;
      proxy_set_header Accept-Encoding $phongkham_encoding;
      proxy_ignore_headers Vary;
      proxy_cache_key "$scheme$host$request_uri|$cookie_i18nextLng|$phongkham_encoding";
      proxy_cache_bypass $cookie_token $cookie_refreshToken $http_authorization;
      proxy_no_cache $cookie_token $cookie_refreshToken $http_authorization;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      proxy_cache_background_update on;
      proxy_cache_revalidate on;
      add_header X-Proxy-Cache $upstream_cache_status always;
    }
  }
}
`;
}

async function waitForNginx(nginx: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new BenchError(`nginx exited: ${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new BenchError(`nginx did not answer ${url} within 10 s: ${output()}`);
}

/** The same header as every other read of the bench: browsers and WordPress's peer take gzip. */
const headers = { 'accept-encoding': 'gzip' };

async function measure(url: string): Promise<LoadResult> {
  log(`loading ${url} through nginx: ${load.warmUpSeconds} s warm-up, then ${load.seconds} s`);
  await runLoad(url, { ...load, seconds: load.warmUpSeconds, headers });
  return runLoad(url, { ...load, headers });
}

/** Headers that differ between any two answers, or tell who answered: everything else must be the same. */
const ownHeaders = new Set([
  'date',
  'etag',
  'last-modified',
  'content-length',
  'server',
  'connection',
  'keep-alive',
  'accept-ranges',
  'x-cache',
  'x-proxy-cache',
]);
/** Vary names header fields, whose case does not matter (nginx writes Accept-Encoding, the server accept-encoding). */
const sharedHeaders = (response: Response) =>
  Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !ownHeaders.has(name))
      .map(([name, value]) => [name, name === 'vary' ? value.toLowerCase() : value]),
  );

/** The answer nginx gives for `url`, after the server has written its file or nginx has kept it. */
async function waitForAnswerFrom(url: string, expected: string): Promise<Response> {
  const deadline = Date.now() + 10_000;
  let status: string | null = null;
  while (Date.now() < deadline) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    status = response.headers.get('x-proxy-cache');
    if (status === expected) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new BenchError(`${url}: nginx answered with X-Proxy-Cache ${status}, not ${expected}, for 10 s`);
}

/** `pagesDir`: the server's PAGE_FILES_DIR. */
export async function benchProxy(appUrl: string, homePath: string, pagesDir: string): Promise<ProxyFigures | null> {
  if (!nginxPath) {
    log('nginx is not installed: the proxy figures are skipped');
    return null;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'phongkham-bench-nginx-'));
  let nginx: ChildProcess | undefined;
  try {
    const page = await fetch(`${appUrl}${homePath}`).then((response) => response.text());
    await mkdir(path.join(folder, 'static'));
    await writeFile(path.join(folder, 'static/home.html'), page);
    await writeFile(path.join(folder, 'static/home.html.gz'), gzipSync(page, { level: 9 }));
    const port = await freePort(host);
    await writeFile(path.join(folder, 'nginx.conf'), nginxConfig(folder, port, appUrl, pagesDir));
    let output = '';
    nginx = spawn(
      nginxPath,
      ['-p', folder, '-e', path.join(folder, 'error.log'), '-c', path.join(folder, 'nginx.conf')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    nginx.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
    const base = `http://${host}:${port}`;
    const urls = {
      pageFile: `${base}${homePath}`,
      staticFile: `${base}/static/home.html`,
      proxyCache: `${base}${homePath}${homePath.includes('?') ? '&' : '?'}lng=vi`,
    };
    await waitForNginx(nginx, urls.staticFile, () => output);
    // Each figure must be what it says: the page file (written after the server kept the page), and a cache hit.
    const fromFile = await waitForAnswerFrom(urls.pageFile, 'FILE');
    await waitForAnswerFrom(urls.proxyCache, 'HIT');
    // And a visitor must not tell the file from the server's answer: the recipe's headers are the server's.
    const fromServer = await fetch(`${appUrl}${homePath}`, { headers });
    await fromServer.arrayBuffer();
    const [sent, expected] = [sharedHeaders(fromFile), sharedHeaders(fromServer)];
    if (JSON.stringify(Object.entries(sent).sort()) !== JSON.stringify(Object.entries(expected).sort())) {
      throw new BenchError(
        `the page file goes out with other headers than the server's: ${JSON.stringify(sent)} against ${JSON.stringify(expected)}`,
      );
    }
    const rounds: ProxyFigures = [];
    for (let round = 1; round <= ROUNDS; round++) {
      log(`through nginx, round ${round} of ${ROUNDS}`);
      rounds.push({
        staticFile: await measure(urls.staticFile),
        pageFile: await measure(urls.pageFile),
        proxyCache: await measure(urls.proxyCache),
      });
    }
    return rounds;
  } finally {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function proxyRows(figures: ProxyFigures | null): Row[] {
  if (!figures) return [['GET / through nginx', 'skipped', 'nginx is not installed']];
  const middle = (name: keyof ProxyRound) => median(figures.map((round) => round[name].requestsPerSecond));
  const p95 = (name: keyof ProxyRound) => median(figures.map((round) => round[name].p95Ms));
  const ratios = (name: keyof ProxyRound) =>
    figures.map((round) => round[name].requestsPerSecond / round.staticFile.requestsPerSecond);
  const ratioRow = (label: string, name: keyof ProxyRound, target?: number): Row => {
    const each = ratios(name);
    const ratio = median(each);
    return [
      label,
      ratio.toFixed(2),
      `ratio of req/s, median of ${each.length} interleaved rounds (${each.map((r) => r.toFixed(2)).join(', ')})` +
        (target === undefined ? '' : `; ${meets(ratio, '≥', target)}`),
    ];
  };
  const throughput = (label: string, name: keyof ProxyRound, notes: string): Row => [
    label,
    Math.round(middle(name)).toLocaleString('en-US'),
    `req/s, median round; p95 ${p95(name).toFixed(2)} ms${notes}`,
  ];
  return [
    throughput('GET / through nginx (the page file the server wrote)', 'pageFile', ''),
    throughput('the same page as a static file, same nginx', 'staticFile', ' (gzip_static, the reference)'),
    ratioRow('GET / through nginx / static file', 'pageFile', TARGET),
    throughput("GET /?lng=vi through nginx's proxy_cache (no file)", 'proxyCache', ''),
    ratioRow("GET /?lng=vi through nginx's proxy_cache / static file", 'proxyCache'),
  ];
}
