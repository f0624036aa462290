// A local HTTP stand-in for a provider's REST API (node:http on 127.0.0.1, a free port): it records every request
// (method, path, headers, JSON body, or the text of any other) and answers what the test says (JSON, or text such as
// a SOAP envelope), or holds the answer until the test lets it go. Nothing leaves the machine; stop() then makes the port refuse connections, as a provider that is down.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface StandInAnswer {
  status?: number;
  json?: unknown;
  /** A text answer instead of JSON (a SOAP envelope), with its content type. */
  text?: string;
  contentType?: string;
  /** Not answered until release() is called. */
  hold?: boolean;
}

export interface StandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: StandInRequest[];
  /** How each request is answered (default 200 with the JSON the test set). */
  answer: (request: StandInRequest) => StandInAnswer;
  /** Lets the held answers go. */
  release(): void;
  /** Resolves once `count` requests have arrived in all. */
  waitFor(count: number): Promise<void>;
  /** Closes the port: the next requests get ECONNREFUSED. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

export async function startStandIn(answer: StandIn['answer']): Promise<StandIn> {
  const held: (() => void)[] = [];
  const waiters: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const standIn: StandIn = {
    url: '',
    requests: [],
    answer,
    release() {
      held.splice(0).forEach((go) => go());
    },
    waitFor(count) {
      return new Promise((resolve) => {
        const check = () => (standIn.requests.length >= count ? resolve() : waiters.push(check));
        check();
      });
    },
    async stop() {
      standIn.release();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restart() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test's assertions on the body then fail with it in view.
      }
      const recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
      standIn.requests.push(recorded);
      waiters.splice(0).forEach((check) => check());
      const { status = 200, json = {}, text: answer, contentType, hold = false } = standIn.answer(recorded);
      const send = () => {
        response.writeHead(status, { 'content-type': contentType ?? 'application/json' });
        response.end(answer ?? JSON.stringify(json));
      };
      if (hold) held.push(send);
      else send();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}`;
  return standIn;
}
