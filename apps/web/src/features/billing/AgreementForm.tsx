import { ActionIcon, Alert, Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  AGREEMENT_TYPES,
  BILLING_LIMITS,
  agreementInputSchema,
  hasFixedQuantity,
  type Agreement,
  type AgreementInput,
  type AgreementType,
  type ProductMappingType,
} from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { DateInput, DecimalInput } from '../../components/widgets/index.ts';
import { fetchOrganizations } from '../../api/pickers.api.ts';
import { useProducts, useSaveAgreement } from './billing.api.ts';
import { moved } from './productDraft.ts';
import './billing.strings.ts';

interface Line {
  productId: number;
  quantity: string;
}

/** Organizations by name as one types (the ticket pickers' query). */
export function OrganizationSelect({
  value,
  onChange,
  label,
  error,
  required,
}: {
  value: number | null;
  onChange: (id: number | null, name: string | null) => void;
  label: string;
  error?: string;
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const found = useQuery({ queryKey: ['billing', 'organizations', search], queryFn: ({ signal }) => fetchOrganizations(search, 0, signal) });
  const items = [...(found.data?.data ?? [])];
  if (chosen && !items.some((i) => i.id === chosen.id)) items.unshift({ ...chosen, deleted: false });
  return (
    <Select
      label={label}
      required={required}
      searchable
      data={items.map((o) => ({ value: String(o.id), label: o.name }))}
      value={value === null ? null : String(value)}
      onSearchChange={setSearch}
      onChange={(v) => {
        const item = items.find((i) => String(i.id) === v) ?? null;
        setChosen(item);
        onChange(item?.id ?? null, item?.name ?? null);
      }}
      error={error}
      nothingFoundMessage="—"
      comboboxProps={{ zIndex: 400 }}
    />
  );
}

/** Creates or edits an agreement: its organization, type, dates, rates and the products it bills in rank order. */
export function AgreementForm({
  agreement,
  organizationId,
  onClose,
  onSaved,
}: {
  agreement: Agreement | null;
  organizationId?: number;
  onClose: () => void;
  onSaved?: (a: Agreement) => void;
}) {
  const { t } = useTranslation();
  const products = useProducts();
  const save = useSaveAgreement();
  const [orgId, setOrgId] = useState<number | null>(agreement?.organizationId ?? organizationId ?? null);
  const [name, setName] = useState(agreement?.name ?? '');
  const [type, setType] = useState<AgreementType>(agreement?.type ?? 'MANAGED_SERVICES');
  const [startDate, setStartDate] = useState<string | null>(agreement?.startDate ?? new Date().toISOString().slice(0, 10));
  const [endDate, setEndDate] = useState<string | null>(agreement?.endDate ?? null);
  const [mapping, setMapping] = useState<ProductMappingType>(agreement?.productMappingType ?? 'SINGLE_HIT');
  const [hourlyRate, setHourlyRate] = useState(agreement?.hourlyRate ?? '');
  const [blockHours, setBlockHours] = useState(agreement?.blockHours ?? '');
  const [lines, setLines] = useState<Line[]>(agreement?.products.map((p) => ({ productId: p.productId, quantity: p.quantity ?? '' })) ?? []);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const byId = new Map((products.data ?? []).map((p) => [p.id, p]));

  const submit = async () => {
    setFormError(null);
    const body: AgreementInput = {
      organizationId: orgId ?? 0,
      name,
      type,
      startDate: startDate ?? '',
      endDate,
      productMappingType: mapping,
      hourlyRate: hourlyRate === '' ? null : hourlyRate,
      blockHours: blockHours === '' ? null : blockHours,
      products: lines.map((l) => ({ productId: l.productId, quantity: l.quantity === '' ? null : l.quantity })),
    };
    const parsed = agreementInputSchema.safeParse(body);
    const found: Record<string, string> = {};
    if (orgId === null) found.organizationId = t('billing.form.required');
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: agreement?.id ?? null, version: agreement?.version, body });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setProblems(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? ''])));
      setFormError(errorMessage(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={agreement ? agreement.name : t('billing.agreements.newTitle')} size="xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={2}>
            <OrganizationSelect
              label={t('billing.agreements.organization')}
              required
              value={orgId}
              onChange={(id) => setOrgId(id)}
              error={problems.organizationId}
            />
            <TextInput
              label={t('billing.agreements.name')}
              required
              value={name}
              maxLength={BILLING_LIMITS.agreementNameMax}
              onChange={(e) => setName(e.currentTarget.value)}
              error={problems.name}
            />
            <Select
              label={t('billing.agreements.type')}
              data={AGREEMENT_TYPES.map((v) => ({ value: v, label: t(`billing.agreementTypes.${v}`) }))}
              value={type}
              onChange={(v) => v && setType(v as AgreementType)}
              allowDeselect={false}
              comboboxProps={{ zIndex: 400 }}
            />
            <DecimalInput
              label={t('billing.agreements.hourlyRate')}
              description={t('billing.agreements.hourlyRateHint')}
              decimals={BILLING_LIMITS.moneyPlaces}
              value={hourlyRate}
              onChange={setHourlyRate}
              error={problems.hourlyRate}
            />
            <DateInput label={t('billing.agreements.start')} required value={startDate} onChange={setStartDate} />
            <DateInput label={t('billing.agreements.end')} placeholder={t('billing.agreements.noEnd')} value={endDate} onChange={setEndDate} />
            {type === 'BLOCK_HOURS' && (
              <DecimalInput
                label={t('billing.agreements.blockHours')}
                required
                decimals={BILLING_LIMITS.hoursPlaces}
                value={blockHours}
                onChange={setBlockHours}
                error={problems.blockHours}
              />
            )}
          </SimpleGrid>
          {(problems.startDate || problems.endDate) && (
            <Text c="red" size="sm" role="alert">
              {problems.startDate ?? problems.endDate}
            </Text>
          )}
          <Radio.Group label={t('billing.agreements.mapping')} value={mapping} onChange={(v) => setMapping(v as ProductMappingType)}>
            <Stack gap={4} mt={4}>
              <Radio value="SINGLE_HIT" label={t('billing.agreements.mappingTypes.SINGLE_HIT')} />
              <Radio value="MULTIPLE_HIT" label={t('billing.agreements.mappingTypes.MULTIPLE_HIT')} />
            </Stack>
          </Radio.Group>
          <Text fw={500} size="sm">
            {t('billing.agreements.productLines')}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.statement.product')}</Table.Th>
                <Table.Th w={180}>{t('billing.agreements.quantity')}</Table.Th>
                <Table.Th w={120} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, i) => {
                const product = byId.get(line.productId);
                const productName = product?.name ?? `#${line.productId}`;
                return (
                  <Table.Tr key={line.productId}>
                    <Table.Td>{productName}</Table.Td>
                    <Table.Td>
                      {product && hasFixedQuantity(product.type) ? (
                        <DecimalInput
                          aria-label={`${t('billing.agreements.quantity')}: ${productName}`}
                          placeholder={t('billing.agreements.quantityDefault', { value: product.quantity ?? '' })}
                          decimals={BILLING_LIMITS.quantityPlaces}
                          value={line.quantity}
                          onChange={(v) => setLines(lines.map((l, j) => (j === i ? { ...l, quantity: v } : l)))}
                          error={problems[`products.${i}.quantity`]}
                          size="xs"
                        />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('billing.agreements.dynamic')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('billing.form.moveUp', { name: productName })}
                          disabled={i === 0}
                          onClick={() => setLines(moved(lines, i, i - 1))}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('billing.form.moveDown', { name: productName })}
                          disabled={i === lines.length - 1}
                          onClick={() => setLines(moved(lines, i, i + 1))}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('billing.form.remove', { name: productName })}
                          onClick={() => setLines(lines.filter((_, j) => j !== i))}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      </Group>
                      {problems[`products.${i}.productId`] && (
                        <Text c="red" size="xs">
                          {problems[`products.${i}.productId`]}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Select
            label={t('billing.agreements.addProduct')}
            placeholder={t('billing.agreements.addProduct')}
            searchable
            data={(products.data ?? [])
              .filter((p) => !lines.some((l) => l.productId === p.id))
              .map((p) => ({ value: String(p.id), label: `${p.name} (${t(`billing.types.${p.type}`)})` }))}
            value={null}
            onChange={(v) => v && setLines([...lines, { productId: Number(v), quantity: '' }])}
            comboboxProps={{ zIndex: 400 }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {agreement ? t('billing.form.save') : t('billing.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
