/**
 * Issue 25 benchmark: a script printing 1 GiB through the agent's script executor, with the peak
 * RSS of this process (the agent side) sampled every 20 ms. The executor keeps 64 KiB of each end
 * of a stream, so the peak must not depend on how much the script prints.
 *
 *   flock /tmp/heavy.lock npx tsx bench/scripts/output-rss.ts [--mib 1024] [--mib 64 ...]
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runScript } from '../../apps/agent/src/scripts/executor.ts';

const { values } = parseArgs({ options: { mib: { type: 'string', multiple: true } } });
const sizes = (values.mib ?? ['1024']).map(Number);
const MiB = 2 ** 20;
const workRoot = await mkdtemp(join(tmpdir(), 'outpost-bench-output-'));
const mb = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

try {
  for (const size of sizes) {
    const body = `yes | head -c ${size * MiB}`;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const result = await runScript(
      {
        runId: randomUUID(),
        language: 'sh',
        body,
        bodySha256: createHash('sha256').update(body).digest('hex'),
        env: {},
        timeoutSeconds: 600,
        runAs: { kind: 'system' },
      },
      { workRoot },
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (result.outcome !== 'SUCCEEDED' || result.stdout.totalBytes !== size * MiB)
      throw new Error(`unexpected result: ${result.outcome}, ${result.stdout.totalBytes} bytes`);
    const rate = (size / (result.durationMs / 1000)).toFixed(0);
    console.log(
      `${String(size).padStart(5)} MiB of output: ${result.durationMs} ms (${rate} MiB/s); agent RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)}), after ${mb(process.memoryUsage().rss)}; kept ${mb(Buffer.byteLength(result.stdout.head) + Buffer.byteLength(result.stdout.tail))}, dropped ${mb(result.stdout.droppedBytes)}`,
    );
  }
} finally {
  await rm(workRoot, { recursive: true, force: true });
}
