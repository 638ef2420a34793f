import { Parser } from 'htmlparser2';
import { isAllowedTag } from './schema.ts';

/**
 * Names of the elements in `html` that are outside the allowed tag list, in order of first
 * appearance. Source mode refuses to leave while this is non-empty.
 */
export function findUnsupportedElements(html: string): string[] {
  const found = new Set<string>();
  const parser = new Parser(
    {
      onopentagname(name) {
        if (!isAllowedTag(name)) found.add(name.toLowerCase());
      },
    },
    { lowerCaseTags: true, decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return [...found];
}
