import { TextInput } from '@mantine/core';
import { TAG_NAME_MAX_LENGTH, tagInputSchema, type Tag } from '@outpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { useZodForm } from '../../../shared/useZodForm.ts';
import { ConfigListPanel, EditDialog } from '../parts.tsx';
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
    <EditDialog
      title={tag ? t('serviceDesk.tags.editTitle') : t('serviceDesk.tags.addTitle')}
      isNew={!tag}
      saving={saveTag.isPending}
      formError={form.formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label={t('serviceDesk.name')}
        required
        data-autofocus
        maxLength={TAG_NAME_MAX_LENGTH}
        value={form.values.name}
        onChange={(e) => form.setField('name', e.currentTarget.value)}
        error={form.errors.name}
      />
    </EditDialog>
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
      help={t('serviceDesk.tags.help')}
      tableId="service-desk-tags"
      query={tags}
      columns={columns}
      addLabel={t('serviceDesk.tags.add')}
      emptyMessage={t('serviceDesk.tags.empty')}
      errorMessage={t('serviceDesk.tags.fetchError')}
      deleteTitle={(tag) => t('serviceDesk.tags.deleteTitle', { name: tag.name })}
      deleteConfirm={t('serviceDesk.tags.deleteConfirm')}
      remove={remove}
      renderDialog={(tag, close) => <TagDialog tag={tag} onClose={close} />}
    />
  );
}
