// What bench/load.ts reads about the server's processes. CPU time per worker from /proc, to show
// that both workers of a cluster took their share. Memory for the soak run: the resident set of
// the server process and of its cluster workers from /proc (what the machine pays), and the V8
// heap in use from the site's own /metrics (what the code holds; one process only, as a scrape of
// a cluster reaches one worker).
import { readFileSync } from 'node:fs';
import type { RunningServer } from '../tests/e2e/support/server';
import type { LoadFigures } from './support';

export interface MemorySample {
  /** Seconds since the soak load started. */
  atS: number;
  /** Resident set of the server process plus its workers, MiB. */
  rssMiB: number;
  /** V8 heap in use, MiB; undefined with several processes. */
  heapMiB: number | undefined;
}

const MiB = 2 ** 20;

function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The processes that answer requests: the cluster's workers, or the one server process. */
export function servingPids(server: RunningServer): number[] {
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('the server has no process id');
  const workers = children(pid);
  return workers.length > 0 ? workers : [pid];
}

/** User + system CPU seconds a process has used (/proc/<pid>/stat, in clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

async function heapUsed(url: string, token: string): Promise<number | undefined> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  if (!res?.ok) return undefined;
  const value = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(await res.text())?.[1];
  return value === undefined ? undefined : Number(value) / MiB;
}

export async function sampleMemory(server: RunningServer, metricsToken: string, elapsedMs: number) {
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('the server has no process id');
  const workers = children(pid);
  const kib = [pid, ...workers].reduce((sum, p) => sum + rssKiB(p), 0);
  return {
    atS: Math.round(elapsedMs / 1000),
    rssMiB: (kib * 1024) / MiB,
    heapMiB: workers.length === 0 ? await heapUsed(server.url, metricsToken) : undefined,
  } satisfies MemorySample;
}

/** Least-squares slope in MiB per minute. */
function slopePerMinute(points: { atS: number; value: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((s, p) => s + p.atS, 0) / n;
  const meanY = points.reduce((s, p) => s + p.value, 0) / n;
  const num = points.reduce((s, p) => s + (p.atS - meanX) * (p.value - meanY), 0);
  const den = points.reduce((s, p) => s + (p.atS - meanX) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60;
}

type SoakRow = LoadFigures;

/**
 * The soak's lines for the results file. The first fifth of the run is warm-up (caches, JIT, the
 * pool's connections) and is left out. Memory under load is a saw (it climbs until the garbage
 * collector runs), so growth is judged on the floors: the lowest sample of the last third against
 * the lowest of the first third. "Growing" means the floor rose by more than 5% of the start (and
 * at least 5 MiB); the fitted slope is shown too.
 */
export function summariseSoak(
  soak: { processes: number; samples: MemorySample[]; result: SoakRow },
  seconds: number,
  sampleSeconds: number,
): string[] {
  const { samples, result } = soak;
  const steady = samples.filter((s) => s.atS >= seconds / 5);
  const measured = steady.length >= 3 ? steady : samples;
  const first = measured[0];
  const last = measured[measured.length - 1];
  if (!first || !last) return ['Soak: no memory samples.', ''];
  const describe = (label: string, pick: (s: MemorySample) => number | undefined) => {
    const points = measured.flatMap((s) => {
      const value = pick(s);
      return value === undefined ? [] : [{ atS: s.atS, value }];
    });
    if (points.length < 3) return undefined;
    const values = points.map((p) => p.value);
    const third = Math.max(1, Math.floor(values.length / 3));
    const floorStart = Math.min(...values.slice(0, third));
    const floorEnd = Math.min(...values.slice(-third));
    const growing = floorEnd - floorStart > Math.max(5, floorStart * 0.05);
    const cells = [floorStart, floorEnd, Math.max(...values), slopePerMinute(points)].map((v) => v.toFixed(1));
    return { line: `| ${label} | ${cells.join(' | ')} | ${growing ? '**growing**' : 'flat'} |`, growing };
  };
  const rss = describe(`RSS, ${soak.processes === 1 ? 'the process' : `primary + ${soak.processes} workers`}`, (s) =>
    s.rssMiB);
  const heap = describe('V8 heap used', (s) => s.heapMiB);
  const verdict = [rss, heap].some((d) => d?.growing) ? 'memory grew: look for a leak' : 'no memory growth';
  return [
    `### Soak: the journey for ${seconds} s on ${soak.processes} process(es), memory every ${sampleSeconds} s`,
    '',
    `${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.total} requests, ` +
      `${result.errors} errors, ${result.non2xx} non-2xx. Judged on samples from ${first.atS} s to ${last.atS} s ` +
      `(the first fifth is warm-up): **${verdict}**.`,
    '',
    '| memory | floor, first third (MiB) | floor, last third (MiB) | max MiB | slope MiB/min | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[rss, heap].flatMap((d) => (d ? [d.line] : [])),
    '',
    `Samples (s: RSS MiB / heap MiB): ${samples
      .map((s) => `${s.atS}: ${s.rssMiB.toFixed(0)}${s.heapMiB === undefined ? '' : ` / ${s.heapMiB.toFixed(0)}`}`)
      .join(', ')}`,
    '',
  ];
}
