/** One line of a diff: kept, added (only in the newer text) or removed (only in the older). */
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string; oldNumber: number | null; newNumber: number | null };

/**
 * A line diff of two texts (longest common subsequence), for versions of a script and for a run's
 * output against the previous run's. Texts beyond `maxLines` lines are compared on their start only,
 * so a huge output cannot freeze the page.
 */
export function lineDiff(before: string, after: string, maxLines = 2000): DiffLine[] {
  const a = before === '' ? [] : before.split('\n').slice(0, maxLines);
  const b = after === '' ? [] : after.split('\n').slice(0, maxLines);
  // Common head and tail first: most edits touch a few lines.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  for (let k = 0; k < start; k++) out.push({ kind: 'same', text: a[k]!, oldNumber: k + 1, newNumber: k + 1 });
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && midA[i] === midB[j]) {
      out.push({ kind: 'same', text: midA[i]!, oldNumber: start + i + 1, newNumber: start + j + 1 });
      i++;
      j++;
    } else if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      // Removed before added, as diffs read.
      out.push({ kind: 'removed', text: midA[i]!, oldNumber: start + i + 1, newNumber: null });
      i++;
    } else {
      out.push({ kind: 'added', text: midB[j]!, oldNumber: null, newNumber: start + j + 1 });
      j++;
    }
  }
  for (let k = 0; k < a.length - endA; k++) out.push({ kind: 'same', text: a[endA + k]!, oldNumber: endA + k + 1, newNumber: endB + k + 1 });
  return out;
}
