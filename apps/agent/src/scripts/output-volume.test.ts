import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from './executor.ts';
import { OUTPUT_KEEP_BYTES } from './output-capture.ts';
import { request } from './testing/helpers.ts';

const GiB = 1024 ** 3;
/**
 * Peak RSS growth allowed while 1 GiB passes through, from cold. The capture holds 256 KiB and each
 * stream is read through one reused 64 KiB buffer. Measured: +4 to +9 MiB in a plain process
 * (bench/scripts/output-rss.ts; a second 1 GiB adds ~+4 MiB, 64 MiB ~+1 MiB), +11 to +24 MiB in a
 * vitest worker on the loaded shared machine. Node's own child pipes, which allocate per read,
 * measured +60 to +70 MiB here: the bound tells the two apart.
 */
const RSS_BOUND = 40 * 1024 ** 2;

const tmp = await mkdtemp(join(tmpdir(), 'outpost-scripts-volume-'));
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('output volume', () => {
  it('1 GiB of output keeps the first and last 64 KiB, counts the rest, and memory stays flat', async () => {
    const workRoot = join(tmp, 'work');
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    // 'yes' prints "y\n" forever; the last line proves the tail is the real end of the stream.
    const body = `yes | head -c ${GiB - 4}; printf 'END\\n'; yes err | head -c 300000 >&2`;
    const result = await runScript(request('sh', body, { timeoutSeconds: 120 }), { workRoot });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(result.outcome).toBe('SUCCEEDED');
    expect(result.stdout.totalBytes).toBe(GiB);
    expect(result.stdout.droppedBytes).toBe(GiB - 2 * OUTPUT_KEEP_BYTES);
    expect(result.stdout.head).toBe('y\n'.repeat(OUTPUT_KEEP_BYTES / 2));
    expect(result.stdout.tail.endsWith('y\ny\nEND\n')).toBe(true);
    expect(Buffer.byteLength(result.stdout.tail)).toBe(OUTPUT_KEEP_BYTES);
    expect(result.stderr).toMatchObject({ totalBytes: 300_000, droppedBytes: 300_000 - 2 * OUTPUT_KEEP_BYTES });
    console.log(
      `1 GiB of output in ${result.durationMs} ms; RSS before ${(before / 2 ** 20).toFixed(1)} MiB, peak ${(peak / 2 ** 20).toFixed(1)} MiB (+${((peak - before) / 2 ** 20).toFixed(1)} MiB)`,
    );
    expect(peak - before).toBeLessThan(RSS_BOUND);
  });
});
