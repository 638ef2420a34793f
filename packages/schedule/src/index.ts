export { nextRun, nextRunInstant, nextRuns, type ScheduleRun } from './next-runs.ts';
export { describe } from './describe.ts';
export { zoneTable, type ResolvedWallTime, type WallTimeKind } from './zone-table.ts';
export { nextPlanRunInstant, nextPlanRuns, planRunsPreview } from './plan-schedule.ts';
