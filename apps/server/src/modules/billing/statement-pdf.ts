import PDFDocument from 'pdfkit';
import type { Statement, StatementLine } from '@outpost/contracts';

/** "2026-01" → "January 2026": statement months are calendar months in UTC (decision 0038). */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const KIND_TITLES: Record<StatementLine['kind'], string> = { DEVICES: 'Managed products', LABOR: 'Labor', FIXED: 'Other products' };
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** The columns of each kind of line: the same figures as the CSV, plus a labor line's hours. */
function tableOf(kind: StatementLine['kind'], lines: StatementLine[]): string[][] {
  switch (kind) {
    case 'DEVICES':
      return [
        ['Product', 'Devices', 'Unit price', 'Amount', 'Taxable'],
        ...lines.map((l) => [l.productName, l.quantity, l.unitPrice, l.amount, yesNo(l.taxable)]),
      ];
    case 'LABOR':
      return [
        ['Product', 'Logged h', 'Rounded h', 'Covered h', 'Billed h', 'Rate', 'Amount', 'Taxable'],
        ...lines.map((l) => [
          l.productName,
          l.hoursLogged ?? '',
          l.hoursRounded ?? '',
          l.hoursCovered ?? '',
          l.quantity,
          l.unitPrice,
          l.amount,
          yesNo(l.taxable),
        ]),
      ];
    case 'FIXED':
      return [
        ['Product', 'Quantity', 'Unit price', 'Amount', 'Taxable'],
        ...lines.map((l) => [l.productName, l.quantity, l.unitPrice, l.amount, yesNo(l.taxable)]),
      ];
  }
}

const numeric = (row: number, col: number) => row > 0 && col > 0;

export interface StatementPdfOptions {
  /** False writes readable (uncompressed) streams: the tests read the text back. */
  compress?: boolean;
}

/**
 * The statement as a PDF: title, organization, month (UTC), currency, then per agreement a table
 * for its managed products, its labor and its other products with the agreement's total, then
 * the subtotals and the total. The same figures as the CSV (both read the computed Statement).
 * Standard PDF fonts only (Helvetica): names outside Windows-1252 print as their nearest glyphs.
 */
export function statementPdf(s: Statement, options: StatementPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Statement ${s.organizationName} ${s.month}`, Creator: 'Outpost' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Statement');
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11);
  doc.text(`Organization: ${s.organizationName}`);
  doc.text(`Month: ${monthTitle(s.month)} (UTC)`);
  doc.text(`Currency: ${s.currency}`);
  doc.text(s.devicesAsOf === null ? 'Devices: as enrolled now' : `Devices: as recorded on ${s.devicesAsOf.slice(0, 16).replace('T', ' ')} UTC`);

  if (s.agreements.length === 0) {
    doc.moveDown().text('No agreement runs in this month.');
  }
  for (const agreement of s.agreements) {
    doc.moveDown(1.2);
    doc.x = doc.page.margins.left;
    doc.font('Helvetica-Bold').fontSize(13).text(`Agreement: ${agreement.name}`);
    const own = s.lines.filter((l) => l.agreementId === agreement.id);
    for (const kind of ['DEVICES', 'LABOR', 'FIXED'] as const) {
      const lines = own.filter((l) => l.kind === kind);
      if (lines.length === 0) continue;
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(11).text(KIND_TITLES[kind]);
      doc.moveDown(0.2);
      const data = tableOf(kind, lines);
      doc.fontSize(9).table({
        // The product name takes what the figures leave (labor has seven figure columns, the others four).
        columnStyles: data[0]!.map((_, i) => (i === 0 ? '*' : kind === 'LABOR' ? 52 : 70)),
        defaultStyle: { border: 0.5, borderColor: '#999999', padding: 3 },
        data: data.map((row, r) =>
          row.map((text, c): PDFKit.Mixins.CellOptions => ({
            text,
            align: { x: numeric(r, c) && c < row.length - 1 ? 'right' : 'left' },
            font: { src: r === 0 ? 'Helvetica-Bold' : 'Helvetica' },
          })),
        ),
      });
    }
    doc.moveDown(0.4);
    doc.x = doc.page.margins.left;
    doc.font('Helvetica-Bold').fontSize(11).text(`Agreement total: ${agreement.total} ${s.currency}`, { align: 'right' });
  }

  doc.moveDown(1.5);
  doc.x = doc.page.margins.left;
  doc.font('Helvetica').fontSize(11);
  doc.text(`Subtotal taxable: ${s.subtotalTaxable} ${s.currency}`, { align: 'right' });
  doc.text(`Subtotal non-taxable: ${s.subtotalNonTaxable} ${s.currency}`, { align: 'right' });
  doc.font('Helvetica-Bold').fontSize(13).text(`Total: ${s.total} ${s.currency}`, { align: 'right' });
  doc.end();
  return done;
}
