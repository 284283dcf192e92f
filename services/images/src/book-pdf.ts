/**
 * A finished book as a printable PDF (pdfkit): the cover with its title set as spec §9 styles it (the
 * genre's kind of font, weight 700, its colour at 0.8 opacity, lines of about 17 characters, 40 pt type on a
 * 44 pt step), one page per spread of the story with its picture and text, 'The End' with its picture, and a
 * colophon with the child's name and the date. Pictures drawn as SVG stay vector (svg-to-pdfkit), so they
 * print sharp at any size; a provider's PNG or JPEG is embedded as delivered. Fonts are embedded as subsets.
 * Pure apart from the fonts it reads once: content in, bytes out.
 */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { pdfFonts, type PdfFont } from './pdf-fonts';
import { PAPERS, type Paper } from './pdf-papers';
import { madeOnDate, pdfTexts } from './pdf-texts';
import { lookupGenre, splitTitleLines, GENRE_STYLES, TITLE_IMAGE, TITLE_OPACITY } from './title-svg';

export interface PdfPicture {
  body: Buffer;
  contentType: string;
}

export interface BookPdfContent {
  title: string;
  genre: string;
  language: string;
  childName: string;
  /** ISO 8601. */
  madeAt: string;
  cover: PdfPicture | null;
  /** In order, 'The End' last. */
  pages: { pageNumber: number; text: string; picture: PdfPicture | null }[];
}

/** Three quarters of an inch: inside what home printers can reach, and room for a binding. */
const MARGIN = 54;
const BODY_SIZE = 17;
const BODY_LINE_GAP = 6;
const INK = '#2b2a4c';
const MUTED = '#6b6a80';
const PICTURE_RADIUS = 14;

export async function renderBookPdf(content: BookPdfContent, paper: Paper): Promise<Buffer> {
  const sheet = PAPERS[paper];
  const doc = new PDFDocument({
    size: sheet.size,
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: content.title, Author: 'Storybook', Creator: 'Storybook', Subject: content.childName },
    lang: languageTag(content.language),
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(pdfFonts())) doc.registerFont(name, file);

  const texts = pdfTexts(content.language);
  const width = sheet.width - 2 * MARGIN;
  coverPage(doc, content, sheet, texts.madeFor.replace('{name}', content.childName));
  const last = content.pages.length - 1;
  content.pages.forEach((page, index) => {
    doc.addPage();
    if (index === last) {
      endPage(doc, content, page.text, page.picture, sheet);
      return;
    }
    doc.font('body').fontSize(BODY_SIZE);
    const textHeight = doc.heightOfString(page.text, { width, lineGap: BODY_LINE_GAP });
    const room = sheet.height - 2 * MARGIN - textHeight - 36;
    const size = Math.max(120, Math.min(width, room));
    drawPicture(doc, page.picture, MARGIN + (width - size) / 2, MARGIN, size, size);
    doc
      .fillColor(INK)
      .text(page.text, MARGIN, MARGIN + size + 24, { width, align: 'center', lineGap: BODY_LINE_GAP });
    // The folio sits in the bottom margin, where pdfkit would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(10)
      .fillColor(MUTED)
      .text(String(page.pageNumber), MARGIN, sheet.height - MARGIN + 12, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  });
  colophon(doc, content, sheet, texts);
  doc.end();
  return done;
}

type Sheet = (typeof PAPERS)[Paper];

/** The genre's title font and colour (spec §5's lookup; light coral in the body face when unknown). */
function titleStyle(genre: string): { font: PdfFont; colour: string } {
  const lookup = lookupGenre(genre);
  return { font: lookup.genre ? GENRE_STYLES[lookup.genre].font : 'bodyBold', colour: lookup.colour };
}

function drawTitle(doc: PDFKit.PDFDocument, title: string, genre: string, top: number, sheet: Sheet): number {
  const style = titleStyle(genre);
  const lines = splitTitleLines(title, TITLE_IMAGE.lineChars);
  doc.font(style.font).fontSize(TITLE_IMAGE.fontSizePx).fillColor(style.colour, TITLE_OPACITY);
  lines.forEach((line, index) => {
    doc.text(line, MARGIN, top + index * TITLE_IMAGE.lineStepPx, {
      width: sheet.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  });
  doc.fillOpacity(1);
  return top + lines.length * TITLE_IMAGE.lineStepPx;
}

function coverPage(doc: PDFKit.PDFDocument, content: BookPdfContent, sheet: Sheet, madeFor: string): void {
  doc.addPage();
  const width = sheet.width - 2 * MARGIN;
  const below = drawTitle(doc, content.title, content.genre, MARGIN + 10, sheet) + 20;
  const size = Math.min(width, sheet.height - MARGIN - 60 - below);
  drawPicture(doc, content.cover, MARGIN + (width - size) / 2, below, size, size);
  if (content.childName) {
    doc
      .font('body')
      .fontSize(16)
      .fillColor(MUTED)
      .text(madeFor, MARGIN, below + size + 22, { width, align: 'center', lineBreak: false });
  }
}

function endPage(
  doc: PDFKit.PDFDocument,
  content: BookPdfContent,
  text: string,
  picture: PdfPicture | null,
  sheet: Sheet,
): void {
  const width = sheet.width - 2 * MARGIN;
  const size = Math.min(width, sheet.height - 2 * MARGIN - 110);
  drawPicture(doc, picture, MARGIN + (width - size) / 2, MARGIN, size, size);
  const style = titleStyle(content.genre);
  doc
    .font(style.font)
    .fontSize(TITLE_IMAGE.fontSizePx)
    .fillColor(style.colour, TITLE_OPACITY)
    .text(text, MARGIN, MARGIN + size + 36, { width, align: 'center', lineBreak: false });
  doc.fillOpacity(1);
}

function colophon(
  doc: PDFKit.PDFDocument,
  content: BookPdfContent,
  sheet: Sheet,
  texts: ReturnType<typeof pdfTexts>,
): void {
  doc.addPage();
  const width = sheet.width - 2 * MARGIN;
  const date = madeOnDate(content.madeAt, texts);
  let y = sheet.height / 2 - 90;
  doc.font('bodyBold').fontSize(20).fillColor(INK).text(content.title, MARGIN, y, { width, align: 'center' });
  y = doc.y + 16;
  const lines = [
    content.childName ? texts.madeFor.replace('{name}', content.childName) : '',
    date ? texts.madeOn.replace('{date}', date) : '',
    texts.madeWith,
  ].filter(Boolean);
  doc.font('body').fontSize(14).fillColor(INK);
  for (const line of lines) {
    doc.text(line, MARGIN, y, { width, align: 'center' });
    y = doc.y + 6;
  }
  doc
    .fontSize(10)
    .fillColor(MUTED)
    .text(texts.disclaimer, MARGIN, sheet.height - MARGIN - 24, { width, align: 'center' });
}

/** A picture fitted into its box with rounded corners; a soft frame where a page has none. */
function drawPicture(
  doc: PDFKit.PDFDocument,
  picture: PdfPicture | null,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  doc.save();
  doc.roundedRect(x, y, width, height, PICTURE_RADIUS).clip();
  const type = picture?.contentType.split(';')[0]?.trim().toLowerCase();
  if (picture && type === 'image/svg+xml') {
    SVGtoPDF(doc, picture.body.toString('utf8'), x, y, {
      width,
      height,
      preserveAspectRatio: 'xMidYMid slice',
      // Any lettering inside a picture is set in the embedded body face, never an unembedded standard font.
      fontCallback: () => 'body',
      warningCallback: () => undefined,
    });
  } else if (picture && (type === 'image/png' || type === 'image/jpeg')) {
    doc.image(picture.body, x, y, { cover: [width, height], align: 'center', valign: 'center' });
  } else {
    doc.rect(x, y, width, height).fill('#f3efe6');
  }
  doc.restore();
}

function languageTag(language: string): string {
  const tags: Record<string, string> = {
    English: 'en',
    Spanish: 'es',
    French: 'fr',
    German: 'de',
    Italian: 'it',
    Portuguese: 'pt',
  };
  return tags[language] ?? 'en';
}
