import { TAG_NAME_MAX_LENGTH, tagInputSchema, type Tag } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { useZodForm } from '../../../shared/useZodForm.ts';
import { ConfigDialog, ConfigListPanel, NameField } from '../parts.tsx';
import { useAllTags, useDeleteTag, useSaveTag } from '../serviceDeskAdmin.api.ts';

function TagDialog({ tag, onClose }: { tag?: Tag; onClose: () => void }) {
  const { t } = useTranslation();
  const saveTag = useSaveTag();
  const form = useZodForm(tagInputSchema, { name: tag?.name ?? '' });
  const submit = form.handleSubmit(async (body) => {
    await saveTag.mutateAsync({ id: tag?.id, body });
    onClose();
  });
  return (
    <ConfigDialog kind="tags" isNew={!tag} saving={saveTag.isPending} form={form} onClose={onClose} onSubmit={submit}>
      <NameField form={form} label={t('serviceDesk.name')} maxLength={TAG_NAME_MAX_LENGTH} />
    </ConfigDialog>
  );
}

/** The tag catalogue: every tag (one unpaged fetch), created, renamed and deleted here. */
export function TagsPanel() {
  const { t } = useTranslation();
  const tags = useAllTags();
  const remove = useDeleteTag();
  const columns = useMemo<DataTableColumn<Tag>[]>(() => [{ id: 'name', header: t('serviceDesk.name') }], [t]);
  return (
    <ConfigListPanel<Tag>
      kind="tags"
      tableId="service-desk-tags"
      query={tags}
      columns={columns}
      remove={remove}
      renderDialog={(tag, close) => <TagDialog tag={tag} onClose={close} />}
    />
  );
}
