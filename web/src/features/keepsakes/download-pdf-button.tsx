import { useId, useState } from 'react';
import { getBookPdf } from '../../api/story';
import { ApiError } from '../../api/client';
import type { PaperSize } from '../../api/types';
import { Button, Select, useToast } from '../../design';
import { ui } from '../../lib/texts';

/** Letter where it is the paper in the shops (the Americas' Letter countries), A4 everywhere else. */
export function defaultPaper(language = navigator.language): PaperSize {
  return /-(US|CA|MX|PH|CL|CO|VE|CR|GT|PR)$/i.test(language) ? 'letter' : 'a4';
}

/**
 * "Download PDF" of a finished book: the server makes the printable book once per paper size and says where
 * it is; the browser then saves it under the book's title. A book still being drawn, or one no longer
 * shared, is said in a toast with the server's words.
 */
export function DownloadPdfButton({
  userId,
  bookId,
  title,
}: {
  userId: string;
  bookId: string;
  title: string;
}) {
  const toast = useToast();
  const paperId = useId();
  const [paper, setPaper] = useState<PaperSize>(() => defaultPaper());
  const [making, setMaking] = useState(false);

  const download = async () => {
    setMaking(true);
    try {
      const { pdfUrl, fileName } = await getBookPdf({ bookId, userId, paper });
      const link = document.createElement('a');
      link.href = pdfUrl;
      link.download = fileName;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      toast(error instanceof ApiError && error.status === 409 ? error.message : ui.pdfFailed);
    } finally {
      setMaking(false);
    }
  };

  return (
    <span className="download-pdf">
      <label htmlFor={paperId} className="visually-hidden">
        {ui.paperSize}
      </label>
      <Select
        id={paperId}
        value={paper}
        onChange={(event) => setPaper(event.target.value as PaperSize)}
        className="download-pdf-paper"
      >
        <option value="a4">{ui.papers.a4}</option>
        <option value="letter">{ui.papers.letter}</option>
      </Select>
      <Button aria-label={ui.downloadPdfOf(title)} disabled={making} onClick={() => void download()}>
        {making ? ui.makingPdf : ui.downloadPdf}
      </Button>
    </span>
  );
}
