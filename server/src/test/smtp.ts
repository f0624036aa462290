// A real SMTP server for tests (smtp-server on a free port of 127.0.0.1): mail goes over the wire as in
// production, and the test reads what arrived, decoded (headers' encoded words, quoted-printable, base64).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Decoded header values, names in lower case. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | null;
  raw: string;
}

export interface SmtpPeer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  return new TextDecoder(charset.toLowerCase()).decode(bytes);
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), the way nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_whole, charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? decodeBytes(Buffer.from(data, 'base64'), charset)
        : decodeBytes(decodeQuotedPrintable(data.replace(/_/g, ' ')), charset),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const charset = /charset="?([\w-]+)"?/i.exec(headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(decodeQuotedPrintable(body), charset);
  return body;
}

/** The text/plain and text/html parts of a message, one level of multipart deep (what nodemailer sends). */
function parts(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: type.split(';')[0]!.trim().toLowerCase(), content: decodeBody(headers, body) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const part = split(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
      return parts(part.headers, part.body);
    });
}

export function parseMail(raw: string, envelopeFrom = '', envelopeTo: string[] = []): ReceivedMail {
  const { headers, body } = split(raw);
  const all = parts(headers, body);
  return {
    envelopeFrom,
    envelopeTo,
    headers,
    subject: headers.subject ?? '',
    text: all.find((p) => p.type === 'text/plain')?.content ?? '',
    html: all.find((p) => p.type === 'text/html')?.content ?? null,
    raw,
  };
}

/** Starts a peer; `delayMs` holds each message's final answer that long (a slow mail server). */
export async function startSmtpPeer(options: { delayMs?: number; rejectWith?: string } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = () => {
          if (options.rejectWith) {
            const error = new Error(options.rejectWith) as Error & { responseCode: number };
            error.responseCode = 550;
            callback(error);
            return;
          }
          received.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          waiters.forEach((wake) => wake());
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return false;
          clearTimeout(timer);
          resolve(received.slice());
          return true;
        };
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} messages, ${received.length} arrived`)),
          timeoutMs,
        );
        if (!check()) waiters.push(() => void check());
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
