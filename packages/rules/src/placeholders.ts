import type { RuleKind } from './enums.ts';

/**
 * Placeholders are written `{{group.name}}` (spaces inside the braces allowed:
 * `{{ ticket.summary }}`); the template-only ones have no group: `{{changes}}`, `{{appLogo}}`,
 * `{{userSignature}}`. A `{{…}}` whose key is not in the catalogue is left as typed when
 * rendering (so literal braces survive), but validation reports it.
 */

export const PLACEHOLDER_GROUPS = ['ticket', 'requester', 'assignee', 'organization', 'currentUser', 'comment', 'template'] as const;
export type PlaceholderGroup = (typeof PLACEHOLDER_GROUPS)[number];

/** A text field of an action that accepts placeholders. */
export const PLACEHOLDER_TARGETS = ['email_subject', 'email_body', 'comment_body', 'summary'] as const;
export type PlaceholderTarget = (typeof PLACEHOLDER_TARGETS)[number];

/** One placeholder of the catalogue. `html` values are trusted HTML and are inserted unescaped. */
export interface PlaceholderDefinition {
  key: string;
  group: PlaceholderGroup;
  html: boolean;
}

const person = ['name', 'firstName', 'lastName', 'email', 'phone'];
const define = (group: PlaceholderGroup, names: readonly string[], html = false): PlaceholderDefinition[] =>
  names.map((name) => ({ key: `${group}.${name}`, group, html }));

/** Every placeholder, by group (spec 002 §3.1). */
export const PLACEHOLDERS: readonly PlaceholderDefinition[] = [
  ...define('ticket', [
    'id',
    'summary',
    'description',
    'status',
    'type',
    'source',
    'priority',
    'severity',
    'tags',
    'form',
    'location',
    'createTime',
    'updateTime',
    'link',
  ]),
  ...define('requester', person),
  ...define('assignee', person),
  ...define('organization', ['name']),
  ...define('currentUser', person),
  // Comment threads are rendered by the server as HTML.
  ...define('comment', ['all', 'latest', 'latest10', 'latest20', 'latestPrivate', 'latestPublic'], true),
  // Template-only: the ticket's pending changes, the product logo and the technician's signature.
  ...['changes', 'appLogo', 'userSignature'].map((key): PlaceholderDefinition => ({ key, group: 'template', html: true })),
];

const byKey: ReadonlyMap<string, PlaceholderDefinition> = new Map(PLACEHOLDERS.map((p) => [p.key, p]));

/** The catalogue entry for a key, or undefined for an unknown key. */
export function placeholderDefinition(key: string): PlaceholderDefinition | undefined {
  return byKey.get(key);
}

/** The placeholder text for a key: `{{key}}`. */
export function placeholderToken(key: string): string {
  return `{{${key}}}`;
}

/** True when a placeholder group may appear in a rule of this kind at all. */
export function isGroupAllowedInKind(group: PlaceholderGroup, kind: RuleKind): boolean {
  // Boards have no actions, so no text takes placeholders.
  if (kind === 'BOARD') return false;
  if (group === 'currentUser') return kind !== 'TIME_BASED';
  if (group === 'template') return kind === 'RESPONSE_TEMPLATE';
  return true;
}

/**
 * True when a placeholder group may appear in a text field. Comment threads only go into e-mail
 * bodies (the §8.1 codes are e-mail-action codes); template-only placeholders only into a
 * template's comment body, since a logo or signature makes no sense in a summary.
 */
export function isGroupAllowedInTarget(group: PlaceholderGroup, target: PlaceholderTarget): boolean {
  if (group === 'comment') return target === 'email_body';
  if (group === 'template') return target === 'comment_body';
  return true;
}

/** The placeholders an editor offers for one text field of one rule kind. */
export function placeholdersFor(kind: RuleKind, target: PlaceholderTarget): PlaceholderDefinition[] {
  return PLACEHOLDERS.filter((p) => isGroupAllowedInKind(p.group, kind) && isGroupAllowedInTarget(p.group, target));
}

/** One `{{…}}` found in a text. */
export interface PlaceholderMatch {
  /** The key without braces or spaces, e.g. `ticket.summary`. */
  key: string;
  /** The text as written, e.g. `{{ ticket.summary }}`. */
  raw: string;
  /** Offset of `raw` in the text. */
  index: number;
}

// Keys are identifiers joined by dots; anything else between braces is plain text.
const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\s*\}\}/g;

/** Finds every placeholder-shaped `{{…}}` in a text, known or not, in order. */
export function findPlaceholders(text: string): PlaceholderMatch[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => ({ key: m[1] ?? '', raw: m[0], index: m.index }));
}

/** The group a key claims by its prefix (`comment.latest5` → comment), even when unknown. */
export function placeholderGroupOf(key: string): PlaceholderGroup | undefined {
  const known = byKey.get(key);
  if (known) return known.group;
  const prefix = key.split('.')[0];
  return PLACEHOLDER_GROUPS.find((g) => g === prefix && g !== 'template');
}
