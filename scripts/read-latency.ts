/**
 * Latency of GET requests at microsecond resolution, for bench:api's sign-in scenario.
 * autocannon reports latency in whole milliseconds; idle reads on loopback take 1–3 ms, so its
 * p99s could not tell 1.9 ms from 1.0 ms, nor judge "≤ 2× idle". This runs `connections`
 * keep-alive loops on a worker thread (not the event loop of the server under test) for
 * `seconds`, timing each request from sending to the end of its body with `performance.now()`.
 */
import { request, Agent } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export type LatencyInput = { url: string; headers: Record<string, string>; connections: number; seconds: number };
export type LatencyResult = { rps: number; p50: number; p99: number; max: number; errors: number; non2xx: number };

/** Runs the loops on a new worker thread and resolves with their figures (milliseconds). */
export function readLatency(input: LatencyInput): Promise<LatencyResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`latency worker exited with code ${code}`)));
  });
}

/** The value at quantile `q` of ascending `sorted` (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function run({ url, headers, connections, seconds }: LatencyInput): Promise<LatencyResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(url, { agent, headers }, (res) => {
        res.on('error', reject);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.resume();
      });
      req.on('error', reject);
      req.end();
    });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        const status = await get();
        if (status < 200 || status > 299) non2xx++;
        latencies.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    non2xx,
  };
}

if (!isMainThread && parentPort && (workerData as Partial<LatencyInput> | null)?.url) {
  parentPort.postMessage(await run(workerData as LatencyInput));
}
