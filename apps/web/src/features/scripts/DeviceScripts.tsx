import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { DeviceDetail } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteQuery } from '../../components/data-table/index.ts';
import { useCan } from '../auth/session.ts';
import { RunHistory } from './RunHistory.tsx';
import { RunScriptDialog } from './RunScriptDialog.tsx';
import { fetchDeviceRuns } from './scripts.api.ts';
import './scripts.strings.ts';

/** The device page's Scripts tab: "Run script" and the device's searchable run history with each run's output. */
export function DeviceScripts({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const canRun = useCan('canRunScripts');
  const [running, setRunning] = useState(false);
  const languages = device.facts?.interpreters?.map((i) => i.language);
  const fetchPage = useMemo(() => (query: RemoteQuery, signal: AbortSignal) => fetchDeviceRuns(device.id, query, signal), [device.id]);
  if (!canRun) return null;
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{t('scripts.runs.history')}</Text>
        <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => setRunning(true)}>
          {t('scripts.editor.run')}
        </Button>
      </Group>
      <RunHistory tableId="device-script-runs" fetchPage={fetchPage} show="script" />
      {running && <RunScriptDialog target={{ kind: 'DEVICES', deviceIds: [device.id] }} languages={languages} onClose={() => setRunning(false)} />}
    </Stack>
  );
}
