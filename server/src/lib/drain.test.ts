// A stop (SIGTERM) serves what the server has already accepted: a connection whose request arrives after the stop
// began gets its answer, not a reset; keep-alive clients are told to leave; nobody new gets in.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';

const { app } = await buildTestApp({ seed: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

const open = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** Everything the server sends until it closes the connection; rejects on a reset. */
const readAll = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.once('error', reject);
    socket.once('end', () => resolve(text));
  });

const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

describe('stopping the server', () => {
  it('answers a request sent on an accepted connection after the stop began, then closes', async () => {
    const waiting = await open();
    // A keep-alive client that has been served and sits idle.
    const idle = await open();
    const idleAnswer = readAll(idle);
    idle.write(request);
    await expect.poll(() => idle.bytesRead, { timeout: 20_000 }).toBeGreaterThan(0);

    const answer = readAll(waiting);
    const stopped = app.drainAndClose({ graceMs: 20_000 });
    // The request reaches the server after the stop began (a slow client, or one that connected just before).
    await new Promise((resolve) => setImmediate(resolve));
    waiting.write(request);

    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text.toLowerCase()).toContain('connection: close');
    // The idle keep-alive connection was ended, after its answer, not left to hold the stop.
    expect(await idleAnswer).toMatch(/^HTTP\/1\.1 200/);
    await stopped;
    await expect(open()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
