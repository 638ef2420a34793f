/** The agent's script executor: what the agent channel and the device facts use. */
export type * from './executor-types.ts';
export { SCRIPT_LANGUAGES } from './executor-types.ts';
export { runScript, notStarted } from './executor.ts';
export { availableInterpreters, resolveInterpreter } from './interpreters.ts';
export { ScriptRunLedger, interruptedResult, recoverInterruptedRuns, runScriptOnce } from './ledger.ts';
export { OUTPUT_KEEP_BYTES } from './output-capture.ts';
export { RUN_MARKER_VARIABLE } from './process-tree.ts';
