import { ActionIcon, Alert, Anchor, Button, Checkbox, Group, MultiSelect, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  HELP_ATTACHMENT_MAX_BYTES,
  HELP_EXTENSIONS_TEXT,
  HELP_MAX_ATTACHMENTS,
  HELP_MESSAGES,
  HELP_TICKET_BODY_MAX_LENGTH,
  HELP_TICKET_CATEGORIES,
  HELP_TICKET_PRIORITIES,
  HELP_TICKET_SUBJECT_MAX_LENGTH,
  callbackOffered,
  type HelpAttachment,
  type HelpContext,
  type HelpTicketCategory,
  type HelpTicketPriority,
  type HelpUpload,
} from '@outpost/contracts';
import { IconEye, IconPaperclip } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { FileCard, PhoneInput, formatFileSize } from '../../../components/widgets/index.ts';
import { deleteHelpUpload, fetchSignedUrl, submitHelpTicket, uploadHelpFile, useArticleSearch, useCcCandidates } from '../help.api.ts';
import { ArticleHitItem, useOpenArticle } from './ArticleHitItem.tsx';
import { AttachmentPreviewDialog } from '../../../components/attachments/AttachmentPreviewDialog.tsx';
import { ACCEPT, EMPTY_DRAFT, draftErrors, screenFiles, ticketBody, wantsRelated, type TicketDraft } from './ticketDraft.ts';

/** The related-article lookup waits this long after the subject stops changing. */
const RELATED_DEBOUNCE_MS = 600;

interface Attached {
  key: string;
  file: File;
  status: 'PROCESSING' | 'SUCCESS' | 'FAILURE';
  upload?: HelpUpload;
}

/** Fields of the form; a server refusal naming another field means the desk refused the ticket. */
const FORM_FIELDS = new Set([
  'ticketSubject',
  'ticketBody',
  'ticketPriority',
  'ticketCategory',
  'ticketPhoneNumber',
  'ticketCallback',
  'ticketCc',
  'imageTokens',
]);

function RelatedArticles({ subject, locale }: { subject: string; locale: string }) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(subject, RELATED_DEBOUNCE_MS);
  const related = useArticleSearch(wantsRelated(debounced) ? debounced : '', locale, 3);
  const open = useOpenArticle();
  if (!related.data || related.data.results.length === 0) return null;
  return (
    <Stack gap={2} component="section" aria-label={t('help.ticket.related')}>
      <Text size="xs" fw={600}>
        {t('help.ticket.related')}
      </Text>
      {related.data.results.map((hit) => (
        <ArticleHitItem key={hit.id} hit={hit} onOpen={open} />
      ))}
    </Stack>
  );
}

/**
 * "Submit Help ticket" (spec 000 §3, §5, §8): the form checks what it can before sending, uploads
 * each attachment at once for its token, is locked while sending, and on a failed send removes
 * the uploads (attachment cleanup) and says so; 'Ticket sent' closes the panel.
 */
export function SubmitTicketView({ context, onSent }: { context: HelpContext; onSent: () => void }) {
  const { t } = useTranslation();
  const { federal } = context;
  const [draft, setDraft] = useState<TicketDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attached, setAttached] = useState<Attached[]>([]);
  const [fileMessages, setFileMessages] = useState<string[]>([]);
  const [failure, setFailure] = useState<{ message: string; notRegistered: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const [preview, setPreview] = useState<HelpAttachment | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef(0);
  const cc = useCcCandidates('');
  const ccOptions = useMemo(() => (cc.data ?? []).map((c) => ({ value: c.email, label: `${c.name} (${c.email})` })), [cc.data]);

  const set = <K extends keyof TicketDraft>(key: K, value: TicketDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field = {
      subject: 'ticketSubject',
      body: 'ticketBody',
      priority: 'ticketPriority',
      category: 'ticketCategory',
      phone: 'ticketPhoneNumber',
      country: 'ticketPhoneNumber',
      callback: 'ticketPhoneNumber',
      cc: 'ticketCc',
    }[key];
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const errorText = (field: string) => {
    const error = errors[field];
    if (!error) return undefined;
    if (error === 'tooLong') return t('help.ticket.tooLong', { max: field === 'ticketBody' ? HELP_TICKET_BODY_MAX_LENGTH : HELP_TICKET_SUBJECT_MAX_LENGTH });
    return ['required', 'invalidPhone', 'phoneForCallback'].includes(error) ? t(`help.ticket.${error}`) : error;
  };

  const attach = (chosen: File[]) => {
    const { accepted, messages } = screenFiles(
      chosen,
      attached.map((a) => a.file.name),
    );
    setFileMessages(messages);
    const added = accepted.map((file): Attached => ({ key: `f${keys.current++}`, file, status: 'PROCESSING' }));
    setAttached((list) => [...list, ...added]);
    for (const item of added) {
      uploadHelpFile(item.file).then(
        (upload) => setAttached((list) => list.map((a) => (a.key === item.key ? { ...a, status: 'SUCCESS', upload } : a))),
        (error: unknown) => {
          setAttached((list) => list.map((a) => (a.key === item.key ? { ...a, status: 'FAILURE' } : a)));
          setFileMessages((m) => [...m, `${item.file.name}: ${errorMessage(error)}`]);
        },
      );
    }
  };
  const remove = (item: Attached) => {
    setAttached((list) => list.filter((a) => a.key !== item.key));
    if (item.upload) void deleteHelpUpload(item.upload.token).catch(() => undefined);
  };
  const previewOf = (item: Attached): HelpAttachment => ({
    id: item.upload?.token ?? item.key,
    resourceId: item.upload?.token ?? item.key,
    uploadStatus: item.status,
    metadata: { name: item.file.name, contentType: item.upload?.contentType ?? item.file.type, size: item.file.size },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = draftErrors(draft, federal);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const uploads = attached.filter((a) => a.status === 'SUCCESS' && a.upload).map((a) => a.upload!);
    setSending(true);
    try {
      await submitHelpTicket(
        ticketBody(
          draft,
          federal,
          uploads.map((u) => u.token),
        ),
      );
      notifications.show({ color: 'green', message: t('help.ticket.sent') });
      onSent();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.keys(error.fields) : [];
      if (fields.length > 0 && fields.every((f) => FORM_FIELDS.has(f))) {
        setErrors(Object.fromEntries(Object.entries((error as ApiError).fields).map(([k, v]) => [k, v[0] ?? ''])));
        // The desk may say more than the fields (Zendesk's other validation errors): show it too.
        if (errorMessage(error).startsWith(HELP_MESSAGES.ticketRefused)) setFailure({ message: errorMessage(error), notRegistered: false });
      } else if (error instanceof ApiError && error.resultCode === 'RATE_LIMITED') {
        // A busy desk: the ticket and its files stay, to send again when it says (issue 30).
        setFailure({ message: errorMessage(error), notRegistered: false });
      } else {
        // The desk did not take the ticket: its uploads are removed (spec 000 §8), here and on the server.
        await Promise.all(uploads.map((u) => deleteHelpUpload(u.token).catch(() => undefined)));
        setAttached([]);
        const notRegistered = error instanceof ApiError && error.resultCode === 'HELP_NOT_REGISTERED';
        setFailure({ message: notRegistered ? t('help.ticket.notRegistered') : `${t('help.ticket.failed')} ${errorMessage(error)}`, notRegistered });
      }
    } finally {
      setSending(false);
    }
  };

  const showCallback = callbackOffered(draft.category, federal);
  const uploading = attached.some((a) => a.status === 'PROCESSING');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('help.ticket.title')}>
      <fieldset disabled={sending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <TextInput
            label={t('help.ticket.subject')}
            required
            value={draft.subject}
            maxLength={HELP_TICKET_SUBJECT_MAX_LENGTH}
            onChange={(e) => set('subject', e.currentTarget.value)}
            error={errorText('ticketSubject')}
          />
          {context.articlesEnabled && <RelatedArticles subject={draft.subject} locale={context.locale} />}
          <Textarea
            label={t('help.ticket.body')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={HELP_TICKET_BODY_MAX_LENGTH}
            value={draft.body}
            onChange={(e) => set('body', e.currentTarget.value)}
            error={errorText('ticketBody')}
            description={t('help.ticket.bodyCount', { count: draft.body.length, max: HELP_TICKET_BODY_MAX_LENGTH })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Select
            label={t('help.ticket.priority')}
            required
            data={HELP_TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`help.ticket.priorities.${p}`) }))}
            value={draft.priority}
            onChange={(v) => set('priority', v as HelpTicketPriority | null)}
            error={errorText('ticketPriority')}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={t('help.ticket.category')}
            required={!federal}
            searchable
            clearable={federal}
            placeholder={t('help.ticket.categoryPlaceholder')}
            data={HELP_TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`help.ticket.categories.${c}`) }))}
            value={draft.category}
            onChange={(v) => {
              set('category', v as HelpTicketCategory | null);
              if (!callbackOffered(v as HelpTicketCategory | null, federal)) set('callback', false);
            }}
            error={errorText('ticketCategory')}
            comboboxProps={{ withinPortal: false }}
          />
          <div>
            <PhoneInput
              label={t('help.ticket.phone')}
              value={draft.phone}
              country={draft.country}
              onCountryChange={(c) => set('country', c)}
              onChange={(v) => set('phone', v)}
              disabled={sending}
            />
            {errors.ticketPhoneNumber && (
              <Text size="xs" c="red" role="alert" mt={4}>
                {errorText('ticketPhoneNumber')}
              </Text>
            )}
          </div>
          {showCallback && <Checkbox label={t('help.ticket.callback')} checked={draft.callback} onChange={(e) => set('callback', e.currentTarget.checked)} />}
          <MultiSelect
            label={t('help.ticket.cc')}
            placeholder={draft.cc.length === 0 ? t('help.ticket.ccPlaceholder') : undefined}
            searchable
            data={ccOptions}
            value={draft.cc}
            onChange={(v) => set('cc', v)}
            error={errorText('ticketCc')}
            comboboxProps={{ withinPortal: false }}
          />
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {t('help.ticket.attachments')}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPaperclip size={14} />}
                onClick={() => input.current?.click()}
                disabled={attached.length >= HELP_MAX_ATTACHMENTS}
              >
                {t('help.ticket.attach')}
              </Button>
            </Group>
            <input
              ref={input}
              type="file"
              multiple
              accept={ACCEPT}
              hidden
              data-testid="help-attachment-input"
              onChange={(e) => {
                attach(Array.from(e.currentTarget.files ?? []));
                e.currentTarget.value = '';
              }}
            />
            <Text size="xs" c="dimmed">
              {t('help.ticket.attachHint', { extensions: HELP_EXTENSIONS_TEXT, max: HELP_MAX_ATTACHMENTS, size: formatFileSize(HELP_ATTACHMENT_MAX_BYTES) })}
            </Text>
            {fileMessages.length > 0 && (
              <Alert color="red" role="alert" p="xs">
                {fileMessages.map((m) => (
                  <Text key={m} size="xs">
                    {m}
                  </Text>
                ))}
              </Alert>
            )}
            {attached.map((item) => (
              <Group key={item.key} gap={4} wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <FileCard
                    name={item.file.name}
                    type={item.upload?.contentType ?? item.file.type}
                    size={item.file.size}
                    variant={item.status === 'SUCCESS' ? 'normal' : item.status === 'PROCESSING' ? 'PROCESSING' : 'ERROR'}
                    onRemove={() => remove(item)}
                  />
                </div>
                <ActionIcon variant="subtle" aria-label={t('help.ticket.preview', { name: item.file.name })} onClick={() => setPreview(previewOf(item))}>
                  <IconEye size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          {failure && (
            <Alert color={failure.notRegistered ? 'yellow' : 'red'} role="alert">
              <Text size="sm">{failure.message}</Text>
              {failure.notRegistered && (
                <Anchor href={context.helpCentreUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('help.ticket.register')}
                </Anchor>
              )}
            </Alert>
          )}
          <Button type="submit" loading={sending} disabled={uploading}>
            {t('help.ticket.send')}
          </Button>
        </Stack>
      </fieldset>
      <AttachmentPreviewDialog attachment={preview} resolveUrl={fetchSignedUrl} onClose={() => setPreview(null)} />
    </form>
  );
}
