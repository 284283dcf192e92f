/**
 * A first visit ('Maya goes to the doctor', 'her first day at school') is told as one, in six languages: the
 * kind grown-up there, a brave moment, proud at home; not a journey past a prickly hedge to a party. Each
 * book passes the quality report at every reading band; the grown-up is drawn on the pages that show them.
 */
import { characterSheet, createOfflineStoryteller, qualityReport } from '../src/storytelling';
import { readIdea } from '../src/storytelling/offline/idea';
import { visitIn, type Visit } from '../src/storytelling/offline/idea/idea-story';
import { drawPicture } from '../src/offline-illustrator';
import { allElements, mayaProfile, parseXml } from '../src/testing';

const teller = createOfflineStoryteller({ today: () => new Date('2026-06-01') });

interface VisitCase {
  language: string;
  ideas: Array<[string, Visit]>;
  /** Not visits: whom the child helps, a school bus. */
  notVisits: string[];
  /** The grown-up met there, by visit, as the pages call them. */
  grownUp: Record<Visit, RegExp>;
  /** The journey's halfway hedge: never met on the way to a visit. */
  hedge: RegExp;
  brave: RegExp;
  /** A boy's visit to the doctor ('Lucas …'), and words that would call him a girl (not the doctor, who may be one). */
  boy: { idea: string; asAGirl: RegExp };
}

const CASES: VisitCase[] = [
  {
    language: 'English',
    ideas: [
      ['Maya goes to the hairdresser', 'haircut'],
      ['Maya goes to the doctor', 'doctor'],
      ['Maya goes to the doctor for a check-up', 'doctor'],
      ['Maya goes to the hospital for a check-up', 'doctor'],
      ['Maya visits the dentist', 'dentist'],
      ["Maya's first day at school", 'school'],
      ['Maya is nervous about her first day at nursery', 'school'],
      ['Maya goes to school with Grandma', 'school'],
      ['Maya goes to school with her grandma', 'school'],
    ],
    notVisits: [
      'Maya helps the doctor find his glasses',
      'A school bus that is too tired to climb the hill',
      'Maya visits Grandma in the hospital',
    ],
    grownUp: {
      haircut: /\bhairdresser\b/,
      doctor: /\bdoctor\b/,
      dentist: /\bdentist\b/,
      school: /\bteacher\b/,
    },
    hedge: /hedge/i,
    brave: /\bbrave\b/i,
    boy: {
      idea: 'Lucas goes to the doctor',
      asAGirl: /\band she was a little nervous\b|\bher (?:tummy|teddy|own heartbeat|ears)\b/i,
    },
  },
  {
    language: 'Spanish',
    ideas: [
      ['Maya va a la peluquería', 'haircut'],
      ['Maya va al médico', 'doctor'],
      ['Maya va al hospital', 'doctor'],
      ['Maya va al dentista', 'dentist'],
      ['El primer día de colegio de Maya', 'school'],
    ],
    notVisits: ['Maya ayuda al médico a encontrar sus gafas'],
    grownUp: {
      haircut: /peluquer[ao]/i,
      doctor: /\bm[ée]dic[oa]\b|\bdoctor[a]?\b/i,
      dentist: /\bdentista\b/i,
      school: /\bmaestr[oa]\b|\bprofe/i,
    },
    hedge: /\bseto\b/i,
    brave: /valiente/i,
    boy: { idea: 'Lucas va al médico', asAGirl: /\b(?:nerviosa|orgullosa|lista|sola|contenta)\b/i },
  },
  {
    language: 'French',
    ideas: [
      ['Maya va chez le coiffeur', 'haircut'],
      ['Maya va chez le médecin', 'doctor'],
      ['Maya va chez le dentiste', 'dentist'],
      ["Le premier jour d'école de Maya", 'school'],
    ],
    notVisits: ['Maya aide le médecin à retrouver ses lunettes'],
    grownUp: {
      haircut: /coiffeu(?:r|se)/i,
      doctor: /m[ée]decin|docteur/i,
      dentist: /dentiste/i,
      school: /ma[îi]tresse|ma[îi]tre|institutrice/i,
    },
    hedge: /\bhaie\b/i,
    brave: /courageu|brave/i,
    boy: { idea: 'Lucas va chez le médecin', asAGirl: /\b(?:courageuse|inquiète|fière|prête|seule|elle)\b/i },
  },
  {
    language: 'German',
    ideas: [
      ['Maya geht zum Friseur', 'haircut'],
      ['Maya geht zum Arzt', 'doctor'],
      ['Maya geht zum Zahnarzt', 'dentist'],
      ['Mayas erster Schultag', 'school'],
    ],
    notVisits: ['Maya hilft dem Arzt, seine Brille zu finden'],
    grownUp: {
      haircut: /Friseur(?:in)?/,
      doctor: /Ärztin|Arzt/,
      dentist: /Zahnärztin|Zahnarzt/,
      school: /Lehrerin|Lehrer/,
    },
    hedge: /Hecke/i,
    brave: /mutig|tapfer/i,
    boy: {
      idea: 'Lucas geht zum Arzt',
      asAGirl: /\bsie war ein bisschen\b|\bihr eigenes Herz\b|\bihren Teddy\b/,
    },
  },
  {
    language: 'Italian',
    ideas: [
      ['Maya va dal parrucchiere', 'haircut'],
      ['Maya va dal dottore', 'doctor'],
      ['Maya va dal dentista', 'dentist'],
      ['Il primo giorno di scuola di Maya', 'school'],
    ],
    notVisits: ['Maya aiuta il dottore a trovare i suoi occhiali'],
    grownUp: {
      haircut: /parrucchier[ae]/i,
      doctor: /dottor(?:e|essa)/i,
      dentist: /dentista/i,
      school: /maestr[ao]/i,
    },
    hedge: /\bsiepe\b/i,
    brave: /coraggios/i,
    boy: {
      idea: 'Lucas va dal dottore',
      asAGirl: /(?<!giornata )\b(?:coraggiosa|nervosa|orgogliosa|pronta|sola|contenta)\b/i,
    },
  },
  {
    language: 'Portuguese',
    ideas: [
      ['Maya vai ao cabeleireiro', 'haircut'],
      ['Maya vai ao médico', 'doctor'],
      ['Maya vai ao dentista', 'dentist'],
      ['O primeiro dia de escola da Maya', 'school'],
    ],
    notVisits: ['Maya ajuda o médico a encontrar os óculos'],
    grownUp: {
      haircut: /cabeleireir[ao]/i,
      doctor: /m[ée]dic[oa]|doutor/i,
      dentist: /dentista/i,
      school: /professor[a]?/i,
    },
    hedge: /\bsebe\b/i,
    brave: /corajos|valente/i,
    boy: { idea: 'Lucas vai ao médico', asAGirl: /\b(?:corajosa|nervosa|orgulhosa|pronta|sozinha|toda)\b/i },
  },
];

const profileFor = (language: string, age: string) => mayaProfile({ language, age });

async function book(language: string, age: string, idea: string) {
  const profile = profileFor(language, age);
  const summary = (await teller.summary(profile, idea)).value;
  const story = (await teller.story(profile, summary, { idea })).value;
  return { profile, summary, story };
}

const visitOf = (language: string, idea: string): Visit | undefined =>
  visitIn(readIdea(idea, language, ['Maya'], [], 'girl')).visit;

describe.each(CASES.map((visit): [string, VisitCase] => [visit.language, visit]))(
  'a first visit in %s',
  (_, visit) => {
    it.each(visit.ideas)('reads "%s" as a visit to the %s', (idea, kind) => {
      expect(visitOf(visit.language, idea)).toBe(kind);
    });

    it.each(visit.notVisits)('does not read "%s" as a visit', (idea) => {
      expect(visitOf(visit.language, idea)).toBeUndefined();
    });

    it.each(visit.ideas)('tells "%s" as a visit at every reading band', async (idea, kind) => {
      for (const age of ['3', '6', '9', '12']) {
        const made = await book(visit.language, age, idea);
        const pages = made.story.bookLayout.map((page) => page.pageText);
        const text = pages.join(' ');
        const checked = qualityReport({
          idea,
          language: visit.language,
          childName: 'Maya',
          age: Number(age),
          fears: [],
          summary: made.summary,
          pages,
        });
        expect({ age, findings: checked.findings }).toEqual({ age, findings: [] });
        expect(checked.language.matches).toBe(true);
        expect(made.summary.title).toContain('Maya');
        // The grown-up there is met, the child is brave, and nobody squeezes through a hedge on the way.
        expect(pages.filter((page) => visit.grownUp[kind].test(page)).length).toBeGreaterThanOrEqual(
          age === '3' ? 2 : 4,
        );
        expect(text).toMatch(visit.brave);
        expect(text).not.toMatch(visit.hedge);
        // Every sentence begins with a capital, whoever the idea names first in it ('her grandma').
        expect(text).not.toMatch(/[.!?]\s+\p{Ll}/u);
        expect(made.summary.summary).toMatch(visit.grownUp[kind]);
      }
    });
  },
);

describe.each(CASES.map((visit): [string, VisitCase] => [visit.language, visit]))(
  'a first visit in %s, for a boy and for a child of no stated gender',
  (_, visit) => {
    it.each([
      ['Boy', true],
      ['Other', false],
    ])('tells Lucas (%s) to the doctor as a visit', async (gender, boy) => {
      for (const age of ['3', '6', '9', '12']) {
        const maya = mayaProfile({ language: visit.language, age });
        const profile = {
          ...maya,
          personal_information: { ...maya.personal_information!, first_name: 'Lucas', nickname: '', gender },
        };
        const summary = (await teller.summary(profile, visit.boy.idea)).value;
        const story = (await teller.story(profile, summary, { idea: visit.boy.idea })).value;
        const pages = story.bookLayout.map((page) => page.pageText);
        const checked = qualityReport({
          idea: visit.boy.idea,
          language: visit.language,
          childName: 'Lucas',
          age: Number(age),
          fears: [],
          summary,
          pages,
        });
        expect({ age, findings: checked.findings }).toEqual({ age, findings: [] });
        expect(pages.filter((page) => visit.grownUp.doctor.test(page)).length).toBeGreaterThanOrEqual(2);
        if (boy) expect({ age, girl: pages.join(' ').match(visit.boy.asAGirl)?.[0] }).toEqual({ age });
      }
    });
  },
);

describe('pictures of a visit', () => {
  it.each([
    ['Maya goes to the doctor', 'doctor'],
    ["Maya's first day at school", 'teacher'],
  ])('draw "%s" with the %s beside Maya, indoors', async (idea, grownUp) => {
    const made = await book('English', '6', idea);
    const meeting = made.story.bookLayout.find((page) =>
      page.sceneDescription.includes(`Maya meeting the ${grownUp}`),
    );
    expect(meeting?.sceneDescription).toMatch(/Place: [^.]*\broom\b/);
    const sheet = characterSheet(made.profile, idea);
    const root = parseXml(
      drawPicture({ prompt: meeting!.sceneDescription, characterSheet: sheet, seed: 3 }, false).svg,
    );
    const classes = allElements(root).map((element) => element.attributes.class ?? '');
    expect(classes.filter((name) => name.split(' ').includes('adult')).length).toBeGreaterThanOrEqual(1);
    expect(classes).toContain('child');
  });
});
