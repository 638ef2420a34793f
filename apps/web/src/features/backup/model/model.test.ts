import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { entry, plan } from '../test/render.tsx';
import { canEnter, currentLevel, goTo, initialHistory, isSearchValid, openPlan, push, search, showsSearch } from './browserHistory.ts';
import { setChosen, setExcluded, setMode } from './customerSettings.ts';
import { platformOf, rootPathOf } from './folderName.ts';
import { jobStatusLabel } from './jobStatus.ts';
import { canRestore, effectiveChoice, originalLocationAvailable, type RestoreState } from './restoreRules.ts';
import { describeSchedule } from './schedule.ts';

const t = i18n.t.bind(i18n);
const base = { hour: 2, minute: 5, weekDays: [], dayOfMonth: 1, weekOfMonth: 1, interval: 1, intervalUnit: 'HOURS' as const };

describe('describeSchedule', () => {
  it('reads every schedule type, with day 0 as the last day and week 0 as the last week', () => {
    expect(describeSchedule({ ...base, scheduleType: 'DAILY' }, t)).toBe('Every day at 02:05');
    expect(describeSchedule({ ...base, scheduleType: 'WEEKLY', weekDays: [5, 1, 0] }, t)).toBe('Every week on Monday, Friday and Sunday at 02:05');
    expect(describeSchedule({ ...base, scheduleType: 'MONTHLY', dayOfMonth: 15 }, t)).toBe('Every month on day 15 at 02:05');
    expect(describeSchedule({ ...base, scheduleType: 'MONTHLY', dayOfMonth: 0 }, t)).toBe('Every month on the last day at 02:05');
    expect(describeSchedule({ ...base, scheduleType: 'WEEK_OF_MONTH', weekOfMonth: 2, weekDays: [3] }, t)).toBe('Every month on the second Wednesday at 02:05');
    expect(describeSchedule({ ...base, scheduleType: 'WEEK_OF_MONTH', weekOfMonth: 0, weekDays: [6] }, t)).toBe('Every month on the last Saturday at 02:05');
    expect(describeSchedule({ ...base, scheduleType: 'INTERVAL', interval: 1 }, t)).toBe('Every hour');
    expect(describeSchedule({ ...base, scheduleType: 'INTERVAL', interval: 6 }, t)).toBe('Every 6 hours');
    expect(describeSchedule({ ...base, scheduleType: 'INTERVAL', interval: 30, intervalUnit: 'MINUTES' }, t)).toBe('Every 30 minutes');
  });
});

describe('browser history', () => {
  it('keeps every level so the breadcrumb can go back, dropping the levels after the crumb', () => {
    const p = plan();
    let h = openPlan(initialHistory, p);
    h = push(h, { kind: 'content', plan: p, folder: entry() });
    h = push(h, { kind: 'content', plan: p, folder: entry({ id: 11, name: 'sub', path: '/data/sub' }) });
    expect(h.map((l) => l.kind)).toEqual(['plans', 'folders', 'content', 'content']);
    expect(goTo(h, 1).map((l) => l.kind)).toEqual(['plans', 'folders']);
    expect(goTo(h, 0)).toEqual(initialHistory);
  });

  it('leads image plans to volumes and file/folder plans to folders', () => {
    expect(currentLevel(openPlan(initialHistory, plan({ type: 'IMAGE' }))).kind).toBe('volumes');
    expect(currentLevel(openPlan(initialHistory, plan())).kind).toBe('folders');
  });

  it('enters only folders that are not restricted', () => {
    expect(canEnter(entry())).toBe(true);
    expect(canEnter(entry({ restricted: true }))).toBe(false);
    expect(canEnter(entry({ type: 'FILE' }))).toBe(false);
  });

  it('searches with at least 3 characters at folder and file levels; a new search replaces the results', () => {
    const p = plan();
    const h = openPlan(initialHistory, p);
    expect(isSearchValid('ab')).toBe(false);
    expect(isSearchValid('  ab  ')).toBe(false);
    // The rule of contracts' isBackupSearchTerm, which the server applies too: `*` does not count.
    expect(isSearchValid('*_*')).toBe(false);
    expect(isSearchValid('*.t')).toBe(false);
    expect(isSearchValid('*.tx')).toBe(true);
    expect(search(h, 'ab')).toBe(h);
    expect(search(initialHistory, 'report')).toBe(initialHistory);
    expect(showsSearch(currentLevel(initialHistory))).toBe(false);
    const once = search(h, '*.txt');
    expect(currentLevel(once)).toMatchObject({ kind: 'search', term: '*.txt', folder: null });
    const twice = search(once, 'report*');
    expect(twice).toHaveLength(once.length);
    expect(currentLevel(twice)).toMatchObject({ kind: 'search', term: 'report*' });
    const inFolder = search(push(h, { kind: 'content', plan: p, folder: entry({ id: 42 }) }), 'abc');
    expect(currentLevel(inFolder)).toMatchObject({ kind: 'search', folder: { id: 42 } });
  });
});

describe('restore rules', () => {
  const ok: RestoreState = {
    flags: { restore_original_location: true },
    sourceNodeUp: true,
    originalCheck: 'ok',
    items: [{ name: 'a', path: '/a', root: false }],
    choice: 'ORIGINAL',
    hasPoint: true,
    destinationNodeId: null,
    destinationPath: null,
    submitting: false,
  };
  it('offers Original Location only with the flag, the node up and a passing check', () => {
    expect(originalLocationAvailable(ok)).toBe(true);
    expect(originalLocationAvailable({ ...ok, flags: { restore_original_location: false } })).toBe(false);
    expect(originalLocationAvailable({ ...ok, sourceNodeUp: false })).toBe(false);
    expect(originalLocationAvailable({ ...ok, originalCheck: 'failed' })).toBe(false);
    expect(originalLocationAvailable({ ...ok, originalCheck: 'pending' })).toBe(false);
  });
  it('refuses Original Location when several items include a root folder, falling back to Other Location', () => {
    const items = [
      { name: 'a', path: '/a', root: true },
      { name: 'b', path: '/b', root: false },
    ];
    expect(originalLocationAvailable({ ...ok, items })).toBe(false);
    expect(effectiveChoice({ ...ok, items })).toBe('OTHER');
    expect(originalLocationAvailable({ ...ok, items: [items[0]!] })).toBe(true);
  });
  it('enables Restore once a point is chosen and the destination is valid, never while submitting', () => {
    expect(canRestore(ok)).toBe(true);
    expect(canRestore({ ...ok, hasPoint: false })).toBe(false);
    expect(canRestore({ ...ok, submitting: true })).toBe(false);
    const other = { ...ok, choice: 'OTHER' as const };
    expect(canRestore(other)).toBe(false);
    expect(canRestore({ ...other, destinationNodeId: 8 })).toBe(false);
    expect(canRestore({ ...other, destinationNodeId: 8, destinationPath: '/restore' })).toBe(true);
    expect(canRestore({ ...ok, originalCheck: 'failed' })).toBe(false);
  });
});

describe('new folder names', () => {
  it('applies the rules of the destination’s platform (contracts folderNameProblem) from its node class', () => {
    expect(platformOf('WINDOWS_SERVER')).toBe('WINDOWS');
    expect(platformOf('MAC')).toBe('MAC');
    expect(platformOf('LINUX_SERVER')).toBe('POSIX');
    expect(rootPathOf(platformOf('WINDOWS_WORKSTATION'))).toBe('C:/');
    expect(rootPathOf(platformOf('LINUX_SERVER'))).toBe('/');
  });
});

describe('job status labels', () => {
  const j = { status: 'PROCESSING' as const, jobTotalFiles: 0, jobFilesProcessed: 0 };
  it('shows Preparing while the total file count is 0 and the job has not ended', () => {
    expect(jobStatusLabel(j)).toBe('statusPreparing');
    expect(jobStatusLabel({ ...j, status: 'QUEUED' })).toBe('statusPreparing');
    expect(jobStatusLabel({ ...j, jobTotalFiles: 10, jobFilesProcessed: 3 })).toBe('statusPROCESSING');
    expect(jobStatusLabel({ ...j, status: 'FAILED' })).toBe('statusFAILED');
  });
  it('shows Completed with warnings only for more than one file, completed, with processed different from total', () => {
    expect(jobStatusLabel({ status: 'COMPLETED', jobTotalFiles: 5, jobFilesProcessed: 4 })).toBe('statusWarnings');
    expect(jobStatusLabel({ status: 'COMPLETED', jobTotalFiles: 5, jobFilesProcessed: 5 })).toBe('statusCOMPLETED');
    expect(jobStatusLabel({ status: 'COMPLETED', jobTotalFiles: 1, jobFilesProcessed: 0 })).toBe('statusCOMPLETED');
    expect(jobStatusLabel({ status: 'CANCELED', jobTotalFiles: 5, jobFilesProcessed: 4 })).toBe('statusCANCELED');
  });
});

describe('customer backup settings', () => {
  const s = {
    mode: 'MANUAL' as const,
    nodeIds: [1, 2],
    excludedNodeIds: [3],
    bandwidthThrottle: false,
    bandwidthThrottleKb: 1024,
    networkLocation: null,
    deployTo: 'ALL' as const,
  };
  it('clears the chosen devices when leaving MANUAL', () => {
    expect(setMode(s, 'ALL').nodeIds).toEqual([]);
    expect(setMode(s, 'MANUAL').nodeIds).toEqual([1, 2]);
  });
  it('keeps chosen and excluded devices apart', () => {
    const chosen = setChosen(s, [1, 3]);
    expect(chosen.nodeIds.sort()).toEqual([1, 3]);
    expect(chosen.excludedNodeIds.sort()).toEqual([2]);
    const excluded = setExcluded(s, [3, 1]);
    expect(excluded.nodeIds).toEqual([2]);
    expect(excluded.excludedNodeIds.sort()).toEqual([1, 3]);
  });
});
