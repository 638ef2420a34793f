import type { RuleIssue } from '@outpost/rules';

/**
 * Validation messages by path ('conditions.all.0.value'): the first message for each path, as
 * validateRule answers them or as the server lists them under `fields` of a refused save.
 */
export type IssueMap = ReadonlyMap<string, string>;

export const pathKey = (path: readonly (string | number)[]) => path.join('.');

/** The first message per path of a list of issues. */
export function issueMap(issues: readonly Pick<RuleIssue, 'path' | 'message'>[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const issue of issues) {
    const key = pathKey(issue.path);
    if (!map.has(key)) map.set(key, issue.message);
  }
  return map;
}

/** A server's `fields` (path → messages) as an issue map. */
export function fieldsIssueMap(fields: Readonly<Record<string, readonly string[]>>): Map<string, string> {
  return new Map(Object.entries(fields).flatMap(([key, messages]) => (messages[0] ? [[key, messages[0]] as const] : [])));
}

/** The message at exactly this path. */
export function issueAt(map: IssueMap | undefined, path: readonly (string | number)[]): string | undefined {
  return map?.get(pathKey(path));
}

/**
 * The message for a value and the paths below it (a list item, a time-since part), so one widget
 * shows what validation said about any part of it.
 */
export function issueWithin(map: IssueMap | undefined, path: readonly (string | number)[]): string | undefined {
  if (!map) return undefined;
  const key = pathKey(path);
  const exact = map.get(key);
  if (exact) return exact;
  for (const [k, message] of map) if (k.startsWith(`${key}.`)) return message;
  return undefined;
}

/** True when any message sits at or below one of the prefixes (marks a tab as having errors). */
export function hasIssueUnder(map: IssueMap | undefined, prefixes: readonly string[]): boolean {
  if (!map) return false;
  for (const key of map.keys()) if (prefixes.some((p) => key === p || key.startsWith(`${p}.`))) return true;
  return false;
}
