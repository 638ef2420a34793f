import {
  ActionIcon,
  Alert,
  Box,
  Group,
  MultiSelect,
  Paper,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  BILLING_FREQUENCIES,
  BILLING_LIMITS,
  LICENSING_TYPES,
  PRODUCT_GROUP_LIST_HEIGHT,
  PRODUCT_TERMS,
  PRODUCT_TYPES,
  ROUNDING_INCREMENTS,
  hasFixedQuantity,
  type Product,
  type ProductTab,
  type ProductType,
} from '@outpost/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { call } from '../../api/typed.ts';
import { DecimalInput, TabbedModal, type TabDefinition } from '../../components/widgets/index.ts';
import { useBillingRoles, useProducts, useSaveProduct } from './billing.api.ts';
import {
  FIELD_TAB,
  emptyProductDraft,
  moved,
  productDraftOf,
  productInputOf,
  productProblems,
  tabsWithProblems,
  type ProductDraft,
  type ProductField,
} from './productDraft.ts';
import './billing.strings.ts';

export interface ProductFormProps {
  opened: boolean;
  /** The product to edit; null to create one. */
  product: Product | null;
  /** The type a new product starts as. */
  initialType?: ProductType;
  /** When given, only these fields can be changed (a PSA owns the others: spec 001 §2.6, §6). */
  enabledFields?: readonly ProductField[];
  /** Tabs not shown. */
  disabledTabs?: readonly ProductTab[];
  onClose: () => void;
  onSaved?: (product: Product) => void;
}

/** One product of a group's list: draggable by its handle, movable by its arrow buttons (keyboard). */
function GroupItem({
  id,
  name,
  index,
  count,
  disabled,
  onMove,
  onRemove,
}: {
  id: number;
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id, disabled });
  return (
    <Paper ref={setNodeRef} withBorder p={6} style={{ transform: CSS.Transform.toString(transform), transition }} role="listitem" aria-label={name}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" aria-label={t('billing.form.dragHandle', { name })} disabled={disabled} {...attributes} {...listeners}>
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="sm" style={{ flex: 1 }} truncate>
          {name}
        </Text>
        <ActionIcon variant="subtle" aria-label={t('billing.form.moveUp', { name })} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t('billing.form.moveDown', { name })}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={t('billing.form.remove', { name })} disabled={disabled} onClick={onRemove}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * The product form (spec 001 §2.6): tabs General, Billing, Advanced and Permissions, with the
 * fields of the chosen variant (standard, with licensing and term, group, managed, labor). The
 * contracts' schema checks it as the server does; a tab with a problem is flagged.
 */
export function ProductForm({ opened, product, initialType, enabledFields, disabledTabs = [], onClose, onSaved }: ProductFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? productDraftOf(product) : emptyProductDraft(initialType)));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveProduct();
  const products = useProducts();
  const roles = useQuery({
    queryKey: ['device-roles'],
    queryFn: ({ signal }) => call('get', '/api/device-roles', { signal }),
    enabled: draft.type === 'MANAGED',
  });
  const groups = useQuery({
    queryKey: ['device-groups'],
    queryFn: ({ signal }) => call('get', '/api/device-groups', { signal }),
    enabled: draft.type === 'MANAGED',
  });
  const technicianRoles = useBillingRoles();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const locked = (field: ProductField) => enabledFields !== undefined && !enabledFields.includes(field);
  const set = <K extends ProductField>(field: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    // A field's message goes once it changes (spec 001 §5).
    setProblems((p) => {
      const { [field]: _, ...rest } = p;
      return rest;
    });
  };
  const err = (field: ProductField) => problems[field];
  const labelOf = (group: 'types' | 'frequencies' | 'licensing' | 'terms', value: string) => t(`billing.${group}.${value}`);
  const roleOptions = (technicianRoles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const productName = new Map((products.data ?? []).map((p) => [p.id, p.name]));

  const submit = async (): Promise<string[]> => {
    setFormError(null);
    const found = productProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return tabsWithProblems(found);
    try {
      const saved = await save.mutateAsync({ id: product?.id ?? null, version: product?.version, body: productInputOf(draft) });
      onSaved?.(saved);
      return [];
    } catch (error) {
      const fields = error instanceof ApiError ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.split('.')[0]!, v[0] ?? ''])) : {};
      setProblems(fields);
      setFormError(errorMessage(error));
      const tabs = tabsWithProblems(fields);
      return tabs.length > 0 ? tabs : ['GENERAL'];
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    set('productIds', moved(draft.productIds, draft.productIds.indexOf(Number(active.id)), draft.productIds.indexOf(Number(over.id))));
  };

  const general = (
    <Stack>
      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      <Select
        label={t('billing.form.type')}
        data={PRODUCT_TYPES.map((v) => ({ value: v, label: labelOf('types', v) }))}
        value={draft.type}
        onChange={(v) => v && set('type', v as ProductType)}
        allowDeselect={false}
        disabled={locked('type')}
        comboboxProps={{ zIndex: 400 }}
      />
      <TextInput
        label={t('billing.form.name')}
        required
        value={draft.name}
        maxLength={BILLING_LIMITS.nameMax}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={err('name')}
        disabled={locked('name')}
      />
      <Textarea
        label={t('billing.form.description')}
        required
        value={draft.description}
        maxLength={BILLING_LIMITS.descriptionMax}
        autosize
        minRows={2}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={err('description')}
        disabled={locked('description')}
      />
      <Switch
        label={t('billing.form.taxable')}
        checked={draft.taxable}
        onChange={(e) => set('taxable', e.currentTarget.checked)}
        disabled={locked('taxable')}
      />
      {draft.type === 'GROUP' && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('billing.form.groupProducts')} <span aria-hidden>*</span>
          </Text>
          <Text size="xs" c="dimmed">
            {t('billing.form.groupHint')}
          </Text>
          <ScrollArea h={PRODUCT_GROUP_LIST_HEIGHT} type="auto" data-testid="group-list">
            {draft.productIds.length === 0 ? (
              <Text size="sm" c="dimmed" p="xs">
                {t('billing.form.groupEmpty')}
              </Text>
            ) : (
              <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
                <SortableContext items={draft.productIds} strategy={verticalListSortingStrategy}>
                  <Stack gap={4} role="list" aria-label={t('billing.form.groupProducts')}>
                    {draft.productIds.map((id, i) => (
                      <GroupItem
                        key={id}
                        id={id}
                        name={productName.get(id) ?? `#${id}`}
                        index={i}
                        count={draft.productIds.length}
                        disabled={locked('productIds')}
                        onMove={(to) => set('productIds', moved(draft.productIds, i, to))}
                        onRemove={() =>
                          set(
                            'productIds',
                            draft.productIds.filter((p) => p !== id),
                          )
                        }
                      />
                    ))}
                  </Stack>
                </SortableContext>
              </DndContext>
            )}
          </ScrollArea>
          <Select
            label={t('billing.form.groupAdd')}
            placeholder={t('billing.form.groupAdd')}
            data={(products.data ?? [])
              .filter((p) => p.type !== 'GROUP' && p.id !== product?.id && !draft.productIds.includes(p.id))
              .map((p) => ({ value: String(p.id), label: p.name }))}
            value={null}
            onChange={(v) => v && set('productIds', [...draft.productIds, Number(v)])}
            searchable
            error={err('productIds')}
            disabled={locked('productIds')}
            comboboxProps={{ zIndex: 400 }}
          />
        </Stack>
      )}
    </Stack>
  );

  const fixed = hasFixedQuantity(draft.type);
  const billing = (
    <Stack>
      <SimpleGrid cols={2}>
        <DecimalInput
          label={t('billing.form.price')}
          required
          allowNegative
          decimals={BILLING_LIMITS.moneyPlaces}
          value={draft.price}
          onChange={(v) => set('price', v)}
          error={err('price')}
          disabled={locked('price')}
        />
        <DecimalInput
          label={t('billing.form.cost')}
          required
          decimals={BILLING_LIMITS.moneyPlaces}
          value={draft.cost}
          onChange={(v) => set('cost', v)}
          error={err('cost')}
          disabled={locked('cost')}
        />
      </SimpleGrid>
      {fixed ? (
        <DecimalInput
          label={t('billing.form.quantity')}
          required
          decimals={BILLING_LIMITS.quantityPlaces}
          value={draft.quantity}
          onChange={(v) => set('quantity', v)}
          error={err('quantity')}
          disabled={locked('quantity')}
        />
      ) : (
        <TextInput
          label={t('billing.form.dynamicQuantityText')}
          description={t(`billing.form.dynamicQuantityHint_${draft.type}`)}
          value={draft.dynamicQuantityText}
          maxLength={BILLING_LIMITS.dynamicQuantityTextMax}
          onChange={(e) => set('dynamicQuantityText', e.currentTarget.value)}
          error={err('dynamicQuantityText')}
          disabled={locked('dynamicQuantityText')}
        />
      )}
      <Select
        label={t('billing.form.billing')}
        data={BILLING_FREQUENCIES.map((v) => ({ value: v, label: labelOf('frequencies', v) }))}
        value={draft.billing}
        onChange={(v) => v && set('billing', v as ProductDraft['billing'])}
        allowDeselect={false}
        disabled={locked('billing')}
        comboboxProps={{ zIndex: 400 }}
      />
      {draft.type === 'LICENSED' && (
        <SimpleGrid cols={2}>
          <Select
            label={t('billing.form.licensingType')}
            required
            data={LICENSING_TYPES.map((v) => ({ value: v, label: labelOf('licensing', v) }))}
            value={draft.licensingType ?? null}
            onChange={(v) => set('licensingType', (v ?? null) as ProductDraft['licensingType'])}
            error={err('licensingType')}
            disabled={locked('licensingType')}
            comboboxProps={{ zIndex: 400 }}
          />
          <Select
            label={t('billing.form.term')}
            required
            data={PRODUCT_TERMS.map((v) => ({ value: v, label: labelOf('terms', v) }))}
            value={draft.term ?? null}
            onChange={(v) => set('term', (v ?? null) as ProductDraft['term'])}
            error={err('term')}
            disabled={locked('term')}
            comboboxProps={{ zIndex: 400 }}
          />
        </SimpleGrid>
      )}
    </Stack>
  );

  const multiplier = (field: 'onSiteMultiplier' | 'remoteMultiplier' | 'normalHoursMultiplier' | 'offHoursMultiplier') => (
    <DecimalInput
      label={t(`billing.form.${field}`)}
      required
      decimals={BILLING_LIMITS.multiplierPlaces}
      value={draft[field]}
      onChange={(v) => set(field, v)}
      error={err(field)}
      disabled={locked(field)}
    />
  );
  let advanced: ReactNode = <Text c="dimmed">{t('billing.form.nothingHere')}</Text>;
  if (draft.type === 'MANAGED') {
    advanced = (
      <Stack>
        <Radio.Group label={t('billing.form.role')} value={draft.anyRole ? 'any' : 'specific'} onChange={(v) => set('anyRole', v === 'any')}>
          <Group mt={4}>
            <Radio value="any" label={t('billing.form.anyRole')} disabled={locked('anyRole')} />
            <Radio value="specific" label={t('billing.form.specificRole')} disabled={locked('anyRole')} />
          </Group>
        </Radio.Group>
        {!draft.anyRole && (
          <Select
            label={t('billing.form.roleSelect')}
            required
            data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={draft.nodeRoleId === null ? null : String(draft.nodeRoleId)}
            onChange={(v) => set('nodeRoleId', v === null ? null : Number(v))}
            error={err('nodeRoleId')}
            searchable
            disabled={locked('nodeRoleId')}
            comboboxProps={{ zIndex: 400 }}
          />
        )}
        <MultiSelect
          label={t('billing.form.groups')}
          data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          value={draft.groupIds.map(String)}
          onChange={(v) => set('groupIds', v.map(Number))}
          searchable
          disabled={locked('groupIds')}
          comboboxProps={{ zIndex: 400 }}
        />
        <Radio.Group label={t('billing.form.groupsLogic')} value={draft.allGroups ? 'all' : 'any'} onChange={(v) => set('allGroups', v === 'all')}>
          <Group mt={4}>
            <Radio value="all" label={t('billing.form.allGroups')} disabled={locked('allGroups')} />
            <Radio value="any" label={t('billing.form.anyGroups')} disabled={locked('allGroups')} />
          </Group>
        </Radio.Group>
      </Stack>
    );
  } else if (draft.type === 'LABOR') {
    advanced = (
      <Stack>
        <SimpleGrid cols={2}>
          {multiplier('onSiteMultiplier')}
          {multiplier('remoteMultiplier')}
          {multiplier('normalHoursMultiplier')}
          {multiplier('offHoursMultiplier')}
        </SimpleGrid>
        <Group align="flex-end">
          <Switch
            label={t('billing.form.autoRound')}
            checked={draft.autoRoundTimeEntries}
            onChange={(e) => set('autoRoundTimeEntries', e.currentTarget.checked)}
            disabled={locked('autoRoundTimeEntries')}
          />
          <Select
            label={t('billing.form.roundingMinutes')}
            w={140}
            data={ROUNDING_INCREMENTS.map((n) => ({ value: String(n), label: t('billing.form.minutes', { count: n }) }))}
            value={String(draft.roundingMinutes)}
            onChange={(v) => v && set('roundingMinutes', Number(v))}
            allowDeselect={false}
            disabled={!draft.autoRoundTimeEntries || locked('roundingMinutes')}
            comboboxProps={{ zIndex: 400 }}
          />
        </Group>
        <MultiSelect
          label={t('billing.form.userRoles')}
          description={t('billing.form.userRolesHint')}
          data={roleOptions}
          value={draft.userRoles.map(String)}
          onChange={(v) => set('userRoles', v.map(Number))}
          searchable
          disabled={locked('userRoles')}
          comboboxProps={{ zIndex: 400 }}
        />
      </Stack>
    );
  }

  const permissions = (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('billing.form.permissionsHint')}
      </Text>
      <Radio.Group
        value={draft.allowAllTechnicians ? 'all' : 'specific'}
        onChange={(v) => set('allowAllTechnicians', v === 'all')}
        aria-label={t('billing.form.tabs.PERMISSIONS')}
      >
        <Stack gap="xs">
          <Radio value="all" label={t('billing.form.allowAll')} disabled={locked('allowAllTechnicians')} />
          <Radio value="specific" label={t('billing.form.specificRoles')} disabled={locked('allowAllTechnicians')} />
        </Stack>
      </Radio.Group>
      {!draft.allowAllTechnicians && (
        <MultiSelect
          label={t('billing.form.permissionRoles')}
          required
          data={roleOptions}
          value={draft.permissionUserRoles.map(String)}
          onChange={(v) => set('permissionUserRoles', v.map(Number))}
          error={err('permissionUserRoles')}
          searchable
          disabled={locked('permissionUserRoles')}
          comboboxProps={{ zIndex: 400 }}
        />
      )}
    </Stack>
  );

  const bodies: Record<ProductTab, ReactNode> = { GENERAL: general, BILLING: billing, ADVANCED: advanced, PERMISSIONS: permissions };
  const tabs: TabDefinition[] = (['GENERAL', 'BILLING', 'ADVANCED', 'PERMISSIONS'] as const)
    .filter((id) => !disabledTabs.includes(id))
    .map((id) => ({
      id,
      label: t(`billing.form.tabs.${id}`),
      hasError: Object.keys(problems).some((f) => FIELD_TAB[f as ProductField] === id),
      renderer: () => <Box mih={300}>{bodies[id]}</Box>,
    }));

  return (
    <TabbedModal
      opened={opened}
      onClose={onClose}
      title={product ? t('billing.form.editTitle') : t('billing.form.newTitle')}
      tabs={tabs}
      primaryLabel={product ? t('billing.form.save') : t('billing.form.create')}
      onSubmit={submit}
    />
  );
}
