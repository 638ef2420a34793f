import { Button, Group, Modal, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { PSA_MESSAGES } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleProductDraft } from './productRows.ts';

type Option = { value: string; label: string };
interface Props {
  initial: RoleProductDraft | null;
  roles: Option[];
  groups: Option[];
  products: Option[];
  agreementTypes: Option[];
  /** The editor's check: a message when another row has the same role and groups. */
  duplicate: (draft: RoleProductDraft) => string | null;
  onSave: (draft: RoleProductDraft) => void;
  onClose: () => void;
}

const str = (n: number | undefined) => (n === undefined ? null : String(n));

/**
 * The device-role product mapping dialog (spec 001 §2.4, §5): Product, Agreement Type and Role
 * required, Group(s) with Any / All Groups (All, i.e. AND, by default). A field's error clears
 * when it changes.
 */
export function RoleProductDialog({ initial, roles, groups, products, agreementTypes, duplicate, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [productId, setProductId] = useState<string | null>(str(initial?.productId));
  const [agreementTypeId, setAgreementTypeId] = useState<string | null>(str(initial?.agreementTypeId));
  const [nodeRoleId, setNodeRoleId] = useState<string | null>(str(initial?.nodeRoleId));
  const [groupIds, setGroupIds] = useState<string[]>((initial?.groups ?? []).map(String));
  const [logic, setLogic] = useState<'AND' | 'OR'>(initial?.groupsLogicOperator ?? 'AND');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  function submit() {
    const missing: Record<string, string> = {};
    if (productId === null) missing.productId = PSA_MESSAGES.required;
    if (agreementTypeId === null) missing.agreementTypeId = PSA_MESSAGES.required;
    if (nodeRoleId === null) missing.nodeRoleId = PSA_MESSAGES.required;
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const draft: RoleProductDraft = {
      productId: Number(productId),
      agreementTypeId: Number(agreementTypeId),
      nodeRoleId: Number(nodeRoleId),
      groups: groupIds.map(Number),
      groupsLogicOperator: logic,
    };
    const clash = duplicate(draft);
    if (clash) return setErrors({ nodeRoleId: clash });
    onSave(draft);
  }

  // Above the editor modal: its dropdowns need a higher layer too.
  const layer = { zIndex: 400 };
  return (
    <Modal opened onClose={onClose} zIndex={300} title={initial ? t('psa.products.rowTitleEdit') : t('psa.products.rowTitleAdd')}>
      <Stack>
        <Select
          label={t('psa.products.product')}
          required
          searchable
          data={products}
          value={productId}
          onChange={(v) => {
            setProductId(v);
            clear('productId');
          }}
          error={errors.productId}
          comboboxProps={layer}
        />
        <Select
          label={t('psa.products.agreementType')}
          required
          searchable
          data={agreementTypes}
          value={agreementTypeId}
          onChange={(v) => {
            setAgreementTypeId(v);
            clear('agreementTypeId');
          }}
          error={errors.agreementTypeId}
          comboboxProps={layer}
        />
        <Select
          label={t('psa.products.role')}
          required
          searchable
          data={roles}
          value={nodeRoleId}
          onChange={(v) => {
            setNodeRoleId(v);
            clear('nodeRoleId');
          }}
          error={errors.nodeRoleId}
          comboboxProps={layer}
        />
        <MultiSelect
          label={t('psa.products.groups')}
          searchable
          data={groups}
          value={groupIds}
          onChange={(v) => {
            setGroupIds(v);
            clear('nodeRoleId');
          }}
          comboboxProps={layer}
        />
        <Radio.Group label={t('psa.products.groupsLogic')} value={logic} onChange={(v) => setLogic(v === 'OR' ? 'OR' : 'AND')}>
          <Group mt={4}>
            <Radio value="OR" label={t('psa.products.anyGroups')} />
            <Radio value="AND" label={t('psa.products.allGroups')} />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('psa.companies.cancel')}
          </Button>
          <Button onClick={submit}>{t('psa.companies.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
