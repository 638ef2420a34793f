import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * What one GraphQL request may ask for (issue 22, finding 6: 330 aliases of `ticketAttributes`
 * in one query made the server read the attribute list 330 times). The spec's only query,
 * GetAttributeList, has no alias, is four levels deep and costs 18.
 */
export const GRAPHQL_LIMITS = {
  /** Fields asked for under another name: one screen asks for the same list at most a few times. */
  maxAliases: 10,
  /** Deepest selection: the schema itself is four levels deep. */
  maxDepth: 8,
  /** Total cost: each field 1, each fragment spread 1, each top-level field (a database read) 10. */
  maxCost: 200,
} as const;

/** A top-level field is a resolver that reads the database; a nested one reads an object in memory. */
const ROOT_FIELD_COST = 10;

class LimitExceeded extends Error {}

/**
 * The reason a parsed query asks for too much, in words, or null when it is within the limits.
 * Every operation of the document is counted (only one runs, but any may be chosen), fragments
 * where they are spread (a fragment spread twice costs twice). The walk stops at the first limit
 * passed, so a hostile document (fragments spreading fragments, exponentially) costs little to measure.
 */
export function queryCostProblem(document: DocumentNode, limits: typeof GRAPHQL_LIMITS = GRAPHQL_LIMITS): string | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let aliases = 0;
  let cost = 0;
  const charge = (amount: number) => {
    cost += amount;
    if (cost > limits.maxCost)
      throw new LimitExceeded(
        `The query costs more than ${limits.maxCost}: each field counts 1 and each top-level field ${ROOT_FIELD_COST}. Ask for fewer fields.`,
      );
  };
  /** `spreading`: the fragments being expanded on this path; a cycle is left to GraphQL's validation to refuse. */
  const walk = (selections: SelectionSetNode, depth: number, spreading: ReadonlySet<string>) => {
    if (depth > limits.maxDepth) throw new LimitExceeded(`The query is nested more than ${limits.maxDepth} levels deep.`);
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) {
          aliases += 1;
          if (aliases > limits.maxAliases) throw new LimitExceeded(`The query uses more than ${limits.maxAliases} aliases. Ask for each field once.`);
        }
        charge(depth === 1 ? ROOT_FIELD_COST : 1);
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        charge(1);
        if (fragment && !spreading.has(name)) walk(fragment.selectionSet, depth, new Set([...spreading, name]));
      }
    }
  };
  try {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, 1, new Set());
    }
  } catch (error) {
    if (error instanceof LimitExceeded) return error.message;
    throw error;
  }
  return null;
}
