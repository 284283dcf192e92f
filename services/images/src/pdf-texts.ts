/**
 * The words a printed book carries besides its story, in the story's language (the six the storyteller
 * writes; anything else reads English). One place for them, as the web keeps its texts in one place.
 */
export interface PdfTexts {
  /** Under the cover picture: `{name}` is the child. */
  madeFor: string;
  /** On the colophon. */
  madeOn: string;
  madeWith: string;
  /** Spec §1: the footer's AI-content statement, carried into print. */
  disclaimer: string;
  /** Locale for the date. */
  locale: string;
}

const TEXTS: Record<string, PdfTexts> = {
  English: {
    madeFor: 'A story for {name}',
    madeOn: 'Made on {date}',
    madeWith: 'Written and illustrated with Storybook',
    disclaimer: 'All content is AI generated and may contain errors.',
    locale: 'en-GB',
  },
  Spanish: {
    madeFor: 'Un cuento para {name}',
    madeOn: 'Hecho el {date}',
    madeWith: 'Escrito e ilustrado con Storybook',
    disclaimer: 'Todo el contenido ha sido generado por IA y puede contener errores.',
    locale: 'es-ES',
  },
  French: {
    madeFor: 'Une histoire pour {name}',
    madeOn: 'Créé le {date}',
    madeWith: 'Écrit et illustré avec Storybook',
    disclaimer: 'Tout le contenu est généré par IA et peut contenir des erreurs.',
    locale: 'fr-FR',
  },
  German: {
    madeFor: 'Eine Geschichte für {name}',
    madeOn: 'Erstellt am {date}',
    madeWith: 'Geschrieben und illustriert mit Storybook',
    disclaimer: 'Alle Inhalte sind KI-generiert und können Fehler enthalten.',
    locale: 'de-DE',
  },
  Italian: {
    madeFor: 'Una storia per {name}',
    madeOn: 'Creato il {date}',
    madeWith: 'Scritto e illustrato con Storybook',
    disclaimer: "Tutti i contenuti sono generati dall'IA e possono contenere errori.",
    locale: 'it-IT',
  },
  Portuguese: {
    madeFor: 'Uma história para {name}',
    madeOn: 'Feito em {date}',
    madeWith: 'Escrito e ilustrado com Storybook',
    disclaimer: 'Todo o conteúdo é gerado por IA e pode conter erros.',
    locale: 'pt-PT',
  },
};

export function pdfTexts(language: string): PdfTexts {
  return TEXTS[language] ?? TEXTS.English;
}

/** The day a book was made, written out in the story's language ('' for a date that cannot be read). */
export function madeOnDate(madeAt: string, texts: PdfTexts): string {
  const date = new Date(madeAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(texts.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
