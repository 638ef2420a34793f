#!/usr/bin/env node
// Restores flush every file to disk (fdatasync) on libuv's thread pool; Node's default of 4 threads
// starves them. The pool is created on first use, so this must be set before any asynchronous I/O.
process.env.UV_THREADPOOL_SIZE ??= '16';

// From a checkout the agent runs from its TypeScript source through tsx's loader (a development
// dependency). Devices run the single-file build instead, apps/agent/dist/outpost-agent.mjs (decision 0028).
const { register } = await import('tsx/esm/api');
register();
await import('../src/cli.ts');
