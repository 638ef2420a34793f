import { Alert, Autocomplete, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SERVICES_LOAD_FAILED, serviceNameProblem, type WindowsServiceSetting } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/typed.ts';
import '../scripts.strings.ts';

export const useDeviceServices = (nodeId: number) =>
  useQuery({
    queryKey: ['device-services', nodeId],
    queryFn: ({ signal }) => call('get', '/api/webapp/winservice', { search: new URLSearchParams({ nodeId: String(nodeId) }), signal }),
  });

/**
 * Windows service start/stop (spec 001 §2.9, §3): the service is chosen from the device's list
 * (`GET /api/webapp/winservice`, asked of its agent live) or typed; its name is checked on blur
 * against the list. On Linux the list is the systemd units, and the form says so.
 */
export function WindowsServiceForm({
  nodeId,
  value,
  onChange,
}: {
  nodeId: number;
  value: WindowsServiceSetting;
  onChange: (value: WindowsServiceSetting) => void;
}) {
  const { t } = useTranslation();
  const services = useDeviceServices(nodeId);
  const [error, setError] = useState<string | null>(null);
  const list = services.data?.resultCode === 'SUCCESS' ? services.data.windowsServices : undefined;
  const failed = services.isError || services.data?.resultCode === 'FAILURE';
  const systemd = services.data?.serviceManager === 'SYSTEMD';
  const options = useMemo(() => (list ?? []).map((s) => ({ value: s.serviceName, label: s.serviceName })), [list]);
  const displayOf = (name: string) => list?.find((s) => s.serviceName.toLowerCase() === name.trim().toLowerCase())?.displayName ?? '';
  return (
    <Stack>
      {services.isPending && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" role="status">
            {t('scripts.native.servicesLoading')}
          </Text>
        </Group>
      )}
      {failed && (
        <Alert color="red" role="alert" title={SERVICES_LOAD_FAILED}>
          {services.data?.message ?? null}
        </Alert>
      )}
      <Autocomplete
        label={systemd ? t('scripts.native.systemdUnit') : t('scripts.native.serviceName')}
        description={systemd ? t('scripts.native.systemdHelp') : undefined}
        required
        data={options}
        limit={200}
        value={value.serviceName}
        error={error}
        onChange={(serviceName) => {
          setError(null);
          onChange({ ...value, serviceName, displayName: displayOf(serviceName) });
        }}
        onBlur={() => {
          const problem = serviceNameProblem(value.serviceName, list);
          setError(problem === null ? null : problem === 'Required' ? t('scripts.native.required') : t('scripts.native.invalid'));
        }}
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm" ff="monospace">
              {option.value}
            </Text>
            <Text size="xs" c="dimmed">
              {displayOf(option.value)}
            </Text>
          </Stack>
        )}
      />
      {value.displayName && (
        <Text size="sm" c="dimmed">
          {value.displayName}
        </Text>
      )}
      <SegmentedControl
        aria-label={t('scripts.native.serviceAction')}
        value={value.start ? 'start' : 'stop'}
        onChange={(v) => onChange({ ...value, start: v === 'start' })}
        data={[
          { value: 'start', label: t('scripts.native.start') },
          { value: 'stop', label: t('scripts.native.stop') },
        ]}
      />
    </Stack>
  );
}
