/** A large document for the typing benchmark: paragraphs with a table and an image every 250. */
export function benchDocument(paragraphs: number): string {
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  const parts: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    parts.push(`<p>Paragraph ${i} with some <strong>bold</strong> and <em>italic</em> text to make it realistic.</p>`);
    if (i % 250 === 0) {
      parts.push(
        '<table><tbody>' +
          Array.from({ length: 3 }, (_, r) => `<tr>${Array.from({ length: 3 }, (_, c) => `<td><p>r${r}c${c}</p></td>`).join('')}</tr>`).join('') +
          '</tbody></table>',
      );
      parts.push(`<p><img src="${png}" data-cid="bench-${i}" width="120" height="0"></p>`);
    }
  }
  return parts.join('');
}
