/** The help panel's views (spec 000 §2, §4): default resources, an article list, the ticket form. */
export type HelpView = { kind: 'default' } | { kind: 'articles'; query: string } | { kind: 'ticket' };

export type ViewAction = { type: 'push'; view: HelpView } | { type: 'back' } | { type: 'search'; query: string } | { type: 'clearSearch' };

export const INITIAL_STACK: readonly HelpView[] = [{ kind: 'default' }];

/**
 * The view stack: Back pops one level (never the default view); a search shows the article list
 * (replacing the query when it is already shown); clearing the search returns to the view
 * before the list. Closing the panel starts again from INITIAL_STACK.
 */
export function viewStack(stack: readonly HelpView[], action: ViewAction): readonly HelpView[] {
  const top = stack[stack.length - 1]!;
  switch (action.type) {
    case 'push':
      return [...stack, action.view];
    case 'back':
      return stack.length > 1 ? stack.slice(0, -1) : stack;
    case 'search': {
      const query = action.query.trim();
      if (query === '') return viewStack(stack, { type: 'clearSearch' });
      if (top.kind === 'articles') return top.query === query ? stack : [...stack.slice(0, -1), { kind: 'articles', query }];
      return [...stack, { kind: 'articles', query }];
    }
    case 'clearSearch':
      return top.kind === 'articles' ? stack.slice(0, -1) : stack;
  }
}

/**
 * Editor pages (spec 000 §4: opening one closes the panel): a record being written or changed,
 * which takes the whole screen. Paths, not route ids, so links from anywhere are caught.
 */
const EDITOR_PATHS = [/^\/tickets\/(new|\d+)\/?$/, /^\/help\/admin\/articles\/(new|\d+)\/?$/, /\/(new|edit)\/?$/];
export const isEditorPath = (pathname: string): boolean => EDITOR_PATHS.some((pattern) => pattern.test(pathname));
