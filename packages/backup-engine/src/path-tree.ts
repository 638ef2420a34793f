/** Path containment in snapshot paths (always `/`-separated; a root such as `/` or `C:/` ends with one). */

/** True when `path` is one of `roots` or lies below one of them. */
export function isUnderAny(path: string, roots: readonly string[]): boolean {
  return roots.some((root) => path === root || path.startsWith(root.endsWith('/') ? root : `${root}/`));
}
