import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { useStatuses } from '../../../api/ticketingConfig.api.ts';
import type { TicketValues } from '../../tickets/index.ts';
import { useApplyTemplate, useTemplateOptions, type TemplatePreview } from '../automations.api.ts';
import { PickSelect } from '../PickSelect.tsx';
import { templateDraftOf, valuesFromTemplate } from './templatePatch.ts';
import '../automations.strings.ts';

/** What the picker needs of the ticket page's draft (useTicketDraft): its values and a way to change them. */
export interface TemplateTarget {
  values: TicketValues;
  change: (patch: Partial<TicketValues>) => void;
}

/**
 * Picks an enabled response template and applies it to the ticket's unsaved state: the fields go
 * into the ticket draft and the comment into the composer; nothing is saved until the technician saves.
 */
export function ResponseTemplatePicker({
  ticketId,
  draft,
  onComment,
}: {
  ticketId: number;
  draft: TemplateTarget;
  onComment: (comment: NonNullable<TemplatePreview['comment']>) => void;
}) {
  const { t } = useTranslation();
  const options = useTemplateOptions();
  const statuses = useStatuses();
  const apply = useApplyTemplate(ticketId);
  const pick = (value: string | null) => {
    if (!value) return;
    apply.mutate(
      { templateId: Number(value), draft: templateDraftOf(draft.values, statuses.data ?? []) },
      {
        onSuccess: (preview) => {
          draft.change(valuesFromTemplate(preview, statuses.data ?? []));
          if (preview.comment) onComment(preview.comment);
          notifications.show({
            color: 'green',
            message:
              preview.leftOut.length > 0
                ? `${t('automations.templates.applied')}. ${t('automations.templates.leftOut', { items: preview.leftOut.join('; ') })}`
                : t('automations.templates.applied'),
          });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  };
  return (
    <PickSelect
      label={t('automations.templates.pick')}
      placeholder={t('automations.templates.placeholder')}
      disabled={apply.isPending || options.isError}
      data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
      onPick={pick}
    />
  );
}
