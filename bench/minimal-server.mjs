// The yardstick of bench/overhead.ts: a bare Fastify 5 server answering {hello:'world'}, started as
// its own process beside the app, so a ratio to it says what the app costs on this machine today.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
