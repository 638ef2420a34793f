import { inflateSync } from 'node:zlib';

/**
 * The text runs of a PDF written by pdfkit, in drawing order: each content stream (inflated when
 * FlateDecode) is searched for its `[<hex> kerning <hex> …] TJ` operators, whose hex pieces are
 * the run's characters (standard fonts: one byte each, Windows-1252). Enough to read back what
 * the statement printed, not a general PDF reader.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streams.exec(source); m; m = streams.exec(source)) {
    const start = m.index + m[0].length;
    const end = source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (m[1]!.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue; // a font or image stream that is not text
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    streams.lastIndex = end;
  }
  return runs;
}
