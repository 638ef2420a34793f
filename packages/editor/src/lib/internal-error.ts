/**
 * A broken invariant inside the editor (spec 002 §8.3: missing table structure, the image plugin
 * without its node, an unsupported formatter language): a programming error, never the user's.
 */
export class EditorInternalError extends Error {
  override name = 'EditorInternalError';
}
