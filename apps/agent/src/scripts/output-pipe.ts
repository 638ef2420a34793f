import { execFile } from 'node:child_process';
import { closeSync, constants, openSync, unlinkSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { HeadTailCapture } from './output-capture.ts';
import { isAlive } from './process-tree.ts';

/**
 * One output stream of a script, read into a HeadTailCapture through ONE reused 64 KiB buffer.
 * Node's own child pipes allocate a fresh buffer for every read, and V8 frees those only when
 * their external memory passes its 64 MiB trigger, so 1 GiB of output cost ~60 MiB of RSS; a
 * FIFO read with `onread` costs nothing per read (and is several times faster).
 */
export interface OutputPipe {
  /** What to pass in `stdio` for the child: the FIFO's write end, or 'pipe' for Node's own pipe. */
  stdio: number | 'pipe';
  /** Call once the child is spawned (the child holds its own copy of the write end). */
  attach(childStream: Readable | null): void;
  /** Resolves when every writer has closed the stream, or after `ms` (a background process the script left may hold it open). */
  ended(ms: number): Promise<void>;
}

function mkfifo(paths: string[]): Promise<boolean> {
  return new Promise((resolve) => execFile('mkfifo', ['-m', '600', ...paths], { timeout: 5_000 }, (error) => resolve(!error)));
}

/**
 * FIFOs made ahead, 32 per `mkfifo` process (in `<dir>/<pid>/`): one process per run cost ~17 ms of a ~35 ms `echo`
 * run on a loaded machine. Each FIFO is used once and unlinked as soon as both ends are open, so a
 * background process a script left behind can never write into a later run's output.
 */
class FifoPool {
  private readonly ready: string[] = [];
  private refilling: Promise<boolean> | null = null;
  private cleared = false;
  private made = 0;

  constructor(private readonly dir: string) {}

  /** A fresh FIFO path, or null when FIFOs cannot be made here. */
  async take(): Promise<string | null> {
    while (this.ready.length === 0) {
      this.refilling ??= this.refill().finally(() => (this.refilling = null));
      if (!(await this.refilling)) return null;
    }
    return this.ready.pop()!;
  }

  private async refill(): Promise<boolean> {
    try {
      return await this.make();
    } catch {
      // An unwritable work folder or a filesystem without FIFOs: the run uses Node's pipes.
      return false;
    }
  }

  /** This process's own folder: two agent processes sharing a work folder must not take each other's FIFOs. */
  private get own(): string {
    return path.join(this.dir, String(process.pid));
  }

  private async make(): Promise<boolean> {
    if (!this.cleared) {
      // Folders of processes that are gone (a previous agent): their FIFOs were never handed out.
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      for (const name of await readdir(this.dir)) {
        if (name === String(process.pid) || (/^\d+$/.test(name) && isAlive(Number(name)))) continue;
        await rm(path.join(this.dir, name), { recursive: true, force: true });
      }
      await mkdir(this.own, { recursive: true, mode: 0o700 });
      this.cleared = true;
    }
    const batch = Array.from({ length: 32 }, () => path.join(this.own, String(this.made++)));
    if (!(await mkfifo(batch))) return false;
    this.ready.push(...batch);
    return true;
  }
}

const pools = new Map<string, FifoPool>();

/** Opens FIFO-backed pipes for stdout and stderr (FIFOs pooled in `poolDir`), or Node pipes where FIFOs are not available (Windows). */
export async function openOutputPipes(poolDir: string, captures: [HeadTailCapture, HeadTailCapture]): Promise<[OutputPipe, OutputPipe]> {
  if (process.platform !== 'win32') {
    let pool = pools.get(poolDir);
    if (!pool) pools.set(poolDir, (pool = new FifoPool(poolDir)));
    const out = await pool.take();
    const err = out ? await pool.take() : null;
    if (out && err) return [fifoPipe(out, captures[0]), fifoPipe(err, captures[1])];
  }
  return [nodePipe(captures[0]), nodePipe(captures[1])];
}

function fifoPipe(fifo: string, capture: HeadTailCapture): OutputPipe {
  // The read end first, non-blocking, so opening the write end does not wait for a reader.
  const readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeFd = openSync(fifo, constants.O_WRONLY);
  // The open ends keep the pipe; the name is no longer needed by anyone.
  unlinkSync(fifo);
  const buffer = Buffer.alloc(64 * 1024);
  const socket = new net.Socket({
    fd: readFd,
    readable: true,
    writable: false,
    onread: { buffer, callback: (bytes: number, buf: Buffer) => (capture.write(buf, bytes), true) },
  } as net.SocketConstructorOpts);
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    stdio: writeFd,
    attach() {
      // Only the child's copy may stay open, or the reader would never see end-of-file.
      closeSync(writeFd);
    },
    ended: (ms) => settle(closed, ms, () => socket.destroy()),
  };
}

function nodePipe(capture: HeadTailCapture): OutputPipe {
  let stream: Readable | null = null;
  let closed: Promise<void> = Promise.resolve();
  return {
    stdio: 'pipe',
    attach(childStream) {
      stream = childStream;
      if (!stream) return;
      stream.on('data', (chunk: Buffer) => capture.write(chunk));
      closed = new Promise((resolve) => stream!.once('close', () => resolve()));
    },
    ended: (ms) => settle(closed, ms, () => stream?.destroy()),
  };
}

function settle(closed: Promise<void>, ms: number, giveUp: () => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => (giveUp(), resolve()), ms);
    void closed.then(() => (clearTimeout(timer), resolve()));
  });
}
