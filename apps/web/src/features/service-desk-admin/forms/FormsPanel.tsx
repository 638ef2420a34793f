import { Input, Select, Stack, Switch, Text } from '@mantine/core';
import { ticketFormInputSchema, type TicketAttribute, type TicketForm } from '@outpost/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { useZodForm } from '../../../shared/useZodForm.ts';
import { useAttributes } from '../../../api/ticketingConfig.api.ts';
import { ConfigDialog, ConfigListPanel, DescriptionField, NameField, withInactive } from '../parts.tsx';
import { useAllForms, useDeleteForm, useSaveForm } from '../serviceDeskAdmin.api.ts';
import { SortableAttributeList, type FormAttributeItem } from './SortableAttributeList.tsx';

/** The form's own attributes, named from the attribute list where it has them (it is newer). */
function initialItems(form: TicketForm | undefined, attributes: TicketAttribute[]): FormAttributeItem[] {
  const byId = new Map(attributes.map((a) => [a.id, a]));
  return (form?.attributes ?? []).map((a) => {
    const current = byId.get(a.attributeId);
    return {
      attributeId: a.attributeId,
      required: a.required,
      name: current?.name ?? a.name,
      attributeType: current?.attributeType ?? a.attributeType,
      active: current?.active ?? a.active,
    };
  });
}

function FormDialog({ form: existing, attributes, onClose }: { form?: TicketForm; attributes: TicketAttribute[]; onClose: () => void }) {
  const { t } = useTranslation();
  const saveForm = useSaveForm();
  const [items, setItems] = useState(() => initialItems(existing, attributes));
  // The picker only adds: it holds no value, and its search text goes once an attribute is added.
  const [search, setSearch] = useState('');
  const toInput = (list: FormAttributeItem[]) => list.map(({ attributeId, required }) => ({ attributeId, required }));
  const form = useZodForm(ticketFormInputSchema, {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    active: existing?.active ?? true,
    attributes: toInput(items),
  });
  const onForm = new Set(items.map((i) => i.attributeId));
  const addable = attributes.filter((a) => !onForm.has(a.id));
  const changeItems = (next: FormAttributeItem[]) => {
    setItems(next);
    form.setField('attributes', toInput(next));
  };
  const submit = form.handleSubmit(async (body) => {
    await saveForm.mutateAsync({ id: existing?.id, body });
    onClose();
  });
  return (
    <ConfigDialog kind="forms" isNew={!existing} saving={saveForm.isPending} form={form} onClose={onClose} onSubmit={(event) => void submit(event)} size="lg">
      <NameField form={form} label={t('serviceDesk.name')} maxLength={50} />
      <DescriptionField form={form} label={t('serviceDesk.description')} maxLength={250} autosize minRows={2} />
      <Switch
        label={t('serviceDesk.active')}
        description={t('serviceDesk.forms.activeHelp')}
        checked={form.values.active ?? true}
        onChange={(e) => form.setField('active', e.currentTarget.checked)}
      />
      <Input.Wrapper label={t('serviceDesk.forms.attributes')} description={t('serviceDesk.forms.orderHelp')} error={form.errors.attributes}>
        <Stack gap="xs" mt="xs">
          <Select
            label={t('serviceDesk.forms.pickAttribute')}
            placeholder={addable.length === 0 ? t('serviceDesk.forms.noneLeft') : undefined}
            disabled={addable.length === 0}
            searchable
            data={addable.map((a) => ({ value: String(a.id), label: withInactive(t, a.name, a.active) }))}
            value={null}
            searchValue={search}
            onSearchChange={setSearch}
            onChange={(value) => {
              setSearch('');
              const attribute = addable.find((a) => String(a.id) === value);
              if (attribute)
                changeItems([
                  ...items,
                  { attributeId: attribute.id, required: false, name: attribute.name, attributeType: attribute.attributeType, active: attribute.active },
                ]);
            }}
          />
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('serviceDesk.forms.noAttributes')}
            </Text>
          ) : (
            <SortableAttributeList items={items} onChange={changeItems} />
          )}
        </Stack>
      </Input.Wrapper>
    </ConfigDialog>
  );
}

/** Ticket forms: name, active, and the ordered attributes each shows. */
export function FormsPanel() {
  const { t } = useTranslation();
  const forms = useAllForms();
  const attributes = useAttributes();
  const remove = useDeleteForm();
  const columns = useMemo<DataTableColumn<TicketForm>[]>(
    () => [
      { id: 'name', header: t('serviceDesk.name'), accessor: (f) => withInactive(t, f.name, f.active), sortValue: (f) => f.name.toLowerCase() },
      {
        id: 'attributes',
        header: t('serviceDesk.forms.attributes'),
        accessor: (f) => f.attributes.map((a) => withInactive(t, a.name, a.active)).join(', '),
        disableSortBy: true,
      },
      { id: 'description', header: t('serviceDesk.description') },
    ],
    [t],
  );
  return (
    <ConfigListPanel<TicketForm>
      kind="forms"
      tableId="service-desk-forms"
      query={forms}
      columns={columns}
      remove={remove}
      renderDialog={(form, close) => <FormDialog form={form} attributes={attributes.data ?? []} onClose={close} />}
    />
  );
}
