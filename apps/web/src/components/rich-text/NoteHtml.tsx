import { Typography } from '@mantine/core';
import { useMemo } from 'react';

/**
 * Shows a note as the server stored it (already sanitised there). Mentions are stored as
 * `@user:{id}` text for mail and search; readers see the name the marker carries instead.
 * Images without a known size show at their own size.
 */
export function NoteHtml({ html }: { html: string }) {
  const display = useMemo(() => {
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    for (const span of doc.querySelectorAll<HTMLElement>('span[data-mention]')) {
      const label = span.getAttribute('data-mention-label');
      if (label) span.textContent = `@${label}`;
    }
    // Notes saved before the editor left unknown image sizes out carry width="0" height="0".
    for (const img of doc.querySelectorAll('img')) {
      for (const name of ['width', 'height']) if (img.getAttribute(name) === '0') img.removeAttribute(name);
    }
    return doc.body.innerHTML;
  }, [html]);
  return <Typography className="outpost-note" dangerouslySetInnerHTML={{ __html: display }} />;
}
