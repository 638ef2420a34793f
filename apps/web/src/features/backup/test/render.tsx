import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { BackupEntry, BackupPlan, JobData, Permission, Revision, SessionUser } from '@outpost/contracts';
import { DEFAULT_FEATURE_FLAGS } from '@outpost/contracts';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { sessionQueryKey } from '../../auth/session.ts';
import { mockApi } from '../../../test/render.tsx';

/** A test user; technicians get only the permissions given. */
export function user(role: SessionUser['role'] = 'SYSTEM_ADMINISTRATOR', permissions: Permission[] = ['canViewAndRestoreBackupData']): SessionUser {
  return { id: 1, email: 'a@b.c', name: 'Ada', role, technicianRoleId: null, permissions };
}

/** Renders with the app's providers and a signed-in session. */
export function renderApp(ui: ReactElement, session: SessionUser = user()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQueryKey, session);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications />
            {ui}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The app's fetch stand-in (`mockApi`, routes by `mockRoute`), with the backup tests' name. */
export function mockFetch(routes: Parameters<typeof mockApi>[0]) {
  return { calls: mockApi(routes) };
}
export { mockRoute } from '../../../test/render.tsx';

export const fail = (status = 500) => new Response(JSON.stringify({ resultCode: 'ERROR', message: 'Boom' }), { status });
export const flags = (over: Partial<typeof DEFAULT_FEATURE_FLAGS> = {}) => ({ ...DEFAULT_FEATURE_FLAGS, ...over });

export function plan(over: Partial<BackupPlan> = {}): BackupPlan {
  return {
    uid: 'p1',
    numericId: 1,
    nodeId: 7,
    name: 'Documents',
    deleted: false,
    enabled: true,
    schedule: { scheduleType: 'DAILY', hour: 2, minute: 0, weekDays: [], dayOfMonth: 1, weekOfMonth: 1, interval: 1, intervalUnit: 'HOURS' },
    timeZone: 'UTC',
    type: 'FILE_FOLDER',
    destination: 'CLOUD',
    localPath: null,
    includes: ['/data'],
    excludes: [],
    volume: null,
    backupPermissions: true,
    lastSuccess: null,
    deletionScheduledFor: null,
    storage: { local: 0, cloud: 1024, localJobs: 0, cloudJobs: 1 },
    ...over,
  };
}

export function entry(over: Partial<BackupEntry> = {}): BackupEntry {
  return {
    id: 10,
    name: 'data',
    path: '/data',
    type: 'FOLDER',
    deleted: false,
    status: 'DEFINED',
    cfid: null,
    size: 100,
    backupSize: 50,
    latestRevisionCreatedAt: null,
    missing: false,
    removed: false,
    restricted: false,
    storage: 'CLOUD',
    ...over,
  };
}

export function revision(over: Partial<Revision> = {}): Revision {
  return {
    id: 100,
    planId: 'p1',
    size: 5,
    backupSize: 5,
    bldType: 'FULL',
    modified: null,
    jobGuid: 'g1',
    jobCreated: '2024-05-01T10:00:00Z',
    jobCompleted: '2024-05-01T10:01:00Z',
    onS3: true,
    onNas: false,
    onCloud: true,
    rollupSize: 0,
    completed: '2024-05-01T10:01:00Z',
    file: { path: '/data/a.txt', planId: 'p1', planName: 'Documents' },
    ...over,
  };
}

export function job(over: Partial<JobData> = {}): JobData {
  return {
    jobUID: 'j1',
    type: 'RESTORE',
    status: 'PROCESSING',
    nodeId: 8,
    nodeName: 'bravo',
    planId: 'p1',
    planName: 'Documents',
    sourcePath: '/data',
    restoreTo: '/restore',
    jobFilesProcessed: 0,
    jobTotalFiles: 0,
    jobProcessedBytes: 0,
    jobTotalBytes: 0,
    percentage: 0,
    ignored: false,
    warnings: [],
    error: null,
    created: '2024-05-01T10:00:00Z',
    started: null,
    completed: null,
    ...over,
  };
}

export const paged = <T,>(results: T[]) => ({ results, totalElements: results.length, totalPages: 1 });
