import { $appendNodeToHTML, $withRenderContext, contextValue, RenderContextExport } from '@lexical/html';
import { $getNodeByKey, $getRoot, $isRootNode, type LexicalEditor, type LexicalNode, type NodeKey, type UpdateListenerPayload } from 'lexical';
import { documentToHtml, htmlToDocument, type RichTextDocument } from '@outpost/rich-text/core';
import { $exportRawHtml, canonicalise } from './html-io.ts';

// Elements htmlToDocument reads as exactly one block each, whatever surrounds them: a top-level
// node exported as these canonicalises the same alone as inside the whole document.
const ONE_BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'TABLE', 'HR']);
// Block containers that may unfold into several blocks: still self-contained, parsed alone.
const CONTAINER_TAGS = new Set(['DIV', 'LI']);

type Block = RichTextDocument['children'][number];
interface CachedBlock {
  html: string;
  blocks: Block[];
}
interface RawBlock {
  key: NodeKey;
  html: string;
  /** Blocks it parses to when it holds only one-block elements; null when it must be parsed alone. */
  count: number | null;
}

/** The top-level block holding `key`, or null when the node is gone or is the root. */
function $topLevelKey(key: NodeKey): NodeKey | null {
  let node: LexicalNode | null = $getNodeByKey(key);
  if (!node || $isRootNode(node)) return null;
  for (let parent = node.getParent(); parent && !$isRootNode(parent); parent = node.getParent()) node = parent;
  return node.getParent() ? node.getKey() : null;
}

/** One top-level node's exported HTML, or null when it exports inline content (which merges with neighbours). */
function $rawBlock(editor: LexicalEditor, node: LexicalNode): RawBlock | null {
  const container = document.createElement('div');
  $appendNodeToHTML(editor, node, container);
  let simple = true;
  for (const child of container.childNodes) {
    if (!(child instanceof Element)) return null;
    if (CONTAINER_TAGS.has(child.tagName)) simple = false;
    else if (!ONE_BLOCK_TAGS.has(child.tagName)) return null;
  }
  return { key: node.getKey(), html: container.innerHTML, count: simple ? container.childElementCount : null };
}

const cached = (blocks: Block[]): CachedBlock => ({ html: documentToHtml({ type: 'document', children: blocks }), blocks });

/**
 * Canonicalises the changed blocks: the one-block ones in a single parse (parsing thousands of
 * small strings one by one is twice as slow on a first export), the others one by one.
 */
function canonicaliseBlocks(raw: RawBlock[]): Map<NodeKey, CachedBlock> {
  const result = new Map<NodeKey, CachedBlock>();
  let batch = raw.filter((r) => r.count !== null);
  const parsed = htmlToDocument(batch.map((r) => r.html).join('')).children;
  // Never expected; if the parse did not give one block per element, parse each block alone.
  if (parsed.length !== batch.reduce((n, r) => n + r.count!, 0)) batch = [];
  let at = 0;
  for (const r of batch) {
    result.set(r.key, cached(parsed.slice(at, at + r.count!)));
    at += r.count!;
  }
  for (const r of raw) if (!result.has(r.key)) result.set(r.key, cached(htmlToDocument(r.html).children));
  return result;
}

/**
 * Exports canonical HTML and the document JSON, re-exporting only the top-level blocks that
 * changed since the last export. Exporting and canonicalising a 5,000-paragraph document
 * takes hundreds of milliseconds, and it ran after every pause in typing; one edited
 * paragraph now costs one paragraph. The output is identical to `canonicalise($exportRawHtml())`.
 */
export function createIncrementalExporter(editor: LexicalEditor) {
  let cache = new Map<NodeKey, CachedBlock>();
  const stale = new Set<NodeKey>();
  let resetAll = true;
  /** Blocks exported by the last export (the rest came from the cache); for tests and profiling. */
  const stats = { exportedBlocks: 0 };

  function applyPending() {
    // Commit any queued update first: its listener call may mark more blocks stale.
    editor.read(() => undefined);
    if (resetAll) {
      cache.clear();
      resetAll = false;
    }
    for (const key of stale) cache.delete(key);
    stale.clear();
  }

  /** The top-level keys in order and the raw HTML of up to `limit` uncached blocks; null when one exports inline. */
  function collect(limit: number): { keys: NodeKey[]; changed: RawBlock[]; complete: boolean } | null {
    return editor.read(() =>
      $withRenderContext(
        [contextValue(RenderContextExport, true)],
        editor,
      )(() => {
        const keys: NodeKey[] = [];
        const changed: RawBlock[] = [];
        let complete = true;
        for (const child of $getRoot().getChildren()) {
          keys.push(child.getKey());
          if (cache.has(child.getKey())) continue;
          if (changed.length >= limit) {
            complete = false;
            continue;
          }
          const raw = $rawBlock(editor, child);
          if (!raw) return null;
          changed.push(raw);
        }
        return { keys, changed, complete };
      }),
    );
  }

  return {
    stats,
    /** Records which blocks an update changed; call it from an update listener. Answers true when the cache was dropped. */
    noteUpdate({ dirtyElements, dirtyLeaves, editorState }: Pick<UpdateListenerPayload, 'dirtyElements' | 'dirtyLeaves' | 'editorState'>): boolean {
      // setEditorState (undo, redo, a replaced state) marks only the root: anything may differ.
      if (dirtyLeaves.size === 0 && dirtyElements.size === 1 && dirtyElements.has('root')) {
        resetAll = true;
        return true;
      }
      editorState.read(() => {
        for (const key of [...dirtyElements.keys(), ...dirtyLeaves]) {
          const top = $topLevelKey(key);
          if (top !== null) stale.add(top);
        }
      });
      return false;
    },

    /**
     * Caches up to `limit` blocks not cached yet, without reporting anything: run in idle time
     * after a load so the first export after typing does not have to do the whole document.
     * Answers true when every block is cached.
     */
    warm(limit: number): boolean {
      applyPending();
      const result = collect(limit);
      if (!result) return true; // inline top-level content: exports go the whole-document way
      for (const [key, entry] of canonicaliseBlocks(result.changed)) cache.set(key, entry);
      return result.complete;
    },

    /** Canonical HTML and document of the current content (reads the editor). */
    export(): { html: string; document: RichTextDocument } {
      applyPending();
      const result = collect(Infinity);
      if (!result) {
        // A top-level node that exports inline content merges with its neighbours: export it all.
        cache.clear();
        return canonicalise(editor.read(() => $exportRawHtml(editor)));
      }
      const fresh = canonicaliseBlocks(result.changed);
      stats.exportedBlocks = result.changed.length;
      const next = new Map<NodeKey, CachedBlock>();
      for (const key of result.keys) next.set(key, (fresh.get(key) ?? cache.get(key))!);
      cache = next;
      const entries = [...next.values()];
      return {
        html: entries.map((e) => e.html).join(''),
        document: { type: 'document', children: entries.flatMap((e) => e.blocks) },
      };
    },
  };
}

/**
 * Fills the exporter's cache a slice at a time while the browser is idle, so the first export
 * after a load (or an undo) costs the edited blocks, not the whole document.
 */
export function createIdleWarmer(exporter: Pick<ReturnType<typeof createIncrementalExporter>, 'warm'>) {
  let handle: number | null = null;
  const schedule = (run: (deadline: { timeRemaining(): number }) => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(() => run({ timeRemaining: () => 8 }), 16);
  const cancel = (id: number) => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(id) : window.clearTimeout(id));
  const step = (deadline: { timeRemaining(): number }) => {
    handle = null;
    let done: boolean;
    // Slices of a few dozen blocks take a few milliseconds: typing never waits long for one.
    // At least one slice per call, so a page that is never idle still gets there.
    do done = exporter.warm(40);
    while (!done && deadline.timeRemaining() > 4);
    if (!done) handle = schedule(step);
  };
  return {
    start() {
      if (handle === null) handle = schedule(step);
    },
    stop() {
      if (handle !== null) cancel(handle);
      handle = null;
    },
  };
}
