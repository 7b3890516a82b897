/**
 * The load driver, run as its own process: reads scenarios (JSON file named by the first argument), sends
 * each scenario's requests over `concurrency` keep-alive connections to the server on loopback, and
 * prints one JSON line per scenario: latencies' p50 and p95, requests per second, errors.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Paths (with query) used in turn; with bodies, one request per body. */
  paths: string[];
  bodies?: unknown[];
  requests: number;
  warmup: number;
}

export interface DriveConfig {
  baseUrl: string;
  token: string;
  concurrency: number;
  scenarios: Scenario[];
}

export interface ScenarioResult {
  name: string;
  requests: number;
  errors: number;
  firstError: string | null;
  p50: number;
  p95: number;
  max: number;
  rps: number;
}

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as DriveConfig;
const base = new URL(config.baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: config.concurrency });

function send(method: string, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          authorization: `Bearer ${config.token}`,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function run(s: Scenario, from: number, count: number, record: boolean) {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let next = from;
  const end = from + count;
  const worker = async () => {
    for (let i = next++; i < end; i = next++) {
      const path = s.paths[i % s.paths.length]!;
      const body = s.bodies ? s.bodies[i % s.bodies.length] : undefined;
      const started = performance.now();
      try {
        const { status, text } = await send(s.method, path, body);
        const took = performance.now() - started;
        if (status >= 200 && status < 300) latencies.push(took);
        else {
          errors++;
          firstError ??= `${status} ${path}: ${text.slice(0, 300)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= String(error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: config.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (!record) return null;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    name: s.name,
    requests: count,
    errors,
    firstError,
    p50: at(0.5),
    p95: at(0.95),
    max: latencies[latencies.length - 1] ?? NaN,
    rps: latencies.length / seconds,
  } satisfies ScenarioResult;
}

for (const scenario of config.scenarios) {
  await run(scenario, 0, scenario.warmup, false);
  const result = await run(scenario, scenario.warmup, scenario.requests, true);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
agent.destroy();
