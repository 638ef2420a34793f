import { Button, Checkbox, Group, Input, Modal, ScrollArea, SegmentedControl, Stack } from '@mantine/core';
import { RULE_LIMITS, emailRecipientKeysFor, validateActions, type Action, type ActionOf, type RuleKind } from '@outpost/rules';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { issueMap, issueWithin, isKnownGone, pathKey, type IssueMap } from '../../rules/index.ts';
import { EmailAttachments } from './EmailAttachments.tsx';
import { PlaceholderBodyInput, PlaceholderTextInput } from './placeholderInputs.tsx';
import { RecipientPicker } from './RecipientPicker.tsx';

/** Above the rule editor (Mantine's modal default, 200) and below its unsaved-changes question (500). */
const FIELD_DIALOG_Z = 300;

/**
 * Tells the rule editor dialog that a field dialog is open above it, so Escape closes only the
 * field dialog: both listen for it on the window, and the editor's listener comes first.
 */
export const FieldDialogOpenContext = createContext<(open: boolean) => void>(() => undefined);

/** Where a dialog's action sits in the rule it validates on its own. */
const AT = ['actions', 0] as const;

interface DialogBodyProps<A extends Action> {
  kind: RuleKind;
  action: A;
  set: (action: A) => void;
  errors: IssueMap;
  /** Holds Apply back while true (a file still uploading would be lost). */
  setBusy: (busy: boolean) => void;
}

/**
 * An edit-field dialog opened from an action (spec 002 §2.1): it edits a copy, Apply checks it
 * with the same rules as the save (§5.1) and hands it back only when it passes, Cancel leaves the
 * action as it was. Messages show from the first Apply on.
 */
function EditFieldDialog<A extends Action>({
  title,
  kind,
  action: initial,
  onApply,
  onClose,
  size,
  children,
}: {
  title: string;
  kind: RuleKind;
  action: A;
  onApply: (action: A) => void;
  onClose: () => void;
  size: string;
  children: (props: DialogBodyProps<A>) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reportOpen = useContext(FieldDialogOpenContext);
  const [action, setAction] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    reportOpen(true);
    return () => reportOpen(false);
  }, [reportOpen]);
  const issues = useMemo(
    () => issueMap(validateActions([action], { kind, references: { isDeletedUser: (id) => isKnownGone(queryClient, 'user', id) } })),
    [action, kind, queryClient],
  );
  const ownIssues = useMemo<IssueMap>(() => new Map([...issues].filter(([key]) => key.startsWith(`${pathKey(AT)}.`))), [issues]);
  const apply = () => {
    setTried(true);
    if (busy || ownIssues.size > 0) return;
    onApply(action);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={title} size={size} zIndex={FIELD_DIALOG_Z}>
      <Stack gap="sm">
        {/* The fields scroll; Cancel and Apply stay in sight in a 900 px-high window (issue 23 item 15). */}
        <ScrollArea.Autosize mah="calc(90dvh - 10rem)" type="auto" offsetScrollbars data-testid="field-dialog-body">
          <Stack gap="sm">{children({ kind, action, set: setAction, errors: tried ? ownIssues : new Map(), setBusy })}</Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={apply} disabled={busy}>
            {t('automations.fieldDialog.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface FieldDialogProps<A extends Action> {
  kind: RuleKind;
  action: A;
  onApply: (action: A) => void;
  onClose: () => void;
}

const within = (errors: IssueMap, ...rest: string[]) => issueWithin(errors, [...AT, 'value', ...rest]);

/** 'Summary': an update-ticket summary with placeholders, required, at most 200 characters. */
export function SummaryDialog(props: FieldDialogProps<ActionOf<'ticket'> & { operator: 'summary' }>) {
  const { t } = useTranslation();
  return (
    <EditFieldDialog title={t('automations.fieldDialog.summary')} size="lg" {...props}>
      {({ kind, action, set, errors }) => (
        <PlaceholderTextInput
          kind={kind}
          target="summary"
          label={t('automations.actions.ticket.summary')}
          value={action.value}
          maxLength={RULE_LIMITS.summaryMax}
          onChange={(value) => set({ ...action, value })}
          error={within(errors)}
        />
      )}
    </EditFieldDialog>
  );
}

/** 'Comment': the body with placeholders and whether the response is public or private. */
export function CommentDialog(props: FieldDialogProps<ActionOf<'ADD_TICKET_COMMENT'>>) {
  const { t } = useTranslation();
  return (
    <EditFieldDialog title={t('automations.fieldDialog.comment')} size="xl" {...props}>
      {({ kind, action, set, errors }) => (
        <>
          <PlaceholderBodyInput
            kind={kind}
            target="comment_body"
            label={t('automations.actions.body')}
            required
            value={action.value.body}
            onChange={(body) => set({ ...action, value: { ...action.value, body } })}
            error={within(errors, 'body')}
          />
          <Input.Wrapper label={t('automations.actions.response')}>
            <SegmentedControl
              aria-label={t('automations.actions.response')}
              w="fit-content"
              value={action.value.public ? 'public' : 'private'}
              onChange={(v) => set({ ...action, value: { ...action.value, public: v === 'public' } })}
              data={[
                { value: 'private', label: t('automations.actions.private') },
                { value: 'public', label: t('automations.actions.public') },
              ]}
            />
          </Input.Wrapper>
        </>
      )}
    </EditFieldDialog>
  );
}

/**
 * 'Email': recipients, subject and body with placeholders, attachments, and 'Allow email response
 * by recipient'. An attached file alone is a body (§5.1), as the shared validation says.
 */
export function EmailDialog(props: FieldDialogProps<ActionOf<'SEND_EMAIL'>>) {
  const { t } = useTranslation();
  return (
    <EditFieldDialog title={t('automations.fieldDialog.email')} size="xl" {...props}>
      {({ kind, action, set, errors, setBusy }) => {
        const value = action.value;
        const patch = (p: Partial<typeof value>) => set({ ...action, value: { ...value, ...p } });
        return (
          <>
            <RecipientPicker
              label={t('automations.actions.recipient')}
              required
              description={t('automations.actions.recipientHint')}
              keys={emailRecipientKeysFor(kind)}
              value={{ emails: value.emails, uids: value.uids, keys: value.keys }}
              onChange={(lists) => patch(lists)}
              error={within(errors, 'recipients') ?? within(errors, 'emails') ?? within(errors, 'uids') ?? within(errors, 'keys')}
            />
            <PlaceholderTextInput
              kind={kind}
              target="email_subject"
              label={t('automations.actions.subject')}
              value={value.subject}
              maxLength={RULE_LIMITS.emailSubjectMax}
              onChange={(subject) => patch({ subject })}
              error={within(errors, 'subject')}
            />
            <PlaceholderBodyInput
              kind={kind}
              target="email_body"
              label={t('automations.actions.body')}
              // Required unless a file is attached (§5.1): the asterisk goes when one is.
              required={value.uploads.length === 0}
              value={value.body}
              onChange={(body) => patch({ body })}
              error={within(errors, 'body')}
            />
            <EmailAttachments uploads={value.uploads} onChange={(uploads) => patch({ uploads })} onBusy={setBusy} />
            <Checkbox
              label={t('automations.actions.allowResponse')}
              checked={value.allowResponse}
              onChange={(e) => patch({ allowResponse: e.currentTarget.checked })}
            />
          </>
        );
      }}
    </EditFieldDialog>
  );
}
