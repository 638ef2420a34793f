import { Alert, Anchor, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PSA_LIMITS, PSA_MESSAGES, type PsaProductMapping } from '@outpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/typed.ts';
import { useProviderData, usePsaMutation } from '../psa.api.ts';
import { bodyRows, deleteRow, duplicateMessage, moveRow, rowsOf, saveRow, type RoleProductDraft, type RoleProductRow } from './productRows.ts';
import { RoleProductDialog } from './RoleProductDialog.tsx';

const options = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
const nameOf = (list: { value: string; label: string }[], id: number) => list.find((o) => o.value === String(id))?.label ?? `#${id}`;

/**
 * The product mapping editor (spec 001 §2.4, §4): Name, Mapping Type (SINGLE_HIT by default) and
 * the ranked device-role rows; Up and Down move the selected row (rank 1 cannot go up, the last
 * cannot go down), a new row gets the highest rank plus one, a removed one lowers the later ranks.
 */
export function ProductMappingEditor({ mapping, onClose }: { mapping: PsaProductMapping | null; onClose: () => void }) {
  const { t } = useTranslation();
  const data = useProviderData();
  const roles = useQuery({ queryKey: ['device-roles'], queryFn: ({ signal }) => call('get', '/api/device-roles', { signal }) });
  const groups = useQuery({ queryKey: ['device-groups'], queryFn: ({ signal }) => call('get', '/api/device-groups', { signal }) });
  const [name, setName] = useState(mapping?.name ?? '');
  const [type, setType] = useState<'SINGLE_HIT' | 'MULTIPLE_HIT'>(mapping?.productMappingType ?? 'SINGLE_HIT');
  const [rows, setRows] = useState<RoleProductRow[]>(() => rowsOf(mapping));
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<RoleProductRow | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [touched, setTouched] = useState(mapping !== null);
  const save = usePsaMutation(() => {
    const body = { name, productMappingType: type, roleMappings: bodyRows(rows) };
    return mapping
      ? call('put', '/api/psacw/product-mappings/{id}', { params: { id: mapping.id }, body })
      : call('post', '/api/psacw/product-mappings', { body });
  });

  const roleOptions = options(roles.data);
  const groupOptions = options(groups.data);
  const productOptions = options(data.data?.products);
  const agreementTypeOptions = options(data.data?.agreementTypes);
  const nameError = name.trim() === '' ? PSA_MESSAGES.required : name.trim().length > PSA_LIMITS.nameMax ? PSA_MESSAGES.nameTooLong : serverErrors.name?.[0];
  const rowErrors = Object.entries(serverErrors)
    .filter(([field]) => field.startsWith('roleMappings'))
    .flatMap(([, messages]) => messages);
  const at = selected === null ? -1 : rows.findIndex((r) => r.key === selected);
  const groupsText = (r: RoleProductRow) =>
    r.groups.length === 0
      ? t('psa.products.anyDevice')
      : t(r.groupsLogicOperator === 'AND' ? 'psa.products.inAll' : 'psa.products.inAny', { groups: r.groups.map((g) => nameOf(groupOptions, g)).join(', ') });
  const change = (next: RoleProductRow[]) => {
    setRows(next);
    setServerErrors(({ name: keep }): Record<string, string[]> => (keep ? { name: keep } : {}));
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={mapping ? t('psa.products.editorTitleEdit') : t('psa.products.editorTitleAdd')}>
      <Stack>
        <TextInput
          label={t('psa.products.name')}
          required
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setTouched(true);
            setServerErrors(({ name: _gone, ...rest }) => rest);
          }}
          onBlur={() => setTouched(true)}
          error={touched ? nameError : undefined}
        />
        <Select
          label={t('psa.products.mappingType')}
          data={[
            { value: 'SINGLE_HIT', label: t('psa.products.singleHit') },
            { value: 'MULTIPLE_HIT', label: t('psa.products.multipleHit') },
          ]}
          value={type}
          allowDeselect={false}
          onChange={(v) => setType(v === 'MULTIPLE_HIT' ? 'MULTIPLE_HIT' : 'SINGLE_HIT')}
        />
        <Group>
          <Button variant="default" onClick={() => setDialog('new')}>
            {t('psa.products.addRow')}
          </Button>
          <Button variant="default" disabled={at <= 0} onClick={() => selected !== null && change(moveRow(rows, selected, 'UP'))}>
            {t('psa.products.up')}
          </Button>
          <Button variant="default" disabled={at < 0 || at >= rows.length - 1} onClick={() => selected !== null && change(moveRow(rows, selected, 'DOWN'))}>
            {t('psa.products.down')}
          </Button>
        </Group>
        <Table highlightOnHover aria-label={t('psa.products.rowsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('psa.products.rank')}</Table.Th>
              <Table.Th>{t('psa.products.devicesWithRole')}</Table.Th>
              <Table.Th>{t('psa.products.mapTo')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed">{t('psa.products.noRows')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((r) => (
              <Table.Tr
                key={r.key}
                aria-selected={r.key === selected}
                bg={r.key === selected ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ cursor: 'pointer' }}
                tabIndex={0}
                onClick={() => setSelected(r.key)}
                onKeyDown={(e) => {
                  if (e.key === ' ' || e.key === 'Enter') {
                    e.preventDefault();
                    setSelected(r.key);
                  }
                }}
              >
                <Table.Td>{r.ranking}</Table.Td>
                <Table.Td>
                  <Text size="sm">{nameOf(roleOptions, r.nodeRoleId)}</Text>
                  <Text size="xs" c="dimmed">
                    {groupsText(r)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {nameOf(productOptions, r.productId)} / {nameOf(agreementTypeOptions, r.agreementTypeId)}
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Anchor component="button" type="button" onClick={() => setDialog(r)}>
                      {t('psa.products.editRow')}
                    </Anchor>
                    <Anchor
                      component="button"
                      type="button"
                      c="red"
                      onClick={(e) => {
                        e.stopPropagation();
                        change(deleteRow(rows, r.key));
                        if (selected === r.key) setSelected(null);
                      }}
                    >
                      {t('psa.products.deleteRow')}
                    </Anchor>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rowErrors.length > 0 && <Alert color="red">{rowErrors.join(' ')}</Alert>}
        {save.error && Object.keys(serverErrors).length === 0 && <Alert color="red">{save.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('psa.companies.cancel')}
          </Button>
          <Button
            disabled={Boolean(nameError)}
            loading={save.isPending}
            onClick={() =>
              save.mutate(undefined, {
                onSuccess: () => {
                  notifications.show({ message: t('psa.products.saved') });
                  onClose();
                },
                onError: (error) => setServerErrors((error as { fields?: Record<string, string[]> }).fields ?? {}),
              })
            }
          >
            {t('psa.products.save')}
          </Button>
        </Group>
      </Stack>
      {dialog !== null && (
        <RoleProductDialog
          initial={dialog === 'new' ? null : dialog}
          roles={roleOptions}
          groups={groupOptions}
          products={productOptions}
          agreementTypes={agreementTypeOptions}
          duplicate={(draft: RoleProductDraft) => duplicateMessage(rows, draft, dialog === 'new' ? null : dialog.key)}
          onSave={(draft) => {
            change(saveRow(rows, draft, dialog === 'new' ? null : dialog.key));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Modal>
  );
}
