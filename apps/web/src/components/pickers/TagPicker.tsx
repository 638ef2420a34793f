import { validateTagName, type Tag } from '@outpost/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { createTag, fetchTags } from '../../api/pickers.api.ts';
import { RemoteMultiSelect } from './RemoteMultiSelect.tsx';

const keyOf = (tag: Pick<Tag, 'name'>) => tag.name.toLowerCase();

/**
 * Tags of a ticket: chosen from the catalogue (50 a page) or created on the spot. Names are
 * unique without regard to case, so choosing one twice says 'Tag is already selected'.
 */
export function TagPicker({
  value,
  onChange,
  error,
  disabled,
  label,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tags = value.map((name) => ({ id: 0, name }));
  return (
    <RemoteMultiSelect<Tag>
      label={label ?? t('tickets.field.tags')}
      queryKey={['pickers', 'tags']}
      fetchPage={fetchTags}
      getId={keyOf}
      toOption={(tag) => ({ label: tag.name })}
      values={tags}
      onChange={(next) => onChange(next.map((tag) => tag.name))}
      fetchError={t('tickets.tag.fetchError')}
      refuse={(tag, current) => (current.some((c) => keyOf(c) === keyOf(tag)) ? t('tickets.tag.alreadySelected') : null)}
      creatable={{
        label: (text) => (validateTagName(text) === null ? t('tickets.picker.createTag', { name: text.trim() }) : null),
        create: async (text) => {
          const name = text.trim().replace(/\s+/g, ' ');
          if (value.some((v) => v.toLowerCase() === name.toLowerCase())) return { id: 0, name };
          try {
            const tag = await createTag(name);
            await queryClient.invalidateQueries({ queryKey: ['pickers', 'tags'] });
            return tag;
          } catch (e) {
            throw new Error(e instanceof ApiError && e.status !== 500 ? e.message : t('tickets.tag.createError'), { cause: e });
          }
        },
      }}
      error={error}
      disabled={disabled}
    />
  );
}
