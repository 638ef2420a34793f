import type { ScriptRunAs } from '@outpost/contracts';
import { holds, scopeCovers, scopeOf, type Caller } from './caller.ts';

/** What a caller does to a script: read it (list, open, versions), change it (save, delete), run it. */
export type ScriptAction = 'read' | 'write' | 'run';
export const SCRIPT_ACTIONS: readonly ScriptAction[] = ['read', 'write', 'run'];
export interface ScriptFacts {
  /** null: the shared library. */
  organizationId: number | null;
  builtIn: boolean;
}

/**
 * Scripts are scoped by organization as tickets are (issue 25 §6). The shared library (no
 * organization) is read and run by everyone holding a scripting permission; only callers who work
 * every organization change it, since a change reaches every organization's devices. A script of
 * one organization is seen, changed and run only by those whose scope covers it. Built-in
 * templates are never changed, only copied.
 */
export function mayScript(caller: Caller, action: ScriptAction, script: ScriptFacts): boolean {
  const scope = scopeOf(caller);
  const reaches = script.organizationId === null || scopeCovers(scope, script.organizationId);
  switch (action) {
    case 'read':
      return (holds(caller, 'canRunScripts') || holds(caller, 'canManageScripts')) && reaches;
    case 'run':
      return holds(caller, 'canRunScripts') && reaches;
    case 'write':
      if (script.builtIn || !holds(caller, 'canManageScripts')) return false;
      return script.organizationId === null ? scope === null : scopeCovers(scope, script.organizationId);
  }
}

/** What a caller does to one device's run: start it, see its output, cancel it. */
export type ScriptRunAction = 'start' | 'read' | 'cancel';
export const SCRIPT_RUN_ACTIONS: readonly ScriptRunAction[] = ['start', 'read', 'cancel'];
export interface ScriptRunFacts {
  deviceOrganizationId: number;
  /** The script's organization (null: shared library). */
  scriptOrganizationId: number | null;
  runAs: ScriptRunAs;
}

/**
 * A run on a device: the device's organization must be in the caller's scope (so must the
 * script's, and an organization's script never runs on another organization's device). Running
 * as the system account additionally needs `canRunScriptsAsSystem` (administrators hold it).
 * Output and cancel follow the device: whoever may run on it sees and stops what runs there.
 */
export function mayScriptRun(caller: Caller, action: ScriptRunAction, run: ScriptRunFacts): boolean {
  if (!holds(caller, 'canRunScripts') || !scopeCovers(scopeOf(caller), run.deviceOrganizationId)) return false;
  if (action !== 'start') return true;
  if (run.scriptOrganizationId !== null && run.scriptOrganizationId !== run.deviceOrganizationId) return false;
  return run.runAs !== 'SYSTEM' || holds(caller, 'canRunScriptsAsSystem');
}
