/**
 * A first visit told in Italian (`IdeaStory.visit`): the news and butterflies in the tummy, the way there hand
 * in hand, the waiting room, a kind dottoressa, dentista, maestra or parrucchiera, the one scary moment and
 * what makes it fine, a proud return home. The pet stays at home; the grown-up who takes the child is the
 * idea's own, else a parent. The child's words agree with the child ('coraggiosa', 'coraggioso'); a neutral
 * child reads as the masculine, as in italian.ts.
 */
import { italianPlanWords as words } from '../../languages/italian';
import type { BeatText } from '../../languages/language-pack';
import { cap } from '../../languages/language-pack';
import { italianGrammar } from '../grammars/italian';
import type { IdeaStory, Visit } from '../idea-story';
import type { IdeaBeat, VisitVoice } from '../idea-voice';
import { escortOf, schoolWordOf, ofVisit, type VisitBeats } from '../visit';

/** The child's ending: 'coraggios' + o(story) ('coraggiosa', 'coraggioso'). */
const o = (story: IdeaStory): string => words.about(story.gender, 'o', 'a', 'o');
/** To him, to her: 'gli', 'le'. */
const toThem = (story: IdeaStory): string => words.about(story.gender, 'gli', 'le', 'gli');
const brave = (story: IdeaStory): string => `coraggios${o(story)}`;

/** Who takes the child: the idea's companion, else a parent, else la nonna. */
const escort = (story: IdeaStory): string => escortOf(story, words.parent(story) ?? 'la nonna');

const MERGED: Record<'a' | 'di', Record<string, string>> = {
  a: { il: 'al', lo: 'allo', la: 'alla', i: 'ai', gli: 'agli', le: 'alle', 'l’': 'all’' },
  di: { il: 'del', lo: 'dello', la: 'della', i: 'dei', gli: 'degli', le: 'delle', 'l’': 'dell’' },
};

/** 'di Mamma', 'della nonna', 'all’amica': the preposition merged with the article when there is one. */
function with_(preposition: 'a' | 'di', phrase: string): string {
  const article = /^(?:(il|lo|la|i|gli|le) |(l[’']))/.exec(phrase);
  if (!article) return `${preposition} ${phrase}`;
  const the = article[1] ?? 'l’';
  return `${MERGED[preposition][the]}${article[1] ? ' ' : ''}${phrase.slice(article[0].length)}`;
}

/** A preposition and an article before a noun: 'a ', 'all’', 'alla ', 'la '. */
const LEADING =
  /^(?:(?:a|da|di|in)\s+)?(?:(?:al|allo|alla|dal|dallo|dalla|del|dello|della|nel|nello|nella|il|lo|la)\s+|(?:all|dall|dell|nell|l)[’']\s*)?/;

/** The idea's word for the school ('asilo', 'scuola materna'), with its gender; else 'scuola'. */
function schoolPart(story: IdeaStory): { bare: string; feminine: boolean } {
  const part = schoolWordOf(story);
  if (!part) return { bare: 'scuola', feminine: true };
  // The part may come with its preposition and article ('all’asilo', 'a scuola'): the bare noun is wanted.
  const bare = part.bare.toLowerCase().replace(LEADING, '');
  return { bare: bare || 'scuola', feminine: part.gender === 'f' };
}

/** 'la scuola', 'l’asilo'. */
const theSchool = (story: IdeaStory): string => {
  const { bare, feminine } = schoolPart(story);
  return italianGrammar.withArticle(bare, feminine ? 'f' : 'm', false, true);
};

/** 'a scuola', 'all’asilo'. */
const atSchool = (story: IdeaStory): string =>
  schoolPart(story).bare === 'scuola' ? 'a scuola' : with_('a', theSchool(story));

/** 'il primo giorno di scuola', 'il primo giorno d’asilo'. */
const firstDay = (story: IdeaStory): string => {
  const { bare } = schoolPart(story);
  return `il primo giorno ${/^[aeiouàèéìòù]/.test(bare) ? `d’${bare}` : `di ${bare}`}`;
};

/** `toWhom`: 'alla dottoressa', 'alla maestra'. */
const hobbyLine = (story: IdeaStory, toWhom: string): string => {
  const hobby = words.hobby(story);
  return hobby
    ? `A ${story.name} piaceva tanto ${hobby}, e ne raccontò tutto ${toWhom}.`
    : `${story.name} si sentiva sempre più ${brave(story)}.`;
};

/** Verbs of going that read as the idea wrote them: 'andare dal dottore', 'visitare lo studio del dentista'. */
const GOING = /^(?:andare|visitare|vedere|cominciare|iniziare)$/;

/** The idea's own going, when it says one ('andare dal dentista'), else `otherwise`. */
const going = (story: IdeaStory, otherwise: string): string =>
  story.action && GOING.test(story.action.infinitive) ? story.action.phrase : otherwise;

const THIRD: Record<string, string> = {
  andare: 'va',
  visitare: 'visita',
  vedere: 'vede',
  cominciare: 'comincia',
  iniziare: 'inizia',
};

/** The going said of the child, now ('va dal dottore'): the idea's own verb when it says one. */
const goes = (story: IdeaStory, otherwise: string): string =>
  going(story, otherwise).replace(/^\p{L}+/u, (verb) => THIRD[verb] ?? verb);

/** The morning of a visit to the doctor, dentist or hairdresser: the news, the fluttery tummy, a hug. */
function news(story: IdeaStory, there: string, why: string, last: string, more = ''): BeatText {
  const { name } = story;
  return {
    short: [`Oggi ${name} ${goes(story, there)}.`, `${name} è un po’ agitat${o(story)}.`],
    long: [
      `Una mattina, ${escort(story)} disse: «${name}, oggi ${/^andare /.test(going(story, there)) ? `si ${goes(story, there)}` : `dobbiamo ${going(story, there)}`}.${more}»`,
      `${name} sentì le farfalle nella pancia ed era un po’ agitat${o(story)}. «Mi farà male?», chiese.`,
      `«${why}», disse ${escort(story)}, e l’abbracciò forte.`,
      '«E io starò sempre lì, accanto a te.»',
      last,
    ],
  };
}

const CALL: VisitBeats = {
  doctor: (story) =>
    news(
      story,
      'andare dal dottore',
      'La dottoressa vuole solo vedere come stai crescendo',
      `${story.name} annuì e si preparò.`,
    ),
  dentist: (story) =>
    news(
      story,
      'andare dal dentista',
      'La dentista vuole solo contare i tuoi dentini e vedere se sono forti',
      `${story.name} si lavò i denti con tantissima cura e si preparò.`,
    ),
  school: (story) => ({
    short: [`Oggi è ${firstDay(story)} di ${story.name}!`, 'Ha le farfalle nella pancia.'],
    long: [
      `Era un giorno importantissimo: ${firstDay(story)} di ${story.name}!`,
      `Lo zaino nuovo aspettava vicino alla porta, e ${story.name} aveva le farfalle nella pancia.`,
      '«E se non conosco nessuno?», chiese.',
      `«Il primo giorno sono tutti nuovi», disse ${escort(story)}, e l’abbracciò forte.`,
      `${story.name} si mise le scarpe da sol${o(story)}.`,
    ],
  }),
  haircut: (story) =>
    news(
      story,
      'andare dal parrucchiere',
      'Tagliare i capelli non fa per niente male, è come tagliare la carta',
      `${story.name} si pettinò i capelli un’ultima volta e si preparò.`,
      ' I tuoi capelli sono diventati così lunghi!',
    ),
};

function setOff(story: IdeaStory): BeatText {
  const pet = story.pet?.name;
  return {
    short: ['Si parte, mano nella mano.', pet ? `Ciao ciao, ${pet}!` : 'Un passo, due passi, tre passi.'],
    long: [
      `Così ${story.name} e ${escort(story)} partirono, mano nella mano.`,
      pet ? `${pet} salutava dalla finestra, scodinzolando.` : `${story.name} salutò la casa con la mano.`,
      story.visit === 'school'
        ? `${story.name} portò lo zaino nuovo per tutta la strada, fino ${atSchool(story)}.`
        : `${story.name} portò con sé il suo orsetto, non si sa mai.`,
      'Per strada contarono le macchine rosse, così la testa pensava ad altro.',
    ],
  };
}

function waitingRoom(story: IdeaStory, whose: string, things: string): BeatText {
  return {
    short: ['Guarda, un acquario!', 'Quanti giochi!'],
    long: [
      `Nella sala d’attesa ${whose} c’erano ${things} e un acquario con i pesci arancioni.`,
      'Aspettavano anche altri bambini, con le loro mamme e i loro papà.',
      `${story.name} strinse un po’ più forte la mano ${with_('di', escort(story))}.`,
      'Guardava i pesci che giravano e giravano nell’acqua.',
    ],
  };
}

const ARRIVE: VisitBeats = {
  doctor: (story) => waitingRoom(story, 'della dottoressa', 'una cesta di giochi, tanti libri illustrati'),
  dentist: (story) => waitingRoom(story, 'della dentista', 'un grande poster di denti sorridenti'),
  school: (story) => ({
    short: ['Quanti bambini!', 'Guarda, i disegni!'],
    long: [
      'L’aula era luminosa, con i disegni appesi ai muri, un angolo della lettura pieno di cuscini e un acquario vicino alla finestra.',
      'C’erano tantissimi bambini!',
      `${story.name} restò vicino ${with_('a', escort(story))}.`,
      'Tutto profumava di pastelli e di libri nuovi.',
    ],
  }),
  haircut: (story) => ({
    short: ['Guarda, che specchi grandi!', 'Fiuuu, fa il phon.'],
    long: [
      'Dal parrucchiere c’erano grandi specchi luccicanti, poltrone che giravano e un cestino di libri illustrati.',
      'Qualcuno si stava asciugando i capelli con un soffio caldo caldo: fiuuu!',
      `${story.name} strinse un po’ più forte la mano ${with_('di', escort(story))}.`,
      'Guardava le ciocche tagliate che cadevano piano piano, come piume.',
    ],
  }),
};

const MEET: VisitBeats = {
  doctor: (story) => ({
    short: ['Ciao, dottoressa!', 'Ha un sorriso gentile.'],
    long: [
      `Poi uscì la dottoressa e chiamò: «${story.name}?»`,
      'Aveva un sorriso gentile e lo stetoscopio intorno al collo.',
      `«Ciao, ${story.name}! Vuoi salire sul mio lettino?», chiese la dottoressa.`,
      `${story.name} annuì, zitt${o(story)} zitt${o(story)}.`,
    ],
  }),
  dentist: (story) => ({
    short: ['Ciao, dentista!', 'Ha un sorriso gentile.'],
    long: [
      `Poi uscì la dentista e chiamò: «${story.name}?»`,
      'Aveva un sorriso gentile e una grande poltrona che andava su e giù, come una giostra.',
      `«Ciao, ${story.name}! Vuoi fare un giro sulla mia poltrona magica?», chiese la dentista.`,
      `${story.name} annuì, zitt${o(story)} zitt${o(story)}.`,
    ],
  }),
  school: (story) => ({
    short: ['Ciao, maestra!', 'Ha un sorriso gentile.'],
    long: [
      'Poi arrivò la maestra, con un sorriso gentile e un cartellino a forma di stella.',
      `«Benvenut${o(story)}, ${story.name}! Ti stavamo aspettando», disse.`,
      `Mostrò a ${story.name} un gancio con sopra il suo nome, proprio per la sua giacca.`,
      `${story.name} annuì, zitt${o(story)} zitt${o(story)}.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Ciao, parrucchiera!', 'Ha un sorriso gentile.'],
    long: [
      'Poi arrivò la parrucchiera, con un sorriso gentile e un pettine infilato dietro l’orecchio.',
      `«Ciao, ${story.name}! Vuoi salire sulla mia poltrona che gira?», chiese la parrucchiera.`,
      'Con il pedale fece salire la poltrona, su, su, sempre più su, come un razzo.',
      `${story.name} annuì, zitt${o(story)} zitt${o(story)}.`,
    ],
  }),
};

const OBSTACLE: VisitBeats = {
  doctor: (story) => ({
    short: ['Tum, tum!', 'Farà male?'],
    long: [
      `Quando la dottoressa prese lo stetoscopio, il cuore di ${story.name} fece tum, tum.`,
      `«Mi farà male?», sussurrò ${story.name}.`,
      `E strinse forte la mano ${with_('di', escort(story))}.`,
    ],
  }),
  dentist: (story) => ({
    short: ['Che luce grande!', 'Farà male?'],
    long: [
      `Quando si accese la grande luce e la dentista prese uno specchietto piccolo piccolo, ${story.name} strizzò gli occhi.`,
      `«Mi farà male?», sussurrò ${story.name}.`,
      `E strinse forte la mano ${with_('di', escort(story))}.`,
    ],
  }),
  school: (story) => ({
    short: [`${cap(escort(story))} deve andare via.`, 'Oh, no!'],
    long: [
      `Poi arrivò il momento di salutarsi, e a ${story.name} tremò il labbro.`,
      `«Non andare via», sussurrò ${story.name}, e la maestra si inginocchiò accanto a loro.`,
      `${story.name} strinse forte la mano ${with_('di', escort(story))}.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Oh, le forbici!', 'Farà male?'],
    long: [
      `Quando la parrucchiera prese le forbici, il cuore di ${story.name} fece tum, tum.`,
      `«Mi farà male?», sussurrò ${story.name}.`,
      `E strinse forte la mano ${with_('di', escort(story))}.`,
    ],
  }),
};

/** What the grown-up says that makes it fine. */
const KIND_WORDS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `«Senti solo un po’ di fresco, come un cubetto di ghiaccio che fa il solletico», disse la dottoressa. «Vuoi ascoltare tu per prim${o(story)}?»`,
  dentist: () =>
    '«Voglio solo contare i tuoi denti», disse la dentista. «Riesci ad aprire la bocca grande grande, come un leone?»',
  school: (story) =>
    `${cap(escort(story))} si chinò per un grande abbraccio: «Vengo a prenderti dopo pranzo.» E la maestra chiese: «Mi aiuti a dare da mangiare ai pesci?»`,
  haircut: () =>
    '«I capelli non sentono proprio niente», disse la parrucchiera. «Ascolta: le mie forbici cantano solo zac, zac.»',
};

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} ha un po’ paura.`, 'Poi, un bel respiro.'],
    long: [
      `${story.name} aveva un po’ paura.`,
      ofVisit(KIND_WORDS)(story),
      `${story.name} fece un bel respiro e disse: «Io posso essere ${brave(story)}.»`,
      `E proprio così, si sentì ${brave(story)}.`,
    ],
  };
}

const SOLVE: VisitBeats = {
  doctor: (story) => ({
    short: ['Tu-tum, tu-tum!', 'Di’ «aaah»!'],
    long: [
      `${story.name} ascoltò con lo stetoscopio: tu-tum, tu-tum! Era proprio il suo cuore che batteva.`,
      `Poi la dottoressa ${toThem(story)} guardò nelle orecchie e disse: «Di’ aaah!»`,
      `«Aaah!», fece ${story.name}, forte come un leone, e scoppiarono tutti a ridere.`,
      hobbyLine(story, 'alla dottoressa'),
      'Faceva il solletico, e non faceva male per niente.',
    ],
  }),
  dentist: (story) => ({
    short: ['Bocca grande: aaah!', 'Bzz, bzz!'],
    long: [
      `${story.name} aprì la bocca grande grande, come un leone: «Aaah!»`,
      'La dentista contò tutti i denti con il suo specchietto. «Venti dentini che brillano!»',
      'Poi uno spazzolino piccolo piccolo fece bzz, bzz, e li fece splendere.',
      hobbyLine(story, 'alla dentista'),
      'Faceva il solletico, e non faceva male per niente.',
    ],
  }),
  school: (story) => {
    const friend = words.friend(story);
    return {
      short: ['Dipingi con me?', 'Un grande arcobaleno!'],
      long: [
        friend
          ? `${story.name} diede da mangiare ai pesci, ed ecco ${friend}! «Vuoi dipingere con me?»`
          : `${story.name} diede da mangiare ai pesci, e una bambina con un fiocco rosso ${toThem(story)} chiese: «Vuoi dipingere con me?»`,
        'Insieme dipinsero un grande arcobaleno e costruirono la torre più alta di tutta la classe.',
        'All’ora della storia, la maestra lesse un libro su un piccolo orso coraggioso.',
        hobbyLine(story, 'alla maestra'),
        'La mattina volò via.',
      ],
    };
  },
  haircut: (story) => ({
    short: ['Zac, zac!', 'Fiuuu!'],
    long: [
      'Zac, zac, facevano le forbici, e faceva il solletico come una piuma.',
      `La parrucchiera spruzzò un velo d’acqua fresca, come una minuscola nuvola di pioggia, e ${story.name} ridacchiò.`,
      'Poi il phon soffiò aria calda: fiuuu!',
      hobbyLine(story, 'alla parrucchiera'),
      'Faceva il solletico, e non faceva male per niente.',
    ],
  }),
};

const REACHED: VisitBeats = {
  doctor: (story) => ({
    short: [
      '«Finito!», dice la dottoressa.',
      `Un adesivo per ${story.name}, che è stat${o(story)} ${brave(story)}!`,
    ],
    long: [
      `«Finito!», disse la dottoressa. «Sei stat${o(story)} davvero ${brave(story)}, ${story.name}.»`,
      `Poi diede a ${story.name} un adesivo luccicante con una stella d’oro.`,
      'E non aveva fatto male per niente!',
    ],
  }),
  dentist: (story) => ({
    short: [
      '«Finito!», dice la dentista.',
      `Uno spazzolino nuovo per ${story.name}, che è stat${o(story)} ${brave(story)}!`,
    ],
    long: [
      '«Finito! I tuoi denti sono forti e sani», disse la dentista.',
      `Poi diede a ${story.name} uno spazzolino nuovo e un adesivo a forma di dentino sorridente.`,
      'E non aveva fatto male per niente!',
    ],
  }),
  school: (story) => ({
    short: ['«A domani!», dice la maestra.', `Che ${brave(story)}, ${story.name}!`],
    long: [
      `Quando ${escort(story)} tornò, ${story.name} corse alla porta con il suo arcobaleno dipinto.`,
      '«Posso tornare anche domani?», chiese.',
      `«A domani, ${story.name}!», disse la maestra.`,
    ],
  }),
  haircut: (story) => ({
    short: [
      '«Finito!», dice la parrucchiera.',
      `Un taglio nuovo per ${story.name}, che è stat${o(story)} ${brave(story)}!`,
    ],
    long: [
      '«Finito!», disse la parrucchiera, e girò la poltrona verso lo specchio.',
      `${story.name} si guardò il taglio nuovo e fece un grande sorriso.`,
      'E non aveva fatto male per niente!',
    ],
  }),
};

/** What the child tells the family at home. */
const TOLD: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => `${story.name} mostrò il suo adesivo e raccontò del cuore che faceva tu-tum.`,
  dentist: (story) => `${story.name} mostrò lo spazzolino nuovo e i suoi venti dentini che brillavano.`,
  school: (story) => `${story.name} raccontò dei pesci, della torre altissima e dell’arcobaleno dipinto.`,
  haircut: (story) =>
    `${story.name} mostrò il suo taglio nuovo e raccontò della poltrona che saliva come un razzo.`,
};

function party(story: IdeaStory): BeatText {
  const family = words.familyList(story).filter((member) => member !== escort(story));
  return {
    short: ['Tutti vogliono sapere!', `${story.name} è tanto orgoglios${o(story)}.`],
    long: [
      family.length
        ? `A casa tutti volevano sapere com’era andata: ${words.and(family)}.`
        : 'A casa tutti volevano sapere com’era andata.',
      ofVisit(TOLD)(story),
      `«Sono stat${o(story)} ${brave(story)}!», disse ${story.name}, tutt${o(story)} orgoglios${o(story)}, e tutti fecero festa.`,
    ],
  };
}

const LESSON: Record<Visit, string> = {
  doctor: 'la dottoressa è lì per aiutarci a stare bene',
  dentist: 'la dentista aiuta il mio sorriso a restare forte',
  school: 'i posti nuovi diventano presto un po’ come casa',
  haircut: 'tagliarsi i capelli non fa male per niente',
};

const DREAMS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () => 'con l’adesivo della stella d’oro ancora attaccato al pigiama',
  dentist: () => 'con i denti puliti che brillavano',
  school: (story) => `già pront${o(story)} per domani`,
  haircut: () => 'con il taglio nuovo morbido sul cuscino',
};

function ending(story: IdeaStory): BeatText {
  const visit = story.visit ?? 'doctor';
  const parent = words.parent(story);
  const listener = story.pet ? `a ${story.pet.name}` : 'al suo orsetto';
  return {
    short: [
      parent ? `${cap(parent)} abbraccia forte ${story.name}.` : `${story.name} è di nuovo a casa.`,
      story.sleepyEnding ? `Buonanotte, ${story.name}.` : 'Che giornata coraggiosa!',
    ],
    long: [
      `${story.sleepyEnding ? 'Quella notte' : 'Quella sera'}, ${story.name} raccontò tutta la giornata ${listener}.`,
      `«Oggi ho imparato che ${LESSON[visit]}», disse ${story.name}.`,
      story.sleepyEnding
        ? `Poi si addormentò sorridendo, ${DREAMS[visit](story)}.`
        : `${story.name} non avrebbe mai dimenticato quanto era stat${o(story)} ${brave(story)}.`,
    ],
  };
}

const TITLES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => `${story.name} va dal dottore`,
  dentist: (story) => `${story.name} va dal dentista`,
  school: (story) => `${cap(firstDay(story))} di ${story.name}`,
  haircut: (story) => `${story.name} va dal parrucchiere`,
};

/** The idea's companion in the summary too ('Maya va a scuola con la nonna'). */
const holdsHand = (story: IdeaStory): string =>
  story.partner ? ` ${cap(escort(story))} ${toThem(story)} tiene la mano per tutta la strada.` : '';

const SUMMARIES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${story.name} va dal dottore per un controllo, e ha le farfalle nella pancia.${holdsHand(story)} Con una dottoressa gentile, uno stetoscopio per ascoltare il cuore e un pizzico di coraggio, ${story.name} torna a casa orgoglios${o(story)}, con un adesivo luccicante. Una storia tenera per accompagnare i bambini dal dottore.`,
  dentist: (story) =>
    `${story.name} va dal dentista, e ha le farfalle nella pancia.${holdsHand(story)} Con una dentista gentile, una poltrona magica e un «Aaah!» coraggioso, ${story.name} torna a casa orgoglios${o(story)}, con venti dentini che brillano. Una storia tenera per accompagnare i bambini dal dentista.`,
  school: (story) =>
    `È ${firstDay(story)} di ${story.name}, e ha le farfalle nella pancia.${holdsHand(story)} Con una maestra gentile, un nuovo amico e un arcobaleno dipinto, ${story.name} non vede l’ora di tornarci. Una storia tenera per chi comincia ${theSchool(story)}.`,
  haircut: (story) =>
    `${story.name} va dal parrucchiere, e ha le farfalle nella pancia.${holdsHand(story)} Con una parrucchiera gentile, una poltrona che gira e qualche zac zac coraggioso, ${story.name} torna a casa orgoglios${o(story)}, con un taglio tutto nuovo. Una storia tenera per accompagnare i bambini dal parrucchiere.`,
};

const SETTINGS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    'Casa, la strada verso il paese e lo studio della dottoressa: una sala d’attesa luminosa, con i giochi e un acquario.',
  dentist: () =>
    'Casa, la strada verso il paese e lo studio della dentista: una sala d’attesa con un acquario, e una poltrona magica.',
  school: (story) =>
    `Casa, la strada per ${theSchool(story)} e un’aula luminosa, con i disegni, i cuscini e un acquario.`,
  haircut: () =>
    'Casa, la strada verso il paese e il salone del parrucchiere: grandi specchi e una poltrona che gira.',
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

export const italianVisit: VisitVoice = {
  beats,
  title: ofVisit(TITLES),
  summary: ofVisit(SUMMARIES),
  setting: ofVisit(SETTINGS),
};
