// Answers that many visitors ask for and that change rarely (kept pages, the site settings), held ready to send:
// their UTF-8 bytes, brotli and gzip bytes compressed once, and a strong ETag. Sending one writes stored bytes, or
// a 304 when the visitor already has them (docs/decisions/0030).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator of the content, without quotes; each encoding's ETag is derived from it. */
  tag: string;
}

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses once per content change, so both at their best ratio that stays quick (brotli 10 and gzip 9 take a
 * few ms on a page of ~100 KB; brotli 11 ten times longer for 1-2 % less); on libuv's threads, so the event loop
 * keeps answering meanwhile.
 */
export async function precompress(text: string): Promise<Precompressed> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { identity, br, gzip: gz, tag };
}

/** The ETag header of one variant: a strong validator differs between encodings of the same content. */
export const etagOf = (body: Pick<Precompressed, 'tag'>, encoding: Encoding) =>
  encoding === 'identity' ? `"${body.tag}"` : `"${body.tag}-${encoding === 'br' ? 'br' : 'gz'}"`;

/**
 * Whether If-None-Match names this content (any of its encodings: the comparison is weak, RFC 9110 13.1.2, and the
 * variants hold the same content) or is `*`.
 */
export function matchesEtag(header: string | undefined, body: Pick<Precompressed, 'tag'>): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const tag = item.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${body.tag}"` || tag === `"${body.tag}-br"` || tag === `"${body.tag}-gz"`;
  });
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else the plain bytes; an encoding with
 * q=0 is refused, `*` stands for any not named.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = encodingOf.get(header);
  if (known) return known;
  const encoding = parseEncoding(header);
  // Browsers send a handful of different headers: remembered, bounded, so odd ones cannot grow the map.
  if (encodingOf.size >= 64) encodingOf.clear();
  encodingOf.set(header, encoding);
  return encoding;
}

const encodingOf = new Map<string, Encoding>();

function parseEncoding(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * Sends the stored bytes of the encoding the visitor accepts, or 304 when its If-None-Match names the content.
 * `headers`: the answer's own (content type, cache policy, CSP).
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  headers: Record<string, string>,
) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.headers(headers).header('vary', 'accept-encoding').header('etag', etagOf(body, encoding));
  if (matchesEtag(request.headers['if-none-match'], body)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(200).send(body[encoding]);
}

/**
 * What a ready answer may read of its request: Fastify's request, or the front door's view of a request Fastify has
 * not seen (plugins/front-door.ts).
 */
export type ReadyRequest = Pick<FastifyRequest, 'url' | 'headers' | 'cookies' | 'lang'>;

/** An answer written as it is, in one writeHead and end: status, every header in order, and the body. */
export interface ReadyAnswer {
  status: 200 | 304;
  /** Name, value, name, value…: as res.writeHead() takes them. */
  headers: string[];
  body?: Buffer;
  /** For a 200, the content the body encodes: the server's own page renders read it without a request. */
  content?: Precompressed;
}

/**
 * What sendPrecompressed() would answer, computed once: `headers` are those the answer carries before its own
 * (the security headers, Content-Type, Cache-Control…), then Vary, ETag, and for a 200 Content-Encoding and
 * Content-Length, as Fastify writes them. Plain bytes are not answered here (undefined): @fastify/compress may
 * still encode them (deflate) for such a client, so they take the route.
 */
export function readyAnswers(
  body: Precompressed,
  headers: readonly (readonly [string, string])[],
): (request: Pick<FastifyRequest, 'headers'>) => ReadyAnswer | undefined {
  const start = headers.flat();
  const notModified = (encoding: Encoding): ReadyAnswer => ({
    status: 304,
    headers: [...start, 'vary', 'accept-encoding', 'etag', etagOf(body, encoding)],
  });
  const ok = (encoding: 'br' | 'gzip'): ReadyAnswer => ({
    status: 200,
    headers: [
      ...notModified(encoding).headers,
      ...['content-encoding', encoding, 'content-length', String(body[encoding].length)],
    ],
    body: body[encoding],
    content: body,
  });
  const answers = {
    br: { ok: ok('br'), notModified: notModified('br') },
    gzip: { ok: ok('gzip'), notModified: notModified('gzip') },
    identity: { ok: undefined, notModified: notModified('identity') },
  };
  return (request) => {
    const chosen = answers[pickEncoding(request.headers['accept-encoding'])];
    return matchesEtag(request.headers['if-none-match'], body) ? chosen.notModified : chosen.ok;
  };
}
