/**
 * A stand-in for the agent process in the restart test: opens the run ledger in a state folder,
 * reports what a previous process left unfinished, then runs one request at most once. Prints one
 * JSON line per event on stdout.
 *
 *   node --import tsx ledger-runner.ts <stateDir> <workRoot> <request.json>
 */
import { readFileSync } from 'node:fs';
import type { ScriptRunRequest } from '../executor-types.ts';
import { ScriptRunLedger, recoverInterruptedRuns, runScriptOnce } from '../ledger.ts';

const [stateDir, workRoot, requestFile] = process.argv.slice(2) as [string, string, string];
const ledger = await ScriptRunLedger.open(stateDir);
const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`);
say({ event: 'recovered', results: await recoverInterruptedRuns(ledger) });
const request = JSON.parse(readFileSync(requestFile, 'utf8')) as ScriptRunRequest;
const result = await runScriptOnce(ledger, request, { workRoot, onStarted: () => say({ event: 'started', runId: request.runId }) });
say({ event: 'result', result });
await ledger.close();
