/**
 * Loaded into the demo agent's process (`node --import`): the demo agent lives only as long as the
 * server that started it. The server stops it on a clean shutdown; this covers a server killed
 * outright (SIGKILL, a crash of Node itself), which cannot. An orphaned process is re-parented, so
 * its parent pid changes: the agent is then told to stop as on Ctrl+C, and made to if it hangs.
 */
const parent = process.ppid;
const STOP_GRACE_MS = 10_000;

const watch = setInterval(() => {
  if (process.ppid === parent) return;
  // Once: the agent handles one SIGTERM; a second one would end it before it has stopped cleanly.
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
}, 1000);
watch.unref();
