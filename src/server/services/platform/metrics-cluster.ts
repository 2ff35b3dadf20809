import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/*
 * With WEB_CONCURRENCY workers share one port, so a scrape of /metrics lands on whichever worker
 * takes the connection. That worker asks the primary, which collects every worker's registries
 * over the cluster's IPC channel (prom-client's AggregatorRegistry) and answers with their sum;
 * the scraper sees the whole site whichever worker it reached.
 */

const REQUEST = 'fb:metrics:request';
const ANSWER = 'fb:metrics:answer';
export const CLUSTER_METRICS_TIMEOUT_MS = 5_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isRequest = (message: unknown): message is MetricsRequest =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === REQUEST;
const isAnswer = (message: unknown): message is MetricsAnswer =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ANSWER;

/** In the primary: answers each worker's request with the whole cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isRequest(message)) return;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/**
 * In a worker: offers these registries to the primary's collection and gives back the function
 * that fetches the cluster's text. Null outside a cluster: the process reports only itself.
 */
export function clusterMetricsSource(registries: Registry[]): (() => Promise<string>) | null {
  if (!cluster.isWorker || !process.send) return null;
  // The constructor is what makes prom-client answer the primary's collection in this worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registries);

  let sequence = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.text !== undefined) pending.resolve(message.text);
    else pending.reject(new Error(message.error ?? 'the primary sent no metrics'));
  });

  return () =>
    new Promise<string>((resolve, reject) => {
      const id = ++sequence;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the cluster's metrics did not arrive within ${CLUSTER_METRICS_TIMEOUT_MS} ms`));
      }, CLUSTER_METRICS_TIMEOUT_MS);
      timer.unref();
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
    });
}
