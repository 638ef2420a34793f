import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { HelpArticleHit } from '@outpost/contracts';
import { useRouter } from '@tanstack/react-router';
import { Fragment, useMemo } from 'react';

/**
 * A snippet's parts: text, and the matched words the provider wrapped in `<em>`. Built from the
 * parsed snippet's text only, so no markup of a foreign snippet ever reaches the page.
 */
export function snippetParts(html: string): { text: string; match: boolean }[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes)
    .filter((node) => !['SCRIPT', 'STYLE'].includes(node.nodeName))
    .map((node) => ({ text: node.textContent ?? '', match: node.nodeName === 'EM' }))
    .filter((p) => p.text !== '');
}

export function Snippet({ html }: { html: string }) {
  const parts = useMemo(() => snippetParts(html), [html]);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={3}>
      {parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </Text>
  );
}

/** Opens an article: this app's reader page in place, another help centre's in a new tab. */
export function useOpenArticle() {
  const router = useRouter();
  return (hit: Pick<HelpArticleHit, 'html_url'>) => {
    if (hit.html_url.startsWith('/')) router.history.push(hit.html_url);
    else if (/^https?:\/\//i.test(hit.html_url)) window.open(hit.html_url, '_blank', 'noopener,noreferrer');
  };
}

/** One article in a list: its name, section and snippet, as a link to it. */
export function ArticleHitItem({ hit, onOpen }: { hit: HelpArticleHit; onOpen: (hit: HelpArticleHit) => void }) {
  const internal = hit.html_url.startsWith('/');
  return (
    <UnstyledButton
      component="a"
      href={hit.html_url || undefined}
      target={internal ? undefined : '_blank'}
      rel={internal ? undefined : 'noopener noreferrer'}
      onClick={(event: React.MouseEvent) => {
        // A plain click stays in the app (the panel keeps its place); modified clicks open a tab as usual.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(hit);
      }}
      p={6}
      style={{ borderRadius: 4, display: 'block' }}
      className="outpost-help-hit"
      data-testid="help-article-hit"
    >
      <Stack gap={2}>
        <Text size="sm" fw={500} c="blue">
          {hit.name}
        </Text>
        {hit.section && (
          <Text size="xs" c="dimmed">
            {hit.section}
          </Text>
        )}
        <Snippet html={hit.snippet} />
      </Stack>
    </UnstyledButton>
  );
}
