/**
 * Issue 25 in the web: Download PDF (the paper, the file saved under the server's name, a book still being
 * drawn said in a toast) and a book's art style named on its card.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider } from '../src/design';
import { artStyleLabel } from '../src/features/keepsakes/art-style-label';
import { defaultPaper, DownloadPdfButton } from '../src/features/keepsakes/download-pdf-button';
import { storySummary, ui } from '../src/lib/texts';
import { stubFetch } from './test-utils';

const renderButton = () =>
  render(
    <ToastProvider>
      <DownloadPdfButton userId="u1" bookId="b1" title="Pip at Sea" />
    </ToastProvider>,
  );

describe('Download PDF', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the paper picked and saves the PDF under the name the server gives', async () => {
    const clicked: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const fetchStub = stubFetch({
      'GET /api/story/book-pdf': {
        body: {
          pdfUrl: '/media/users/u1/books/b1/book-letter.pdf',
          sizeBytes: 1000,
          fileName: 'Pip at Sea (Letter).pdf',
        },
      },
    });
    renderButton();
    fireEvent.change(screen.getByRole('combobox', { name: ui.paperSize }), { target: { value: 'letter' } });
    fireEvent.click(screen.getByRole('button', { name: ui.downloadPdfOf('Pip at Sea') }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({
      href: '/media/users/u1/books/b1/book-letter.pdf',
      download: 'Pip at Sea (Letter).pdf',
    });
    const asked = new URL(String(fetchStub.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ bookId: 'b1', userId: 'u1', paper: 'letter' });
    expect(screen.getByRole('button', { name: ui.downloadPdfOf('Pip at Sea') })).toHaveTextContent(
      ui.downloadPdf,
    );
  });

  it("says a book still being drawn is not ready, in the server's words", async () => {
    const notReady = 'This book is still being drawn. Its PDF can be made once every page has its picture.';
    stubFetch({ 'GET /api/story/book-pdf': { status: 409, body: { error: notReady } } });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: ui.downloadPdfOf('Pip at Sea') }));
    expect(await screen.findByRole('status')).toHaveTextContent(notReady);
  });

  it('says any other failure plainly', async () => {
    stubFetch({ 'GET /api/story/book-pdf': { status: 500, body: { error: 'Something went wrong.' } } });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: ui.downloadPdfOf('Pip at Sea') }));
    expect(await screen.findByRole('status')).toHaveTextContent(ui.pdfFailed);
  });

  it('offers US Letter first where it is the paper in the shops', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('es-MX')).toBe('letter');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper('fr')).toBe('a4');
  });
});

describe("a book's art style", () => {
  it('names the style, and an older or unknown one as a picture book', () => {
    expect(artStyleLabel('paper-cut')).toBe(storySummary.artStyles['paper-cut']);
    expect(ui.artStyleOfBook(artStyleLabel(undefined))).toBe('Pictures: Picture book');
    expect(artStyleLabel('oil')).toBe(storySummary.artStyles['picture-book']);
  });
});
