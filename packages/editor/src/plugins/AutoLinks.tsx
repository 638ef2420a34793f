import { AutoLinkPlugin } from '@lexical/react/LexicalAutoLinkPlugin';
import { matchAutoLink } from '@outpost/rich-text/core';

const MATCHERS = [(text: string) => matchAutoLink(text)];

/** Typed or pasted web and e-mail addresses become links (e-mails with mailto:). */
export function AutoLinks() {
  return <AutoLinkPlugin matchers={MATCHERS} />;
}
