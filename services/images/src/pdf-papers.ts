/** The paper sizes a book's PDF is made for, in PDF points. */
export const PAPERS = {
  a4: { size: 'A4', width: 595.28, height: 841.89 },
  letter: { size: 'LETTER', width: 612, height: 792 },
} as const;
export type Paper = keyof typeof PAPERS;
export const isPaper = (value: string): value is Paper => Object.hasOwn(PAPERS, value);
