/** Where the server serves an upload; notes embed and link uploads by this URL. */
export function uploadUrl(contentId: string): string {
  return `/api/uploads/${contentId}`;
}

// An upload URL (as uploadUrl writes it) anywhere in the HTML — image src, attachment link — or an
// image's data-cid. Text that merely quotes an upload URL counts too: keeping a file too long is
// harmless, deleting a used one is not.
const REFERENCE = /\/api\/uploads\/([A-Za-z0-9_-]{1,64})|\bdata-cid="([A-Za-z0-9_-]{1,64})"/g;

/** The content ids of the uploads that sanitised note HTML uses. */
export function referencedContentIds(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(REFERENCE)) ids.add((match[1] ?? match[2])!);
  return [...ids];
}
