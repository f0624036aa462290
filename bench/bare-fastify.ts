// The bench's reference point: the smallest Fastify server (GET / → {hello:'world'}, no plugins, no logger).
// bench/run.ts starts it as a child process (node --import tsx bench/bare-fastify.ts <port>) and compares
// the app's throughput with it.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node --import tsx bench/bare-fastify.ts <port>');
  process.exit(2);
}

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
