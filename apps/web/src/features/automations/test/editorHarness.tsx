import { screen, within } from '@testing-library/react';
import type { Trigger } from '@outpost/contracts';
import { vi } from 'vitest';
import { mockApi, renderTickets } from '../../../test/render.tsx';
import { attributes, board, statuses } from '../../../test/boardFixtures.ts';
import { RuleEditorDialog, type RuleEditorMode } from '../editor/RuleEditorDialog.tsx';

export type Responder = Parameters<typeof mockApi>[0][number];

/** A stored event rule (priority High → tag 'vip'). */
export const rule = (overrides: Partial<Trigger> = {}): Trigger =>
  board({
    id: 4,
    type: 'EVENT_BASED',
    name: 'Escalate',
    description: 'High priority',
    enabled: true,
    conditions: { all: [{ id: 'c1', field: 'priority', operator: 'equals', value: 'HIGH' }], any: [] },
    actions: [{ uid: 'a1', field: 'add_tags', value: ['vip'] }],
    columns: undefined,
    sortBy: undefined,
    ...overrides,
  });

/** The server as the editor talks to it; `extra` routes come first. Answers the calls made. */
export function answer(extra: Responder[] = [], stored: Trigger = rule()) {
  return mockApi([
    ...extra,
    [/^GET \/api\/ticketing\/attributes$/, () => attributes],
    [/^GET \/api\/ticketing\/statuses$/, () => statuses],
    [/^GET \/api\/ticketing\/tags$/, () => [{ id: 1, name: 'vip' }]],
    [/^GET \/api\/channel\/list\/brief$/, () => [{ id: 3, name: 'Ops', type: 'SLACK' }]],
    [/^GET \/api\/ticketing\/trigger\/\d+$/, () => stored],
    [/^POST \/api\/ticketing\/trigger\/$/, (_url, body) => ({ ...stored, ...(body as object), id: 9 })],
    [/^PUT \/api\/ticketing\/trigger\/\d+$/, (_url, body) => ({ ...stored, ...(body as object) })],
  ]);
}

/** Opens the editor dialog for a mode. */
export async function open(mode: RuleEditorMode) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await renderTickets(<RuleEditorDialog mode={mode} onClose={onClose} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog');
  return { dialog, onClose, onSaved };
}

export const tab = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('tab', { name });
export const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
