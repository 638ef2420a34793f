/**
 * Worker thread of a restore (started by RestorePool, restore-pool.ts): reads local pack ranges,
 * or takes the ones the main thread read from another store, decodes them and writes the files
 * itself (restore-writer.ts), so plaintext never crosses threads and the main thread only hands
 * out work.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BackupError } from './errors.ts';
import type { RepoKeys } from './keys.ts';
import type { WorkerBatch, WorkerReplies, WorkerReply, WorkerRequest } from './restore-pool.ts';
import { RestoreFileWriter, runBytes, type Settled } from './restore-writer.ts';

const port = parentPort;
if (!port) throw new Error('restore-worker must run in a worker thread');
/** Replies go out together (WorkerReplies): those of a batch when it is handled, those a sync settles when its batch ends. */
let out: WorkerReplies = { written: 0, sealedBytes: 0, committed: [], others: [] };
let sending = false;
const send = () => {
  sending = false;
  if (out.written === 0 && out.committed.length === 0 && out.others.length === 0) return;
  port.postMessage(out);
  out = { written: 0, sealedBytes: 0, committed: [], others: [] };
};
const reply = (r: WorkerReply) => {
  if (r.op === 'written') {
    out.written++;
    out.sealedBytes += r.sealedBytes;
  } else if (r.op === 'committed') out.committed.push(r.fileId);
  else out.others.push(r);
  if (!sending) {
    sending = true;
    setImmediate(send);
  }
};
const answer = ({ fileId, error }: Settled) =>
  reply(error ? { op: 'failed', fileId, sealedBytes: 0, code: error.code, message: error.message } : { op: 'committed', fileId });
const { keys, directWrites } = workerData as { keys: RepoKeys; directWrites: boolean };
const writer = new RestoreFileWriter(keys, answer, undefined, { directWrites });
/** Files that failed here: later requests for them answer the same failure once more, or nothing. */
const failed = new Map<number, { code: string; message: string }>();

port.on('message', (msg: WorkerBatch<WorkerRequest>) => {
  for (const req of msg.batch) handle(req);
  send();
});

function handle(req: WorkerRequest): void {
  const { fileId } = req;
  const failure = failed.get(fileId);
  try {
    switch (req.op) {
      case 'begin':
        writer.begin(fileId, req.tempPath, req.mode, req.label, req.size);
        return;
      case 'write':
        // A failed file's remaining data is dropped; the main thread already has its error.
        reply({ op: 'written', fileId, sealedBytes: runBytes(req.run), bytes: failure ? 0 : writer.write(fileId, req.run) });
        return;
      case 'commit':
        if (failure) {
          failed.delete(fileId);
          reply({ op: 'failed', fileId, sealedBytes: 0, ...failure });
          return;
        }
        writer.commit(fileId, req.finalPath, req.meta, req.sync);
        return;
      case 'flush':
        // Every file's answer goes out before 'flushed' (flush never rejects: failures are answers).
        void writer.flush().then(() => reply({ op: 'flushed', fileId }));
        return;
      case 'discard':
        failed.delete(fileId);
        writer.discard(fileId);
        reply({ op: 'discarded', fileId });
        return;
    }
  } catch (err) {
    const e = err as BackupError;
    const error = { code: e.code ?? 'IO_ERROR', message: e.message ?? String(err) };
    if (req.op !== 'commit') failed.set(fileId, error);
    reply({ op: 'failed', fileId, sealedBytes: req.op === 'write' ? runBytes(req.run) : 0, ...error });
  }
}
