const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The top-level fields of `draft` that differ from the values it was edited from. */
export function editedKeys<T extends object>(base: T, draft: T): (keyof T)[] {
  return (Object.keys(draft) as (keyof T)[]).filter((key) => !same(base[key], draft[key]));
}

/**
 * Re-applies unsaved edits onto fresher values: a field the user changed keeps their edit, every
 * other field takes the newer value. Used after a save was refused for its outdated version, so
 * what someone else saved meanwhile stays unless the user edited that same field.
 */
export function rebaseEdits<T extends object>(oldBase: T, draft: T, newBase: T): T {
  const next = { ...newBase };
  for (const key of editedKeys(oldBase, draft)) next[key] = draft[key];
  return next;
}
