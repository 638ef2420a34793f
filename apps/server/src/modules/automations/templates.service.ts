import type { z } from 'zod';
import { ticketPatchSchema, type SessionUser } from '@outpost/contracts';
import { escapeHtml } from '@outpost/rules';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { describeChange } from '../tickets/change/change-diff.ts';
import { resolvePatch } from '../tickets/change/change-resolve.ts';
import { cleanHtml } from '../tickets/html-text.ts';
import type { TicketState } from '../tickets/change/ticket-state.ts';
import { loadTicketState } from '../tickets/tickets.queries.ts';
import { ticketNotFound } from '../tickets/tickets.service.ts';
import { enabledResponseTemplate, enabledResponseTemplateOptions } from '../triggers/triggers.queries.ts';
import type { TemplatePreview, templateApplyInputSchema } from '@outpost/contracts';
import { fireRule } from './engine/fire.ts';
import { placeholderTicketOfDraft, placeholderValues } from './engine/placeholder-values.ts';
import { admissiblePatch, patchFromDraft } from './engine/rule-patch.ts';
import { loadRule, type LoadedRule } from './rule-store.ts';
import { factsOf, loadFactNames, loadStatuses, type FactNames, type RuleDraft } from './engine/state-facts.ts';

type ApplyInput = z.output<typeof templateApplyInputSchema>;

/** The product logo as the template placeholder inserts it (the web app serves it). */
const APP_LOGO = '<img src="/logo.svg" alt="Outpost" width="120">';

function changesHtml(changes: { field: string; oldLabel: string | null; newLabel: string | null }[]): string {
  if (changes.length === 0) return '';
  const item = (c: (typeof changes)[number]) => `<li>${escapeHtml(c.field)}: ${escapeHtml(c.oldLabel ?? '—')} → ${escapeHtml(c.newLabel ?? '—')}</li>`;
  return `<ul>${changes.map(item).join('')}</ul>`;
}

/**
 * Response templates applied from the ticket page (spec 002 §1, issue 14 item 6): the template's
 * actions run on the ticket as the technician is editing it, in memory, and the answer is what
 * the editor should show for review: the fields to set, the comment with its placeholders
 * rendered, the time to log. Nothing is saved here; the technician saves the ticket as usual.
 */
export function createTemplatesService(deps: { db: Database; clock: Clock; publicUrl: string }) {
  const { db } = deps;

  async function template(id: number): Promise<LoadedRule> {
    const row = await enabledResponseTemplate(db, id);
    const loaded = row ? loadRule(row) : null;
    if (!loaded || typeof loaded === 'string') throw new AppError('NOT_FOUND', 'Response template not found');
    return loaded;
  }

  /** The editor's unsaved fields applied to the stored ticket (refused as the save would refuse them). */
  async function editing(before: TicketState, input: ApplyInput): Promise<TicketState> {
    if (!input.draft || Object.keys(input.draft).length === 0) return before;
    const parsed = ticketPatchSchema.safeParse(input.draft);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[`draft.${issue.path.join('.')}`] ??= []).push(issue.message);
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
    }
    return resolvePatch(db, before, parsed.data);
  }

  async function apply(rule: LoadedRule, state: TicketState, base: RuleDraft, names: FactNames, user: SessionUser, changes: string) {
    const ticket = await placeholderTicketOfDraft(db, state, base, names, deps.clock.now());
    const placeholders = placeholderValues(ticket, {
      currentUser: { name: user.name, email: user.email },
      publicUrl: deps.publicUrl,
      template: { changes, appLogo: APP_LOGO, userSignature: `<p>-- <br>${escapeHtml(user.name)}</p>` },
    });
    const statusParentOf = (key: string) => {
      const status = names.statusesByKey.get(key);
      return status && !status.system ? status.parentKey : null;
    };
    return fireRule(rule, base, { placeholders, statusParentOf, now: deps.clock.now() });
  }

  return {
    /** Enabled templates by name: the picker hides disabled ones (spec 002 §2.1 tooltip). */
    async options() {
      return enabledResponseTemplateOptions(db);
    },

    async preview(user: SessionUser, ticketId: number, templateId: number, input: ApplyInput): Promise<TemplatePreview> {
      const before = await loadTicketState(db, ticketId);
      if (!before) throw ticketNotFound();
      const rule = await template(templateId);
      const state = await editing(before, input);
      const statuses = await loadStatuses(db);
      const names = await loadFactNames(db, [state], { type: 'USER', userId: user.id, name: user.name }, statuses);
      const base = factsOf(state, names);

      // First without the comment's {{changes}}, to learn what the template changes; then again with them.
      const first = await apply(rule, state, base, names, user, '');
      const { patch, dropped } = await admissiblePatch(db, state, patchFromDraft(base, first.draft, statuses));
      const after = Object.keys(patch).length > 0 ? await resolvePatch(db, state, ticketPatchSchema.parse(patch)) : state;
      const changes = (await describeChange(db, before, after)).changes
        .filter((c) => c.field !== 'description')
        .map((c) => ({ field: c.field, oldLabel: c.oldLabel, newLabel: c.newLabel }));
      const { firing } = await apply(rule, state, base, names, user, changesHtml(changes));

      const comment = firing.comments[0];
      const html = comment ? cleanHtml(comment.htmlBody).html : '';
      const entry = firing.timeEntries[0];
      return {
        template: { id: rule.id, name: rule.name },
        patch,
        changes,
        comment: comment && html !== '' ? { htmlBody: html, isPublic: comment.isPublic } : null,
        timeEntry: entry ? { durationSeconds: entry.durationSeconds, description: entry.description } : null,
        leftOut: dropped,
      };
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
