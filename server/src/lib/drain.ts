// A graceful stop that loses no request. On SIGTERM the server takes in the connections already queued, stops
// accepting, serves every request already on its way (a connection accepted but not yet read included), answers
// with `Connection: close` so
// keep-alive clients leave, and only then closes. Node's own server.close() drops every connection without a
// request in progress, the just-accepted ones too, which reset clients whose request was already on the wire.
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/** A wait in which no new connection arrives means the listen queue is empty. */
const ACCEPT_SETTLE_MS = 25;

/** How long a stop waits for connections to deliver and finish their requests before cutting them. */
export const DRAIN_GRACE_MS = 10_000;

interface SocketState {
  /** The connection has carried at least one request: when idle, it is a keep-alive connection, safe to end. */
  served: boolean;
  inFlight: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops accepting, serves what was accepted, then closes the app (its onClose hooks run last). */
    drainAndClose(options?: { graceMs?: number }): Promise<void>;
    /** Runs when a stop begins: long-lived answers (event streams) end themselves then, not at the deadline. */
    onDrain(listener: () => void): void;
    /** A stop has begun: answers say `Connection: close`. */
    readonly draining: boolean;
  }
}

export function setupDrain(app: FastifyInstance): void {
  const sockets = new Map<Socket, SocketState>();
  let accepted = 0;
  let draining = false;
  const drainListeners: (() => void)[] = [];
  app.decorate('onDrain', (listener: () => void) => {
    drainListeners.push(listener);
  });

  app.server.on('connection', (socket: Socket) => {
    accepted += 1;
    sockets.set(socket, { served: false, inFlight: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const state = sockets.get(request.socket);
    if (!state) return;
    state.served = true;
    state.inFlight += 1;
    response.once('close', () => {
      state.inFlight -= 1;
    });
  });
  app.decorate('draining', { getter: () => draining });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  /** Ends keep-alive connections waiting for a next request; never one that has not yet sent its first. */
  const closeServedIdle = () => {
    for (const [socket, state] of sockets) if (state.served && state.inFlight === 0) socket.destroy();
  };

  app.decorate('drainAndClose', async ({ graceMs = DRAIN_GRACE_MS }: { graceMs?: number } = {}) => {
    if (!app.server.listening) return app.close();
    draining = true;
    for (const listener of drainListeners) listener();
    // Connections the kernel has completed wait in the listen queue until the event loop accepts them; closing the
    // listener first would reset them. A busy loop (the embedded database works on it) may hold several: keep
    // accepting until a short wait brings no new one (at most a second), then close.
    for (let waited = 0, seen = -1; seen !== accepted && waited < 1000; waited += ACCEPT_SETTLE_MS) {
      seen = accepted;
      await new Promise((resolve) => setTimeout(resolve, ACCEPT_SETTLE_MS));
    }
    // server.close() calls closeIdleConnections() first: give it the narrower rule above.
    app.server.closeIdleConnections = closeServedIdle;
    await new Promise<void>((resolve) => {
      const deadline = setTimeout(() => {
        app.server.closeAllConnections();
        resolve();
      }, graceMs);
      deadline.unref();
      app.server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
    });
    await app.close();
  });
}
