import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { PSA_LIMITS, PSA_MESSAGES, type PsaConfigurationTypeMapping } from '@outpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { MappingList } from './MappingList.tsx';
import { useConfigurationMappings, useProviderData, usePsaMutation } from './psa.api.ts';

type Row = { nodeRoleId: string | null; configurationTypeId: string | null; onCreateStatusId: string | null; onDeleteStatusId: string | null };
const toRow = (r: PsaConfigurationTypeMapping['roleMappings'][number]): Row => ({
  nodeRoleId: String(r.nodeRoleId),
  configurationTypeId: String(r.configurationTypeId),
  onCreateStatusId: r.onCreateStatusId === null ? null : String(r.onCreateStatusId),
  onDeleteStatusId: r.onDeleteStatusId === null ? null : String(r.onDeleteStatusId),
});
const num = (v: string | null) => (v === null ? null : Number(v));

/** The editor: Name and the device-role rows (Device Role and Configuration Type required; On Create and On Delete optional). */
function MappingEditor({ mapping, onClose }: { mapping: PsaConfigurationTypeMapping | null; onClose: () => void }) {
  const { t } = useTranslation();
  const data = useProviderData();
  const roles = useQuery({ queryKey: ['device-roles'], queryFn: () => call('get', '/api/device-roles') });
  const [name, setName] = useState(mapping?.name ?? '');
  const [rows, setRows] = useState<Row[]>(mapping?.roleMappings.map(toRow) ?? []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // The name's message shows once it was typed in (a new mapping does not open in red).
  const [touched, setTouched] = useState(mapping !== null);
  const save = usePsaMutation(() => {
    const body = {
      name,
      roleMappings: rows.map((r) => ({
        nodeRoleId: Number(r.nodeRoleId),
        configurationTypeId: Number(r.configurationTypeId),
        onCreateStatusId: num(r.onCreateStatusId),
        onDeleteStatusId: num(r.onDeleteStatusId),
      })),
    };
    return mapping
      ? call('put', '/api/psacw/configuration-type-mappings/{id}', { params: { id: mapping.id }, body })
      : call('post', '/api/psacw/configuration-type-mappings', { body });
  });
  const options = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  const nameError = name.trim() === '' ? PSA_MESSAGES.required : name.trim().length > PSA_LIMITS.nameMax ? PSA_MESSAGES.nameTooLong : errors.name?.[0];
  const incomplete = rows.some((r) => r.nodeRoleId === null || r.configurationTypeId === null);
  const set = (i: number, key: keyof Row) => (value: string | null) => setRows((list) => list.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  return (
    <Modal opened onClose={onClose} size="xl" title={mapping ? t('psa.configurations.editorTitleEdit') : t('psa.configurations.editorTitleAdd')}>
      <Stack>
        <TextInput
          label={t('psa.configurations.name')}
          required
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setTouched(true);
            setErrors({});
          }}
          onBlur={() => setTouched(true)}
          error={touched ? nameError : undefined}
        />
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('psa.configurations.deviceRole')}</Table.Th>
              <Table.Th>{t('psa.configurations.configurationType')}</Table.Th>
              <Table.Th>{t('psa.configurations.onCreate')}</Table.Th>
              <Table.Th>{t('psa.configurations.onDelete')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Select
                    aria-label={t('psa.configurations.deviceRole')}
                    required
                    data={options(roles.data).filter((o) => o.value === r.nodeRoleId || !rows.some((x) => x.nodeRoleId === o.value))}
                    value={r.nodeRoleId}
                    onChange={set(i, 'nodeRoleId')}
                    error={errors[`roleMappings.${i}.nodeRoleId`]?.[0]}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('psa.configurations.configurationType')}
                    required
                    data={options(data.data?.configurationTypes)}
                    value={r.configurationTypeId}
                    onChange={set(i, 'configurationTypeId')}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('psa.configurations.onCreate')}
                    clearable
                    data={options(data.data?.configurationStatuses)}
                    value={r.onCreateStatusId}
                    onChange={set(i, 'onCreateStatusId')}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('psa.configurations.onDelete')}
                    clearable
                    data={options(data.data?.configurationStatuses)}
                    value={r.onDeleteStatusId}
                    onChange={set(i, 'onDeleteStatusId')}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('psa.configurations.removeRow')}
                    onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="default"
            onClick={() => setRows((list) => [...list, { nodeRoleId: null, configurationTypeId: null, onCreateStatusId: null, onDeleteStatusId: null }])}
          >
            {t('psa.configurations.addRow')}
          </Button>
        </Group>
        {save.error && !errors.name && <Alert color="red">{save.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('psa.companies.cancel')}
          </Button>
          <Button
            disabled={Boolean(nameError) || incomplete}
            loading={save.isPending}
            onClick={() =>
              save.mutate(undefined, {
                onSuccess: () => {
                  notifications.show({ message: t('psa.configurations.saved') });
                  onClose();
                },
                onError: (error) => setErrors((error as { fields?: Record<string, string[]> }).fields ?? {}),
              })
            }
          >
            {t('psa.configurations.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Configuration type mappings (spec 001 §2.3): Edit, Delete and Copy need exactly one selected row. */
export function ConfigurationTypeMappings() {
  const { t } = useTranslation();
  const mappings = useConfigurationMappings();
  const columns = useMemo<DataTableColumn<PsaConfigurationTypeMapping>[]>(
    () => [{ id: 'name', header: t('psa.configurations.name'), accessor: (m) => m.name }],
    [t],
  );
  return (
    <MappingList<PsaConfigurationTypeMapping>
      kind="configurations"
      mappings={mappings}
      columns={columns}
      editor={(mapping, onClose) => <MappingEditor mapping={mapping} onClose={onClose} />}
    />
  );
}
