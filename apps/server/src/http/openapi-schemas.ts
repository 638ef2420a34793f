/**
 * JSON schema details zod's conversion leaves that OpenAPI tools trip over, fixed wherever they
 * occur in the document: an `anyOf` with one member (zod's `z.literal('').or(...)` folded to one)
 * is that member.
 */
export function normaliseSchemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseSchemas);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, child]) => [key, normaliseSchemas(child)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const { anyOf, ...rest } = object;
  if (Array.isArray(anyOf) && anyOf.length === 1 && isPlainObject(anyOf[0]) && !Object.keys(anyOf[0]).some((key) => key in rest)) {
    return { ...rest, ...anyOf[0] };
  }
  return object;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
