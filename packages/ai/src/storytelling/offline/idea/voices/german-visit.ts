/**
 * A first visit told in German (`IdeaStory.visit`): the news and a tingling tummy, the way there hand in hand,
 * the waiting room, a kind Ärztin, Zahnärztin, Lehrerin or Friseurin, the one scary moment and what makes it fine, a
 * proud return home. The child is named rather than a pronoun's gender guessed: their things go with the
 * genitive of the name ('Mayas Bauch') or a plain article ('die Schuhe'). The pet stays at home; the
 * grown-up who takes the child is the idea's own, else a parent.
 */
import { germanPlanWords as words } from '../../languages/german';
import type { BeatText } from '../../languages/language-pack';
import { cap } from '../../languages/language-pack';
import { accusative, dative, nominative } from '../grammars/german';
import type { IdeaStory, Visit } from '../idea-story';
import type { IdeaBeat, VisitVoice } from '../idea-voice';
import { escortOf, schoolWordOf, ofVisit, type VisitBeats } from '../visit';
import { plainText } from '../../recognise';

const { q } = words;

/** 'er', 'sie', or the child's name when neither fits. */
const he = (story: IdeaStory) => words.about(story.gender, 'er', 'sie', story.name);

/** 'Mayas', 'Max’': the genitive of the child's name, which needs no agreement. */
const of = (story: IdeaStory) => (/[sßxz]$/i.test(story.name) ? `${story.name}’` : `${story.name}s`);

/** 'den tapferen Max', 'die tapfere Maya', in the accusative. */
const braveOne = (story: IdeaStory) =>
  words.about(story.gender, `den tapferen ${story.name}`, `die tapfere ${story.name}`, story.name);

/** The child's teddy, in the dative: 'seinem Teddy', 'ihrem Teddy'. */
const teddy = (story: IdeaStory) => words.about(story.gender, 'seinem Teddy', 'ihrem Teddy', 'dem Teddy');

/** Who takes the child, by case: the idea's companion ('die Oma', 'der Oma'), else a parent ('Mama'). */
function escort(story: IdeaStory, grammaticalCase: 'nom' | 'acc' | 'dat' = 'nom'): string {
  const partner = story.partner?.kind === 'person' ? story.partner : undefined;
  const named = escortOf(story, words.parent(story) ?? 'Oma');
  if (!partner) return named;
  const nom = nominative(named, partner.gender);
  if (grammaticalCase === 'acc') return accusative(nom, partner.gender);
  if (grammaticalCase === 'dat') return dative(nom, partner.gender, !!partner.plural);
  return nom;
}

/** Where the child starts: the idea's own word ('Kita', 'Kindergarten'), else school. */
interface School {
  /** 'Mayas erster Schultag', 'Mayas erster Tag in der Kita'. */
  firstDay: (story: IdeaStory) => string;
  /** 'in die Schule', 'in die Kita'. */
  into: string;
  /** The grown-up there, nominative and dative. */
  teacher: string;
  teacherDat: string;
  /** The room, with its article, nominative. */
  room: string;
  bag: string;
}

const SCHOOLS: Record<'school' | 'kita' | 'kindergarten', School> = {
  school: {
    firstDay: (story) => `${of(story)} erster Schultag`,
    into: 'in die Schule',
    teacher: 'die Lehrerin',
    teacherDat: 'der Lehrerin',
    room: 'das Klassenzimmer',
    bag: 'Schulranzen',
  },
  kita: {
    firstDay: (story) => `${of(story)} erster Tag in der Kita`,
    into: 'in die Kita',
    teacher: 'die Erzieherin',
    teacherDat: 'der Erzieherin',
    room: 'der Gruppenraum',
    bag: 'Rucksack',
  },
  kindergarten: {
    firstDay: (story) => `${of(story)} erster Tag im Kindergarten`,
    into: 'in den Kindergarten',
    teacher: 'die Erzieherin',
    teacherDat: 'der Erzieherin',
    room: 'der Gruppenraum',
    bag: 'Rucksack',
  },
};

function school(story: IdeaStory): School {
  const word = schoolWordOf(story);
  const said = plainText(`${word?.bare ?? ''} ${word?.english ?? ''}`).toLowerCase();
  if (/kita|krippe|nursery/.test(said)) return SCHOOLS.kita;
  if (/kindergarten/.test(said)) return SCHOOLS.kindergarten;
  return SCHOOLS.school;
}

const hobbyLine = (story: IdeaStory, whom: string): string => {
  const hobby = words.hobby(story);
  return hobby
    ? `${story.name} liebte ${hobby}, und ${he(story)} erzählte ${whom} alles davon.`
    : `${story.name} fühlte sich mit jeder Minute mutiger.`;
};

/** Verbs of going, with their forms for 'Maya geht …' and 'wir gehen …' (the latter the infinitive itself). */
const GOING: Record<string, string> = { gehen: 'geht', besuchen: 'besucht', fahren: 'fährt' };

/**
 * The idea's own going as a main clause, its verb moved to second place: 'zum Arzt gehen' gives ['geht',
 * 'zum Arzt'] for 'Heute geht Maya zum Arzt'. None when the idea says no going, or more than one.
 */
function going(story: IdeaStory): [string, string, string] | undefined {
  const action = story.action;
  const verb = action && GOING[action.infinitive];
  if (!action || !verb || / und /.test(action.phrase)) return undefined;
  const found = new RegExp(`^(.+) ${action.infinitive}$`).exec(action.phrase);
  return found ? [verb, action.infinitive, found[1]] : undefined;
}

/** 'Heute geht Maya zum Arzt.': the idea's going, else `otherwise` ('zur Ärztin'). */
const goesToday = (story: IdeaStory, otherwise: string): string => {
  const [verb, , where] = going(story) ?? ['geht', 'gehen', otherwise];
  return `Heute ${verb} ${story.name} ${where}.`;
};

/** '„Heute gehen wir zum Arzt, Maya.“': with 'wir', unless the idea's words belong to the child ('ihre'). */
const weGoToday = (story: IdeaStory, otherwise: string): string => {
  const own = going(story);
  const [, verb, where] = own && !/\b(?:ihr|sein)\w*\b/.test(own[2]) ? own : ['', 'gehen', otherwise];
  return q(`Heute ${verb} wir ${where}, ${story.name}.`);
};

/** 'Maya geht zum Arzt': the idea's going for the title and summary, else `otherwise`. */
const goes = (story: IdeaStory, otherwise: string): string => {
  const [verb, , where] = going(story) ?? ['geht', 'gehen', otherwise];
  return `${story.name} ${verb} ${where}`;
};

const CALL: VisitBeats = {
  doctor: (story) => ({
    short: [goesToday(story, 'zur Ärztin'), `${story.name} ist ein bisschen aufgeregt.`],
    long: [
      `Eines Morgens sagte ${escort(story)}: ${weGoToday(story, 'zur Ärztin')}`,
      `In ${of(story)} Bauch kribbelte es, und ${he(story)} war ein bisschen nervös. ${q('Tut das weh?')}, fragte ${he(story)}.`,
      `${q('Die Ärztin will nur schauen, wie gut du wächst')}, sagte ${escort(story)} und nahm ${story.name} in den Arm.`,
      q('Ich bin die ganze Zeit bei dir.'),
      `${story.name} nickte und machte sich fertig.`,
    ],
  }),
  dentist: (story) => ({
    short: [goesToday(story, 'zur Zahnärztin'), `${story.name} ist ein bisschen aufgeregt.`],
    long: [
      `Eines Morgens sagte ${escort(story)}: ${weGoToday(story, 'zur Zahnärztin')}`,
      `In ${of(story)} Bauch kribbelte es, und ${he(story)} war ein bisschen nervös. ${q('Tut das weh?')}, fragte ${he(story)}.`,
      `${q('Die Zahnärztin will nur deine Zähne zählen und schauen, ob sie stark sind')}, sagte ${escort(story)} und nahm ${story.name} in den Arm.`,
      q('Ich bin die ganze Zeit bei dir.'),
      `${story.name} putzte sich ganz besonders gründlich die Zähne und machte sich fertig.`,
    ],
  }),
  school: (story) => ({
    short: [`Heute ist ${school(story).firstDay(story)}!`, `In ${of(story)} Bauch kribbelt es.`],
    long: [
      `Heute war ein ganz großer Tag: ${school(story).firstDay(story)}!`,
      `Der neue ${school(story).bag} wartete schon an der Tür, und in ${of(story)} Bauch kribbelte es.`,
      `${q('Und wenn ich niemanden kenne?')}, fragte ${he(story)}.`,
      `${q('Am ersten Tag sind alle neu')}, sagte ${escort(story)} und nahm ${story.name} in den Arm.`,
      `${story.name} zog die Schuhe ganz allein an.`,
    ],
  }),
  haircut: (story) => ({
    short: [goesToday(story, 'zum Friseur'), `${story.name} ist ein bisschen aufgeregt.`],
    long: [
      `${q('Deine Haare sind so lang geworden!')}, sagte ${escort(story)} eines Morgens. ${weGoToday(story, 'zum Friseur')}`,
      `In ${of(story)} Bauch kribbelte es, und ${he(story)} war ein bisschen nervös. ${q('Tut das weh?')}, fragte ${he(story)}.`,
      `${q('Haareschneiden tut überhaupt nicht weh, genau wie Papierschneiden')}, sagte ${escort(story)} und nahm ${story.name} in den Arm.`,
      q('Ich bin die ganze Zeit bei dir.'),
      `${story.name} bürstete sich noch ein letztes Mal die Haare und machte sich fertig.`,
    ],
  }),
};

function setOff(story: IdeaStory): BeatText {
  const pet = story.pet?.name;
  return {
    short: ['Los geht’s, Hand in Hand.', pet ? `Tschüss, ${pet}!` : 'Tapp, tapp, tapp.'],
    long: [
      `Dann machten sich ${story.name} und ${escort(story)} auf den Weg, Hand in Hand.`,
      pet ? `${pet} schaute ihnen vom Fenster aus nach.` : `${story.name} winkte dem Haus zum Abschied.`,
      story.visit === 'school'
        ? `${story.name} trug den neuen ${school(story).bag} den ganzen Weg selbst.`
        : `${of(story)} Teddy kam auch mit, nur für alle Fälle.`,
      'Unterwegs zählten sie rote Autos, und das half gegen das Kribbeln im Bauch.',
    ],
  };
}

const ARRIVE: VisitBeats = {
  doctor: (story) =>
    waitingRoom(
      story,
      'Im Wartezimmer gab es eine Kiste voller Spielsachen, Bilderbücher und ein Aquarium mit Goldfischen.',
    ),
  dentist: (story) =>
    waitingRoom(
      story,
      'Im Wartezimmer hing ein Bild mit lachenden Zähnen, und es gab ein Aquarium mit Goldfischen.',
    ),
  school: (story) => ({
    short: ['So viele Kinder!', 'Schau mal, bunte Bilder!'],
    long: [
      `${cap(school(story).room)} war hell, mit bunten Bildern an den Wänden, einer Leseecke voller Kissen und einem Aquarium am Fenster.`,
      'Da waren so viele Kinder!',
      `${story.name} blieb ganz nah bei ${escort(story, 'dat')}.`,
      'Alles roch nach Wachsmalstiften und neuen Büchern.',
    ],
  }),
  haircut: (story) => ({
    short: ['Schau mal, große Spiegel!', 'Der Föhn macht wusch.'],
    long: [
      'Beim Friseur gab es große, glänzende Spiegel, Stühle, die sich drehen konnten, und einen Korb voller Bilderbücher.',
      'Gerade föhnte jemand einer Frau die Haare: wusch, ganz warm.',
      `${story.name} hielt ${escort(story, 'acc')} ein bisschen fester an der Hand.`,
      `${cap(he(story))} sah zu, wie abgeschnittene Haare wie kleine Federn zu Boden schwebten.`,
    ],
  }),
};

function waitingRoom(story: IdeaStory, room: string): BeatText {
  return {
    short: ['Schau mal, Fische!', 'So viele Spielsachen.'],
    long: [
      room,
      'Andere Kinder warteten auch, mit ihren Mamas und Papas.',
      `${story.name} hielt ${escort(story, 'acc')} ein bisschen fester an der Hand.`,
      `${cap(he(story))} sah den Fischen zu, die immer im Kreis schwammen.`,
    ],
  };
}

const MEET: VisitBeats = {
  doctor: (story) => ({
    short: ['Da kommt die Ärztin.', 'Sie lächelt freundlich.'],
    long: [
      `Dann kam die Ärztin heraus und rief: ${q(`${story.name}?`)}`,
      'Sie hatte ein freundliches Lächeln und ein Stethoskop um den Hals.',
      `${q(`Hallo, ${story.name}! Magst du dich auf meine große Liege setzen?`)}, fragte sie.`,
      `${story.name} nickte, ganz leise.`,
    ],
  }),
  dentist: (story) => ({
    short: ['Da kommt die Zahnärztin.', 'Sie lächelt freundlich.'],
    long: [
      `Dann kam die Zahnärztin heraus und rief: ${q(`${story.name}?`)}`,
      'Sie hatte ein freundliches Lächeln und einen großen Stuhl, der rauf und runter fahren konnte wie ein Aufzug.',
      `${q(`Hallo, ${story.name}! Magst du mit meinem Zauberstuhl fahren?`)}, fragte sie.`,
      `${story.name} nickte, ganz leise.`,
    ],
  }),
  school: (story) => ({
    short: [`Da kommt ${school(story).teacher}.`, 'Sie lächelt freundlich.'],
    long: [
      `Dann kam ${school(story).teacher}, mit einem freundlichen Lächeln und einem Namensschild, das aussah wie ein Stern.`,
      `${q(`Willkommen, ${story.name}! Wir haben schon auf dich gewartet`)}, sagte sie.`,
      `Sie zeigte ${story.name} einen Haken für die Jacke, mit ${of(story)} Namen darauf.`,
      `${story.name} nickte, ganz leise.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Da kommt die Friseurin.', 'Sie lächelt freundlich.'],
    long: [
      'Dann kam die Friseurin, mit einem freundlichen Lächeln und einem Kamm hinter dem Ohr.',
      `${q(`Hallo, ${story.name}! Magst du dich auf meinen Drehstuhl setzen?`)}, fragte sie.`,
      'Sie pumpte den Stuhl hoch, höher und höher, wie eine Rakete.',
      `${story.name} nickte, ganz leise.`,
    ],
  }),
};

const OBSTACLE: VisitBeats = {
  doctor: (story) => ({
    short: ['Bumm, bumm!', 'Tut das weh?'],
    long: [
      `Als die Ärztin ihr Stethoskop nahm, klopfte ${of(story)} Herz ganz laut: bumm, bumm.`,
      `${q('Tut das weh?')}, flüsterte ${he(story)}.`,
      `${story.name} hielt ${escort(story, 'acc')} ganz fest an der Hand.`,
    ],
  }),
  dentist: (story) => ({
    short: ['Ein großes, helles Licht!', 'Tut das weh?'],
    long: [
      `Als das große Licht anging und die Zahnärztin einen winzigen Spiegel nahm, kniff ${story.name} die Augen zu.`,
      `${q('Tut das weh?')}, flüsterte ${he(story)}.`,
      `${story.name} hielt ${escort(story, 'acc')} ganz fest an der Hand.`,
    ],
  }),
  school: (story) => ({
    short: [`${cap(escort(story))} muss jetzt gehen.`, 'Oh nein!'],
    long: [
      `Dann musste ${escort(story)} gehen, und ${of(story)} Unterlippe zitterte.`,
      `${q('Geh nicht weg')}, flüsterte ${he(story)}, und ${school(story).teacher} kniete sich zu ihnen.`,
      `${story.name} hielt ${escort(story, 'acc')} ganz fest an der Hand.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Schnipp, schnapp?', 'Tut das weh?'],
    long: [
      `Als die Friseurin ihre Schere nahm, klopfte ${of(story)} Herz ganz laut: bumm, bumm.`,
      `${q('Tut das weh?')}, flüsterte ${he(story)}.`,
      `${story.name} hielt ${escort(story, 'acc')} ganz fest an der Hand.`,
    ],
  }),
};

/** What the grown-up says that makes it fine. */
const KIND_WORDS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    `${q('Das fühlt sich nur kalt an, wie ein kitzliger Eiswürfel')}, sagte die Ärztin. ${q('Magst du zuerst selbst mal hören?')}`,
  dentist: () =>
    `${q('Ich zähle nur deine Zähne')}, sagte die Zahnärztin. ${q('Kannst du den Mund ganz weit aufmachen, wie ein Löwe?')}`,
  school: (story) =>
    `${cap(escort(story))} drückte ${story.name} ganz fest. ${q('Nach dem Mittagessen hole ich dich ab.')} Und ${school(story).teacher} fragte: ${q('Hilfst du mir, die Fische zu füttern?')}`,
  haircut: () =>
    `${q('Haare spüren nichts')}, sagte die Friseurin. ${q('Hör mal: Meine Schere singt nur schnipp, schnapp.')}`,
};

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} hat ein bisschen Angst.`, 'Dann tief durchatmen.'],
    long: [
      `${story.name} hatte ein bisschen Angst.`,
      ofVisit(KIND_WORDS)(story),
      `${story.name} atmete tief ein und sagte: ${q('Ich kann mutig sein.')}`,
      `Und auf einmal war ${he(story)} ganz mutig.`,
    ],
  };
}

const SOLVE: VisitBeats = {
  doctor: (story) => ({
    short: ['Bumm-bumm, bumm-bumm!', 'Sag mal Aaah!'],
    long: [
      `${story.name} hörte durch das Stethoskop: bumm-bumm, bumm-bumm! Das war ${words.about(story.gender, 'sein', 'ihr', of(story))} eigenes Herz.`,
      `Dann schaute die Ärztin ${story.name} in die Ohren und sagte: ${q('Sag mal Aaah!')}`,
      `${q('Aaah!')}, machte ${story.name}, so laut wie ein Löwe, und alle lachten.`,
      hobbyLine(story, 'der Ärztin'),
      'Es kitzelte, aber es tat kein bisschen weh.',
    ],
  }),
  dentist: (story) => ({
    short: ['Mund weit auf: Aaah!', 'Summ, summ!'],
    long: [
      `${story.name} machte den Mund weit auf, wie ein Löwe: ${q('Aaah!')}`,
      `Die Zahnärztin zählte mit ihrem kleinen Spiegel jeden Zahn. ${q('Zwanzig glänzende Zähne!')}`,
      'Dann machte eine kleine Bürste summ, summ, und die Zähne blitzten.',
      hobbyLine(story, 'der Zahnärztin'),
      'Es kitzelte, aber es tat kein bisschen weh.',
    ],
  }),
  school: (story) => {
    const friend = words.friend(story);
    return {
      short: ['Malst du mit mir?', 'Ein großer Regenbogen!'],
      long: [
        friend
          ? `${story.name} fütterte die Fische, und da war ja ${friend}! ${q('Malst du mit mir?')}`
          : `${story.name} fütterte die Fische, und ein Mädchen mit einer roten Schleife fragte: ${q('Malst du mit mir?')}`,
        'Zusammen malten sie einen großen Regenbogen und bauten den höchsten Turm von allen.',
        `Im Stuhlkreis las ${school(story).teacher} ein Buch über einen mutigen kleinen Bären vor.`,
        hobbyLine(story, school(story).teacherDat),
        'Der Vormittag verging wie im Flug.',
      ],
    };
  },
  haircut: (story) => ({
    short: ['Schnipp, schnapp!', 'Wusch!'],
    long: [
      'Schnipp, schnapp machte die Schere, und es kitzelte wie eine Feder.',
      `Die Friseurin sprühte einen kühlen Nebel, wie eine winzige Regenwolke, und ${story.name} kicherte.`,
      'Dann blies der Föhn warme Luft: wusch!',
      hobbyLine(story, 'der Friseurin'),
      'Es kitzelte, aber es tat kein bisschen weh.',
    ],
  }),
};

const REACHED: VisitBeats = {
  doctor: (story) => ({
    short: [`${q('Fertig!')}, sagt die Ärztin.`, `Ein Sticker für ${braveOne(story)}!`],
    long: [
      `${q('Fertig!')}, sagte die Ärztin. ${q(`Du warst sehr tapfer, ${story.name}.`)}`,
      `Sie schenkte ${story.name} einen glänzenden Sticker mit einem goldenen Stern.`,
      `${story.name} war mutig gewesen, und es hatte überhaupt nicht wehgetan.`,
    ],
  }),
  dentist: (story) => ({
    short: [`${q('Fertig!')}, sagt die Zahnärztin.`, `Eine neue Zahnbürste für ${braveOne(story)}!`],
    long: [
      `${q('Fertig! Deine Zähne sind stark und gesund')}, sagte die Zahnärztin.`,
      `Sie schenkte ${story.name} eine neue Zahnbürste und einen Sticker mit einem lachenden Zahn.`,
      `${story.name} war mutig gewesen, und es hatte überhaupt nicht wehgetan.`,
    ],
  }),
  school: (story) => ({
    short: [`${q('Bis morgen!')}, sagt ${school(story).teacher}.`, `So mutig, ${story.name}!`],
    long: [
      `Als ${escort(story)} zurückkam, rannte ${story.name} mit dem Regenbogenbild zur Tür.`,
      `${q('Darf ich morgen wiederkommen?')}, fragte ${he(story)}.`,
      `${q(`Bis morgen, ${story.name}!`)}, rief ${school(story).teacher}.`,
    ],
  }),
  haircut: (story) => ({
    short: [`${q('Fertig!')}, sagt die Friseurin.`, `Eine neue Frisur für ${braveOne(story)}!`],
    long: [
      `${q('Fertig!')}, sagte die Friseurin und drehte den Stuhl zum Spiegel.`,
      `${story.name} sah ${words.about(story.gender, 'seine', 'ihre', 'die')} neue Frisur an und lächelte über das ganze Gesicht.`,
      `${story.name} war mutig gewesen, und es hatte überhaupt nicht wehgetan.`,
    ],
  }),
};

/** What the child tells the family at home. */
const TOLD: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${story.name} zeigte allen den Sticker und erzählte von dem Herzen, das bumm-bumm gemacht hatte.`,
  dentist: (story) => `${story.name} zeigte allen die neue Zahnbürste und zwanzig glänzende Zähne.`,
  school: (story) =>
    `${story.name} erzählte von den Fischen, dem höchsten Turm und dem bunten Regenbogenbild.`,
  haircut: (story) =>
    `${story.name} zeigte allen die neue Frisur und erzählte von dem Stuhl, der wie eine Rakete nach oben gefahren war.`,
};

function party(story: IdeaStory): BeatText {
  const family = words.familyList(story, 'subject').filter((member) => member !== escort(story));
  return {
    short: ['Alle wollen alles hören!', `${story.name} ist stolz.`],
    long: [
      family.length
        ? `Zu Hause wollten alle alles ganz genau wissen: ${words.and(family)}.`
        : 'Zu Hause wollten alle alles ganz genau wissen.',
      ofVisit(TOLD)(story),
      `${q('Ich war mutig')}, sagte ${story.name} stolz, und alle jubelten.`,
    ],
  };
}

const LESSON: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () => 'die Ärztin uns hilft, gesund zu bleiben',
  dentist: () => 'die Zahnärztin gut auf meine Zähne aufpasst',
  school: () => 'ein neuer Ort sich bald wie zu Hause anfühlt',
  haircut: () => 'Haareschneiden kein bisschen wehtut',
};

const DREAMS: Record<Visit, string> = {
  doctor: 'den Sticker mit dem goldenen Stern noch am Schlafanzug',
  dentist: 'mit frisch geputzten, glänzenden Zähnen',
  school: 'voller Vorfreude auf morgen',
  haircut: 'die neue Frisur ganz weich auf dem Kissen',
};

function ending(story: IdeaStory): BeatText {
  const visit = story.visit ?? 'doctor';
  const parent = words.parent(story);
  const listener = story.pet?.name ?? teddy(story);
  return {
    short: [
      parent ? `${cap(parent)} drückt ${story.name} ganz fest.` : `${story.name} ist wieder zu Hause.`,
      story.sleepyEnding ? `Gute Nacht, ${story.name}.` : 'Was für ein mutiger Tag!',
    ],
    long: [
      `${story.sleepyEnding ? 'Im Bett' : 'Am Abend'} erzählte ${story.name} auch ${listener} alles von diesem Tag.`,
      `${q(`Heute habe ich gelernt, dass ${LESSON[visit](story)}`)}, sagte ${story.name}.`,
      story.sleepyEnding
        ? `Dann schlief ${he(story)} lächelnd ein, ${DREAMS[visit]}.`
        : `${story.name} würde diesen mutigen Tag nie vergessen.`,
    ],
  };
}

const TITLES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => goes(story, 'zum Arzt'),
  dentist: (story) => goes(story, 'zum Zahnarzt'),
  school: (story) => cap(school(story).firstDay(story)),
  haircut: (story) => goes(story, 'zum Friseur'),
};

/** The idea's companion in the summary too ('Maya geht mit Oma in die Schule'). */
const holdsHand = (story: IdeaStory): string =>
  story.partner ? ` ${cap(escort(story))} hält ${story.name} den ganzen Weg an der Hand.` : '';

/** 'in ihrem Bauch', or 'in Mayas Bauch' when no pronoun fits. */
const inTummy = (story: IdeaStory) => `in ${words.about(story.gender, 'seinem', 'ihrem', of(story))} Bauch`;

const SUMMARIES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${goes(story, 'zur Ärztin')}, und ${inTummy(story)} kribbelt es.${holdsHand(story)} Bei einer freundlichen Ärztin hört ${story.name} durch ein Stethoskop das eigene Herz, ist ganz mutig und kommt stolz mit einem glänzenden Sticker nach Hause. Eine liebevolle Geschichte für Kinder, die zum Arzt gehen.`,
  dentist: (story) =>
    `${goes(story, 'zur Zahnärztin')}, und ${inTummy(story)} kribbelt es.${holdsHand(story)} Bei einer freundlichen Zahnärztin fährt ${story.name} auf einem Zauberstuhl, macht mutig den Mund auf – „Aaah!“ – und kommt stolz mit zwanzig glänzenden Zähnen nach Hause. Eine liebevolle Geschichte für Kinder, die zum Zahnarzt gehen.`,
  school: (story) =>
    `Heute ist ${school(story).firstDay(story)}, und ${inTummy(story)} kribbelt es.${holdsHand(story)} Mit einer freundlichen ${school(story).teacher.replace(/^die /, '')}, einer neuen Freundin und einem Regenbogenbild wird der Tag so schön, dass ${story.name} es kaum erwarten kann, wiederzukommen. Eine liebevolle Geschichte für Kinder, die ${school(story).into} kommen.`,
  haircut: (story) =>
    `${goes(story, 'zum Friseur')}, und ${inTummy(story)} kribbelt es.${holdsHand(story)} Bei einer freundlichen Friseurin fährt ${story.name} auf einem Drehstuhl hoch wie eine Rakete, bleibt beim Schnipp, schnapp der Schere ganz mutig und kommt stolz mit einer neuen Frisur nach Hause. Eine liebevolle Geschichte für Kinder, die zum ersten Mal zum Friseur gehen.`,
};

const SETTINGS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    'Zu Hause, der Weg in die Stadt und die Arztpraxis: ein helles Wartezimmer mit Spielsachen und einem Aquarium.',
  dentist: () =>
    'Zu Hause, der Weg in die Stadt und die Zahnarztpraxis: ein Wartezimmer mit einem Aquarium und ein Zauberstuhl.',
  school: (story) =>
    `Zu Hause, der Weg ${school(story).into} und ${school(story).room}: hell, mit bunten Bildern, Kissen und einem Aquarium.`,
  haircut: () => 'Zu Hause, der Weg in die Stadt und der Friseursalon: große Spiegel und ein Drehstuhl.',
};

const beats: Record<IdeaBeat, (story: IdeaStory) => BeatText> = {
  call: ofVisit(CALL),
  setOff,
  arrive: ofVisit(ARRIVE),
  meet: ofVisit(MEET),
  obstacle: ofVisit(OBSTACLE),
  feelings,
  solve: ofVisit(SOLVE),
  reached: ofVisit(REACHED),
  party,
  ending,
};

export const germanVisit: VisitVoice = {
  beats,
  title: ofVisit(TITLES),
  summary: ofVisit(SUMMARIES),
  setting: ofVisit(SETTINGS),
};
