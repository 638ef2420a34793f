import { describe, expect, it } from 'vitest';
import { INITIAL_STACK, isEditorPath, viewStack, type HelpView } from './viewStack.ts';

const kinds = (stack: readonly HelpView[]) => stack.map((v) => v.kind);

describe('help panel view stack', () => {
  it('pushes the article list on search, replaces its query, and pops back to the view before it when cleared', () => {
    let stack = viewStack(INITIAL_STACK, { type: 'search', query: 'restore' });
    expect(stack).toEqual([{ kind: 'default' }, { kind: 'articles', query: 'restore' }]);
    stack = viewStack(stack, { type: 'search', query: 'restore files' });
    expect(stack).toEqual([{ kind: 'default' }, { kind: 'articles', query: 'restore files' }]);
    expect(kinds(viewStack(stack, { type: 'clearSearch' }))).toEqual(['default']);
    expect(kinds(viewStack(stack, { type: 'search', query: '   ' }))).toEqual(['default']);
  });

  it('goes default → article list → submit ticket, and Back pops one level but never the default view', () => {
    let stack = viewStack(INITIAL_STACK, { type: 'search', query: 'x' });
    stack = viewStack(stack, { type: 'push', view: { kind: 'ticket' } });
    expect(kinds(stack)).toEqual(['default', 'articles', 'ticket']);
    stack = viewStack(stack, { type: 'back' });
    expect(kinds(stack)).toEqual(['default', 'articles']);
    stack = viewStack(viewStack(stack, { type: 'back' }), { type: 'back' });
    expect(kinds(stack)).toEqual(['default']);
  });

  it('knows the editor pages that close the panel', () => {
    for (const path of ['/tickets/new', '/tickets/42', '/help/admin/articles/new', '/help/admin/articles/7', '/automations/new'])
      expect(isEditorPath(path), path).toBe(true);
    for (const path of ['/', '/tickets', '/devices/3', '/help', '/help/articles/7-x', '/tickets/boards']) expect(isEditorPath(path), path).toBe(false);
  });
});
