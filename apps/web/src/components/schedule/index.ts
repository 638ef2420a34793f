export { ScheduleEditor, type ScheduleEditorProps } from './ScheduleEditor.tsx';
export { NextRunsPreview, formatRun, type NextRunsLoader } from './NextRunsPreview.tsx';
export { defaultSchedule } from './scheduleForm.ts';
export { engineNextRuns } from './engineLoader.ts';
