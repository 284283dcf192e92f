/**
 * A first visit told in French (`IdeaStory.visit`): the news and butterflies in the tummy, the way there hand
 * in hand, the waiting room, a kind doctor, dentist, maîtresse or coiffeuse, the one scary moment and what
 * makes it fine, a proud return home. The pet stays at home; the grown-up who takes the child is the idea's
 * own, else a parent. Spaces before ! ? : ; become non-breaking in polish; the summary and setting write them
 * so.
 */
import { frenchPlanWords as words } from '../../languages/french';
import type { BeatText } from '../../languages/language-pack';
import { cap } from '../../languages/language-pack';
import type { IdeaPart } from '../idea-reading';
import type { IdeaStory, Visit } from '../idea-story';
import type { IdeaBeat, VisitVoice } from '../idea-voice';
import { escortOf, schoolWordOf, ofVisit, type VisitBeats } from '../visit';
import { plainText } from '../../recognise';

const { q, NB } = words;
const he = (story: IdeaStory) => words.about(story.gender, 'il', 'elle', 'iel');
const brave = (story: IdeaStory) => words.about(story.gender, 'courageux', 'courageuse', 'courageux·se');
const worried = (story: IdeaStory) => words.about(story.gender, 'inquiet', 'inquiète', 'inquiet·ète');
const proud = (story: IdeaStory) => words.about(story.gender, 'fier', 'fière', 'fier·ère');
const alone = (story: IdeaStory) => words.about(story.gender, 'tout seul', 'toute seule', 'tout seul·e');
const ready = (story: IdeaStory) => words.about(story.gender, 'prêt', 'prête', 'prêt·e');

/** Who takes the child: the idea's companion, else a parent, else Mamie. */
const escort = (story: IdeaStory): string => escortOf(story, words.parent(story) ?? 'Mamie');

/** Words for a school a French idea may name that `schoolWordOf` does not know ('la maternelle'). */
const SCHOOLS = /^(?:ecole|maternelle|creche|garderie|classe)$/;

/** The idea's word for the school ('maternelle', 'école'), with its gender; else 'école'. */
function schoolPart(story: IdeaStory): { bare: string; feminine: boolean } {
  const { place, object, things } = story.reading;
  const part =
    schoolWordOf(story) ??
    [place, object, ...things].find(
      (one): one is IdeaPart => one !== undefined && SCHOOLS.test(plainText(one.bare.toLowerCase())),
    );
  return part
    ? { bare: part.bare.toLowerCase(), feminine: part.gender === 'f' }
    : { bare: 'école', feminine: true };
}

const VOWEL = /^[aeiouyàâäéèêëîïôöûüœh]/;

/** 'l’école', 'la maternelle', 'le collège'. */
const theSchool = (story: IdeaStory): string => {
  const { bare, feminine } = schoolPart(story);
  return VOWEL.test(bare) ? `l’${bare}` : `${feminine ? 'la' : 'le'} ${bare}`;
};

/** 'à l’école', 'à la maternelle', 'au collège'. */
const atSchool = (story: IdeaStory): string => {
  const the = theSchool(story);
  return the.startsWith('le ') ? `au ${the.slice(3)}` : `à ${the}`;
};

/** 'le premier jour d’école', 'le premier jour de maternelle'. */
const firstDay = (story: IdeaStory): string => {
  const { bare } = schoolPart(story);
  return `le premier jour ${VOWEL.test(bare) ? `d’${bare}` : `de ${bare}`}`;
};

/** `toWhom`: 'au docteur', 'à la dentiste', 'à la maîtresse'. */
const hobbyLine = (story: IdeaStory, toWhom: string): string => {
  const hobby = words.hobby(story);
  return hobby
    ? `${story.name} adorait ${hobby}, et ${he(story)} en parla ${toWhom}.`
    : `${story.name} se sentait de plus en plus ${brave(story)}.`;
};

/** Verbs of going that read as the idea wrote them: 'aller chez le médecin', 'visiter le cabinet du dentiste'. */
const GOING = /^(?:aller|visiter|voir|commencer|entrer)$/;

/** The idea's own going, when it says one ('aller chez le dentiste'), else `otherwise`. */
const going = (story: IdeaStory, otherwise: string): string =>
  story.action && GOING.test(story.action.infinitive) ? story.action.phrase : otherwise;

/** What the grown-up at home says on the morning of a visit to the doctor, the dentist or the hairdresser. */
function morningOf(story: IdeaStory, where: string, why: string, last: string, more = ''): BeatText {
  const { name } = story;
  return {
    short: [`Aujourd’hui, ${name} va ${going(story, where)}.`, `${name} est un peu ${worried(story)}.`],
    long: [
      `Un matin, ${escort(story)} dit : ${q(`Aujourd’hui, tu vas ${going(story, where)}, ${name}.${more}`)}`,
      `${name} avait des papillons dans le ventre. Tout bas, ${he(story)} demanda : ${q('Est-ce que ça va faire mal ?')}`,
      `${q(why)}, répondit ${escort(story)} en lui faisant un câlin.`,
      q('Je resterai tout près de toi, tout le temps.'),
      last,
    ],
  };
}

const CALL: VisitBeats = {
  doctor: (story) =>
    morningOf(
      story,
      'aller chez le médecin',
      'Le docteur veut juste voir comme tu grandis bien',
      `${story.name} fit oui de la tête et se prépara.`,
    ),
  dentist: (story) =>
    morningOf(
      story,
      'aller chez le dentiste',
      'La dentiste veut juste compter tes dents et voir si elles sont bien solides',
      `${story.name} se brossa les dents avec un soin tout particulier et se prépara.`,
    ),
  school: (story) => ({
    short: [
      `Aujourd’hui, c’est ${firstDay(story)} de ${story.name} !`,
      `${cap(he(story))} va ${atSchool(story)}, le ventre plein de papillons.`,
    ],
    long: [
      `C’était un très grand jour : ${firstDay(story)} de ${story.name} !`,
      `Son cartable tout neuf l’attendait près de la porte, et ${story.name} avait des papillons dans le ventre.`,
      `Tout bas, ${he(story)} demanda : ${q(`Et si je ne connais personne ${atSchool(story)} ?`)}`,
      `${q('Le premier jour, tout le monde est nouveau')}, répondit ${escort(story)} en lui faisant un câlin.`,
      `${story.name} mit ses chaussures ${alone(story)}.`,
    ],
  }),
  haircut: (story) =>
    morningOf(
      story,
      'aller chez le coiffeur',
      'Couper les cheveux, ça ne fait pas mal du tout, c’est comme couper du papier',
      `${story.name} se brossa les cheveux une dernière fois et se prépara.`,
      ' Tes cheveux sont devenus si longs !',
    ),
};

function setOff(story: IdeaStory): BeatText {
  const pet = story.pet?.name;
  return {
    short: ['Et hop, main dans la main !', pet ? `Au revoir, ${pet} !` : 'Un pas, deux pas, trois pas.'],
    long: [
      story.visit === 'school'
        ? `Et voilà ${story.name} qui va ${atSchool(story)}, main dans la main avec ${escort(story)}.`
        : `Alors ${story.name} et ${escort(story)} partirent, main dans la main.`,
      pet ? `${pet} les regarda partir depuis la fenêtre.` : `${story.name} dit au revoir à la maison.`,
      story.visit === 'school'
        ? `${story.name} porta son cartable tout neuf pendant tout le chemin.`
        : `${story.name} avait emporté son doudou, au cas où.`,
      `En chemin, ils comptèrent les voitures rouges, et ${story.name} se sentit un peu plus ${brave(story)}.`,
    ],
  };
}

function waitingRoom(story: IdeaStory, things: string): BeatText {
  return {
    short: ['Regarde, un aquarium !', 'Et plein de jouets.'],
    long: [
      `Dans la salle d’attente, il y avait ${things} et un aquarium plein de poissons orange.`,
      'D’autres enfants attendaient aussi, avec leur maman ou leur papa.',
      `${story.name} serra un peu plus fort la main de ${escort(story)}.`,
      `${cap(he(story))} regarda les poissons tourner en rond, encore et encore.`,
    ],
  };
}

const ARRIVE: VisitBeats = {
  doctor: (story) => waitingRoom(story, 'une caisse de jouets, des livres d’images'),
  dentist: (story) => waitingRoom(story, 'une grande affiche de dents qui souriaient'),
  school: (story) => ({
    short: ['Que d’enfants !', 'Regarde, des peintures !'],
    long: [
      'La classe était lumineuse, avec des peintures aux murs, un coin lecture plein de coussins et un aquarium près de la fenêtre.',
      'Il y avait tellement d’enfants !',
      `${story.name} restait tout près de ${escort(story)}.`,
      'Tout sentait bon les crayons de couleur et les livres neufs.',
    ],
  }),
  haircut: (story) => ({
    short: ['Regarde, de grands miroirs !', 'Fffou, fait un séchoir.'],
    long: [
      'Chez le coiffeur, il y avait de grands miroirs qui brillaient, des fauteuils qui tournaient et un panier de livres d’images.',
      'Quelqu’un se faisait sécher les cheveux dans un grand souffle tout chaud : fffou !',
      `${story.name} serra un peu plus fort la main de ${escort(story)}.`,
      `${cap(he(story))} regarda les mèches coupées tomber tout doucement, comme des plumes.`,
    ],
  }),
};

const MEET: VisitBeats = {
  doctor: (story) => ({
    short: ['Bonjour, docteur !', 'Il a un gentil sourire.'],
    long: [
      `Puis le docteur ouvrit la porte et appela : ${q(`${story.name} ?`)}`,
      'Il avait un gentil sourire et un stéthoscope autour du cou.',
      `${q(`Bonjour, ${story.name} ! Tu veux bien t’asseoir sur mon grand lit ?`)}, demanda-t-il.`,
      `${story.name} fit oui de la tête, sans un bruit.`,
    ],
  }),
  dentist: (story) => ({
    short: ['Bonjour, madame la dentiste !', 'Elle a un gentil sourire.'],
    long: [
      `Puis la dentiste ouvrit la porte et appela : ${q(`${story.name} ?`)}`,
      'Elle avait un gentil sourire et un grand fauteuil qui montait et descendait, comme un manège.',
      `${q(`Bonjour, ${story.name} ! Tu veux faire un tour dans mon fauteuil magique ?`)}, demanda-t-elle.`,
      `${story.name} fit oui de la tête, sans un bruit.`,
    ],
  }),
  school: (story) => ({
    short: ['Bonjour, maîtresse !', 'Elle a un gentil sourire.'],
    long: [
      'Puis la maîtresse arriva, avec un gentil sourire et un badge en forme d’étoile.',
      `${q(`Bienvenue, ${story.name} ! On t’attendait`)}, dit-elle.`,
      `Elle montra à ${story.name} un portemanteau avec son prénom dessus, rien que pour son manteau.`,
      `${story.name} fit oui de la tête, sans un bruit.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Bonjour, madame la coiffeuse !', 'Elle a un gentil sourire.'],
    long: [
      'Puis la coiffeuse arriva, avec un gentil sourire et un peigne glissé derrière l’oreille.',
      `${q(`Bonjour, ${story.name} ! Tu veux t’asseoir sur mon fauteuil qui tourne ?`)}, demanda-t-elle.`,
      'Elle fit monter le fauteuil, plus haut, encore plus haut, comme une fusée.',
      `${story.name} fit oui de la tête, sans un bruit.`,
    ],
  }),
};

const OBSTACLE: VisitBeats = {
  doctor: (story) => ({
    short: ['Boum, boum !', 'Est-ce que ça fait mal ?'],
    long: [
      `Quand le docteur sortit son stéthoscope, le cœur de ${story.name} fit boum, boum.`,
      `${cap(he(story))} chuchota : ${q('Ça va piquer ?')}`,
      `${story.name} serra très fort la main de ${escort(story)}.`,
    ],
  }),
  dentist: (story) => ({
    short: ['Une grosse lampe !', 'Est-ce que ça fait mal ?'],
    long: [
      `Quand la grosse lampe s’alluma et que la dentiste prit un tout petit miroir, ${story.name} ferma très fort les yeux.`,
      `${cap(he(story))} chuchota : ${q('Ça va faire mal aux dents ?')}`,
      `${story.name} serra très fort la main de ${escort(story)}.`,
    ],
  }),
  school: (story) => ({
    short: [`${cap(escort(story))} doit partir.`, 'Oh non !'],
    long: [
      `Puis ce fut l’heure pour ${escort(story)} de partir, et le menton de ${story.name} se mit à trembler.`,
      `${cap(he(story))} chuchota : ${q('Ne pars pas')}, et la maîtresse s’approcha tout doucement.`,
      `${story.name} serra très fort la main de ${escort(story)}.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Oh, des ciseaux !', 'Est-ce que ça fait mal ?'],
    long: [
      `Quand la coiffeuse prit ses ciseaux, le cœur de ${story.name} fit boum, boum.`,
      `${cap(he(story))} chuchota : ${q('Ça va faire mal ?')}`,
      `${story.name} serra très fort la main de ${escort(story)}.`,
    ],
  }),
};

/** What the grown-up says that makes it fine. */
const KIND_WORDS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    `${q('Ça fait juste un peu froid, comme un glaçon qui chatouille')}, dit le docteur. ${q('Tu veux écouter en premier ?')}`,
  dentist: () =>
    `${q('Je vais seulement compter tes dents')}, dit la dentiste. ${q('Tu peux ouvrir grand la bouche, comme un lion ?')}`,
  school: (story) =>
    `${cap(escort(story))} lui fit un gros câlin : ${q('Je reviendrai te chercher après le déjeuner.')} Et la maîtresse demanda : ${q('Tu veux m’aider à nourrir les poissons ?')}`,
  haircut: () =>
    `${q('Les cheveux ne sentent rien du tout')}, dit la coiffeuse. ${q('Écoute : mes ciseaux chantent seulement clic-clac.')}`,
};

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} a un peu peur.`, `Mais ${story.name} est ${brave(story)} !`],
    long: [
      `${story.name} avait un peu peur.`,
      ofVisit(KIND_WORDS)(story),
      `Alors ${story.name} prit une grande inspiration et dit : ${q(`Je peux être ${brave(story)}.`)}`,
      `Et tout de suite, ${he(story)} se sentit ${brave(story)}.`,
    ],
  };
}

const SOLVE: VisitBeats = {
  doctor: (story) => ({
    short: ['Boum-boum, boum-boum !', `${q('Aaah !')}, fait ${story.name}.`],
    long: [
      `${story.name} écouta dans le stéthoscope : boum-boum, boum-boum ! C’était son propre cœur qui battait.`,
      `Puis le docteur regarda dans ses oreilles et dit : ${q('Ouvre la bouche et dis aaah !')}`,
      `${q('Aaah !')}, fit ${story.name}, aussi fort qu’un lion, et tout le monde éclata de rire.`,
      hobbyLine(story, 'au docteur'),
      'Ça chatouillait, et ça ne faisait pas mal du tout.',
    ],
  }),
  dentist: (story) => ({
    short: ['Grand ouvert : aaah !', 'Bzz, bzz !'],
    long: [
      `${story.name} ouvrit grand la bouche, comme un lion : ${q('Aaah !')}`,
      `La dentiste compta chaque dent avec son tout petit miroir. ${q('Vingt dents qui brillent !')}`,
      'Puis une petite brosse fit bzz, bzz, et toutes les dents se mirent à briller.',
      hobbyLine(story, 'à la dentiste'),
      'Ça chatouillait, et ça ne faisait pas mal du tout.',
    ],
  }),
  school: (story) => {
    const friend = words.friend(story);
    return {
      short: [`${q('Tu veux peindre avec moi ?')}`, 'Un grand arc-en-ciel !'],
      long: [
        friend
          ? `${story.name} donna à manger aux poissons, et voilà ${friend} ! ${q('Tu veux peindre avec moi ?')}`
          : `${story.name} donna à manger aux poissons, et une petite fille avec un ruban rouge demanda : ${q('Tu veux peindre avec moi ?')}`,
        'Les deux enfants peignirent un grand arc-en-ciel, puis construisirent la plus haute tour de la classe.',
        'À l’heure de l’histoire, la maîtresse lut un livre sur un petit ours très courageux.',
        hobbyLine(story, 'à la maîtresse'),
        'La matinée passa à toute vitesse.',
      ],
    };
  },
  haircut: (story) => ({
    short: ['Clic-clac !', 'Fffou !'],
    long: [
      'Clic-clac, firent les ciseaux, et ça chatouillait comme une plume.',
      `La coiffeuse vaporisa une brume toute fraîche, comme un tout petit nuage de pluie, et ${story.name} se mit à rire.`,
      'Puis le séchoir souffla un air tout chaud : fffou !',
      hobbyLine(story, 'à la coiffeuse'),
      'Ça chatouillait, et ça ne faisait pas mal du tout.',
    ],
  }),
};

const REACHED: VisitBeats = {
  doctor: (story) => ({
    short: ['C’est fini !', `Une gommette pour ${story.name}, si ${brave(story)} !`],
    long: [
      `${q(`C’est fini ! Tu as été très ${brave(story)}, ${story.name}`)}, dit le docteur.`,
      `Il donna à ${story.name} une gommette brillante avec une étoile dorée.`,
      `${story.name} était si ${proud(story)} : ça n’avait pas fait mal du tout !`,
    ],
  }),
  dentist: (story) => ({
    short: ['C’est fini !', `Une brosse à dents neuve pour ${story.name}, si ${brave(story)} !`],
    long: [
      `${q('C’est fini ! Tes dents sont solides et en pleine forme')}, dit la dentiste.`,
      `Elle donna à ${story.name} une brosse à dents toute neuve et une gommette en forme de dent qui sourit.`,
      `${story.name} était si ${proud(story)} : ça n’avait pas fait mal du tout !`,
    ],
  }),
  school: (story) => ({
    short: [`${q('À demain !')}, dit la maîtresse.`, `${story.name} a été si ${brave(story)} !`],
    long: [
      `Quand ${escort(story)} revint, ${story.name} courut jusqu’à la porte avec sa peinture arc-en-ciel.`,
      `${cap(he(story))} demanda : ${q('Je pourrai revenir demain ?')}`,
      `${q(`À demain, ${story.name} !`)}, lança la maîtresse.`,
    ],
  }),
  haircut: (story) => ({
    short: [
      `${q('C’est fini !')}, dit la coiffeuse.`,
      `Une nouvelle coupe pour ${story.name}, si ${brave(story)} !`,
    ],
    long: [
      `${q('C’est fini !')}, dit la coiffeuse, et elle tourna le fauteuil vers le miroir.`,
      `${story.name} regarda sa nouvelle coupe et fit un grand sourire.`,
      `${story.name} était si ${proud(story)} : ça n’avait pas fait mal du tout !`,
    ],
  }),
};

/** What the child tells the family at home. */
const TOLD: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => `${story.name} leur montra sa gommette et leur parla du cœur qui faisait boum-boum.`,
  dentist: (story) => `${story.name} leur montra sa brosse à dents neuve et ses vingt dents qui brillaient.`,
  school: (story) =>
    `${story.name} leur parla des poissons, de la plus haute tour et de la peinture arc-en-ciel.`,
  haircut: (story) =>
    `${story.name} leur montra sa nouvelle coupe et leur parla du fauteuil qui montait comme une fusée.`,
};

function party(story: IdeaStory): BeatText {
  const family = words.familyList(story).filter((member) => member !== escort(story));
  return {
    short: ['Tout le monde veut savoir !', `${story.name} est si ${proud(story)} !`],
    long: [
      family.length
        ? `À la maison, tout le monde voulait l’écouter : ${words.and(family)}.`
        : 'À la maison, tout le monde voulait l’écouter.',
      ofVisit(TOLD)(story),
      `${q(`J’ai été ${brave(story)} !`)}, dit fièrement ${story.name}, et tout le monde applaudit.`,
    ],
  };
}

const LESSON: Record<Visit, string> = {
  doctor: 'le docteur est là pour nous aider à rester en bonne santé',
  dentist: 'la dentiste m’aide à garder un beau sourire',
  school: 'dans un endroit nouveau, on se sent vite chez soi',
  haircut: 'se faire couper les cheveux, ça ne fait pas mal du tout',
};

const DREAMS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () => 'avec sa gommette étoile toujours collée sur son pyjama',
  dentist: () => 'les dents bien brossées et toutes brillantes',
  school: (story) => `déjà ${ready(story)} pour demain`,
  haircut: () => 'sa nouvelle coupe toute douce sur l’oreiller',
};

function ending(story: IdeaStory): BeatText {
  const visit = story.visit ?? 'doctor';
  const parent = words.parent(story);
  const listener = story.pet?.name ?? 'son doudou';
  return {
    short: [
      parent
        ? `${cap(parent)} fait un gros câlin à ${story.name}.`
        : `${story.name} est de retour à la maison.`,
      story.sleepyEnding ? `Bonne nuit, ${story.name}.` : 'Quelle belle journée !',
    ],
    long: [
      `${story.sleepyEnding ? 'Ce soir-là' : 'Le soir venu'}, ${story.name} raconta toute sa journée à ${listener}.`,
      `${q(`Aujourd’hui, j’ai appris que ${LESSON[visit]}`)}, dit ${story.name}.`,
      story.sleepyEnding
        ? `Puis ${he(story)} s’endormit en souriant, ${DREAMS[visit](story)}.`
        : `${story.name} n’oublierait jamais à quel point ${he(story)} avait été ${brave(story)}.`,
    ],
  };
}

const TITLES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => `${story.name} va chez le médecin`,
  dentist: (story) => `${story.name} va chez le dentiste`,
  school: (story) => `${cap(firstDay(story))} de ${story.name}`,
  haircut: (story) => `${story.name} va chez le coiffeur`,
};

/** The idea's companion in the summary too ('Maya va à l’école avec Mamie'). */
const holdsHand = (story: IdeaStory): string =>
  story.partner
    ? story.visit === 'school'
      ? ` ${cap(he(story))} y va avec ${escort(story)}, main dans la main.`
      : ` ${cap(escort(story))} lui tient la main tout du long.`
    : '';

const SUMMARIES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${story.name} va chez le médecin pour un contrôle, et ${he(story)} a des papillons dans le ventre.${holdsHand(story)} Un docteur très gentil, un stéthoscope pour écouter son cœur et un moment de courage plus tard, ${story.name} rentre à la maison, ${proud(story)}, avec une gommette brillante. Une histoire tendre pour les visites chez le médecin.`,
  dentist: (story) =>
    `${story.name} va chez le dentiste, et ${he(story)} a des papillons dans le ventre.${holdsHand(story)} Une dentiste très gentille, un fauteuil magique et un grand ${q('Aaah')} plus tard, ${story.name} rentre à la maison, ${proud(story)}, avec vingt dents qui brillent. Une histoire tendre pour les visites chez le dentiste.`,
  school: (story) =>
    `C’est ${firstDay(story)} de ${story.name}, et ${he(story)} a des papillons dans le ventre.${holdsHand(story)} Une maîtresse très gentille, une nouvelle copine et une peinture arc-en-ciel plus tard, ${story.name} n’a qu’une envie${NB}: y retourner. Une histoire tendre pour un enfant qui entre ${atSchool(story)}.`,
  haircut: (story) =>
    `${story.name} va chez le coiffeur, et ${he(story)} a des papillons dans le ventre.${holdsHand(story)} Une coiffeuse très gentille, un fauteuil qui tourne et quelques coups de ciseaux courageux plus tard, ${story.name} rentre à la maison, ${proud(story)}, avec une toute nouvelle coupe. Une histoire tendre pour les premières visites chez le coiffeur.`,
};

const SETTINGS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    `La maison, le chemin jusqu’en ville, et le cabinet du docteur${NB}: une salle d’attente lumineuse avec des jouets et un aquarium.`,
  dentist: () =>
    `La maison, le chemin jusqu’en ville, et le cabinet de la dentiste${NB}: une salle d’attente avec un aquarium, et un fauteuil magique.`,
  school: (story) =>
    `La maison, le chemin ${atSchool(story).replace(/^à /, 'de ').replace(/^au /, 'du ')}, et une classe lumineuse avec des peintures, des coussins et un aquarium.`,
  haircut: () =>
    `La maison, le chemin jusqu’en ville, et le salon de coiffure${NB}: de grands miroirs et des fauteuils qui tournent.`,
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

export const frenchVisit: VisitVoice = {
  beats,
  title: ofVisit(TITLES),
  summary: ofVisit(SUMMARIES),
  setting: ofVisit(SETTINGS),
};
