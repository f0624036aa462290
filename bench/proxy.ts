// The public site behind nginx's micro-cache (docs/recipes/several-instances.md): the home page through nginx's
// proxy_cache beside the same nginx serving the same page as a stored gzip file (as WP Super Cache serves its
// pages), both in one run, as a ratio. Skipped when nginx is not installed (Debian's `nginx` package).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runLoad, standardLoad as load, type LoadResult } from './load';
import type { Row } from './report';
import { BenchError, host, log } from './servers';
import { freePort } from '../scripts/server-process.mjs';

const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

export interface ProxyFigures {
  /** The home page through nginx's cache. */
  proxied: LoadResult;
  /** The same page's bytes as a file nginx sends (gzip_static). */
  staticFile: LoadResult;
}

/**
 * One worker, like the server's one event loop, so that the ratio compares the cache's path with a file's and not
 * core counts; the cache settings are the recipe's.
 */
function nginxConfig(folder: string, port: number, appUrl: string): string {
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
  proxy_cache_path ${folder}/cache levels=1:2 keys_zone=phongkham_pages:10m max_size=100m inactive=10m use_temp_path=off;
  server {
    listen ${host}:${port};
    location /static/ {
      root ${folder};
      gzip_static on;
    }
    location / {
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

export async function benchProxy(appUrl: string, homePath: string): Promise<ProxyFigures | null> {
  if (!nginxPath) {
    log('nginx is not installed: the micro-cache figures are skipped');
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
    await writeFile(path.join(folder, 'nginx.conf'), nginxConfig(folder, port, appUrl));
    let output = '';
    nginx = spawn(
      nginxPath,
      ['-p', folder, '-e', path.join(folder, 'error.log'), '-c', path.join(folder, 'nginx.conf')],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    nginx.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
    const base = `http://${host}:${port}`;
    const staticUrl = `${base}/static/home.html`;
    await waitForNginx(nginx, staticUrl, () => output);
    const proxiedUrl = `${base}${homePath}`;
    // The first answer fills the cache; the second must come from it, or the figure would be the server's.
    for (const expected of ['MISS', 'HIT']) {
      const response = await fetch(proxiedUrl, { headers });
      await response.arrayBuffer();
      const status = response.headers.get('x-proxy-cache');
      if (expected === 'HIT' && status !== 'HIT') {
        throw new BenchError(`${proxiedUrl}: nginx did not keep the page (X-Proxy-Cache ${status})`);
      }
    }
    return { proxied: await measure(proxiedUrl), staticFile: await measure(staticUrl) };
  } finally {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  }
}

export function proxyRows(figures: ProxyFigures | null): Row[] {
  if (!figures) return [['GET / through nginx proxy_cache', 'skipped', 'nginx is not installed']];
  const ratio = figures.proxied.requestsPerSecond / figures.staticFile.requestsPerSecond;
  return [
    [
      'GET / through nginx proxy_cache throughput',
      Math.round(figures.proxied.requestsPerSecond).toLocaleString('en-US'),
      `req/s; p95 ${figures.proxied.p95Ms.toFixed(2)} ms`,
    ],
    [
      'the same page as a static file, same nginx',
      Math.round(figures.staticFile.requestsPerSecond).toLocaleString('en-US'),
      `req/s; p95 ${figures.staticFile.p95Ms.toFixed(2)} ms (gzip_static, the reference)`,
    ],
    ['GET / through nginx / static file', ratio.toFixed(2), `ratio of req/s; target ≥ 0.8 ${ratio >= 0.8 ? '✓' : '✗'}`],
  ];
}
