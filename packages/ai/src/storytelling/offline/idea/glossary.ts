/**
 * The nouns of children's ideas in the six languages, each with the English the illustrator draws from and
 * what it names (a character that can act, a thing, a place). The story itself never takes a word from
 * here: it uses the parent's own words; this only tells what they are, and how to draw them. A word not
 * listed is still used as written, drawn as itself (a generic shape) and taken for a thing.
 */
import { ANIMALS, CITIES, ROLES, wordsOf } from '../lexicon';
import type { Words } from '../lexicon';
import { plainText } from '../recognise';
import type { ActionType, PartKind } from './idea-reading';

interface Entry {
  kind: PartKind;
  /** Other words for it, lowercase without accents, in the six languages ('|'-separated). */
  words: Words;
}

/** Keyed by the English the illustrator reads. */
const ENTRIES: Record<string, Entry> = {
  // People the idea can name (family roles come from the lexicon's roles).
  firefighter: {
    kind: 'person',
    words:
      'fireman|firewoman|bombero|bombera|pompier|pompiere|feuerwehrmann|feuerwehrfrau|vigile del fuoco|bombeiro|bombeira',
  },
  'lighthouse keeper': {
    kind: 'person',
    words:
      'farero|farera|gardien de phare|gardienne de phare|leuchtturmwarter|leuchtturmwarterin|guardiano del faro|faroleiro|faroleira',
  },
  astronaut: { kind: 'person', words: 'astronauta|astronaute|astronautin' },
  pirate: { kind: 'person', words: 'pirata|pirat|piratin' },
  knight: { kind: 'person', words: 'caballero|chevalier|ritter|cavaliere|cavaleiro' },
  princess: { kind: 'person', words: 'princesa|princesse|prinzessin|principessa' },
  prince: { kind: 'person', words: 'principe|prinz' },
  king: { kind: 'person', words: 'rey|roi|konig|re|rei' },
  queen: { kind: 'person', words: 'reina|reine|konigin|regina|rainha' },
  wizard: { kind: 'person', words: 'mago|maga|magicien|magicienne|zauberer|zauberin|mage' },
  teacher: {
    kind: 'person',
    words:
      'maestro|maestra|profesor|profesora|maitre|maitresse|lehrer|lehrerin|insegnante|professor|professora',
  },
  doctor: { kind: 'person', words: 'doctora|medico|medica|docteur|medecin|arzt|arztin|dottore|dottoressa' },
  baker: {
    kind: 'person',
    words: 'panadero|panadera|boulanger|boulangere|backer|backerin|fornaio|fornaia|padeiro|padeira',
  },
  chef: {
    kind: 'person',
    words: 'cook|cocinero|cocinera|cuisinier|cuisiniere|koch|kochin|cuoco|cuoca|cozinheiro|cozinheira',
  },
  farmer: {
    kind: 'person',
    words:
      'granjero|granjera|fermier|fermiere|bauer|bauerin|contadino|contadina|fazendeiro|fazendeira|agricultor',
  },
  'bus driver': {
    kind: 'person',
    words: 'conductor|conductora|chauffeur|busfahrer|busfahrerin|autista|motorista',
  },
  'police officer': {
    kind: 'person',
    words:
      'policeman|policewoman|policia|policier|policiere|polizist|polizistin|poliziotto|poliziotta|policial',
  },
  gardener: {
    kind: 'person',
    words: 'jardinero|jardinera|jardinier|jardiniere|gartner|gartnerin|giardiniere|jardineiro|jardineira',
  },
  neighbour: {
    kind: 'person',
    words: 'neighbor|vecino|vecina|voisin|voisine|nachbar|nachbarin|vicino|vicina|vizinho|vizinha',
  },
  friend: { kind: 'person', words: 'amigo|amiga|ami|amie|freund|freundin|amico|amica' },
  girl: { kind: 'person', words: 'nina|fille|fillette|madchen|bambina|ragazza|menina' },
  boy: { kind: 'person', words: 'nino|garcon|junge|bambino|ragazzo|menino' },
  baby: { kind: 'person', words: 'bebe|baby|neonato' },
  giant: { kind: 'creature', words: 'gigante|geant|geante|riese|riesin' },
  robot: { kind: 'creature', words: 'robota|roboter|robo' },
  alien: {
    kind: 'creature',
    words: 'extraterrestre|alienigena|marciano|außerirdischer|ausserirdischer|alieno|extraterrestre|et',
  },
  snowman: {
    kind: 'creature',
    words: 'muneco de nieve|bonhomme de neige|schneemann|pupazzo di neve|boneco de neve',
  },
  ghost: { kind: 'creature', words: 'fantasma|fantome|gespenst' },
  monster: { kind: 'creature', words: 'monstruo|monstre|monster|mostro|monstro' },
  elf: { kind: 'creature', words: 'duende|elfo|lutin|elfe|wichtel|folletto' },
  troll: { kind: 'creature', words: 'trol' },
  witch: { kind: 'person', words: 'bruja|sorciere|hexe|strega|bruxa' },
  // Things and places.
  tree: { kind: 'thing', words: 'arbol|arbre|baum|albero|arvore' },
  ladder: { kind: 'thing', words: 'escalera|echelle|leiter|scala|escada' },
  key: { kind: 'thing', words: 'llave|cle|clef|schlussel|chiave|chave' },
  rocket: { kind: 'thing', words: 'cohete|fusee|rakete|razzo|foguete' },
  moon: { kind: 'place', words: 'luna|lune|mond|lua' },
  cheese: { kind: 'thing', words: 'queso|fromage|kase|formaggio|queijo' },
  lighthouse: { kind: 'place', words: 'faro|phare|leuchtturm|farol' },
  storm: {
    kind: 'thing',
    words: 'tormenta|tempestad|tempete|orage|sturm|gewitter|tempesta|temporale|tempestade',
  },
  bus: { kind: 'thing', words: 'autobus|bus|omnibus|autocar|onibus' },
  hill: { kind: 'place', words: 'colina|cerro|colline|hugel|collina|colle|morro' },
  paella: { kind: 'thing', words: '' },
  pizza: { kind: 'thing', words: '' },
  soup: { kind: 'thing', words: 'sopa|soupe|suppe|zuppa|minestra' },
  cake: { kind: 'thing', words: 'pastel|tarta|torta|gateau|kuchen|torte|bolo' },
  cookies: {
    kind: 'thing',
    words: 'cookie|galleta|galletas|biscuit|biscuits|keks|kekse|platzchen|biscotto|biscotti|biscoito|bolacha',
  },
  bread: { kind: 'thing', words: 'pan|pain|brot|pane|pao' },
  pancakes: {
    kind: 'thing',
    words: 'pancake|tortitas|panqueques|crepes|crepe|pfannkuchen|eierkuchen|frittelle|panquecas|panqueca',
  },
  cupcakes: { kind: 'thing', words: 'cupcake|muffin|muffins|magdalenas|tortine|bolinhos' },
  kitchen: { kind: 'place', words: 'cocina|cuisine|kuche|cucina|cozinha' },
  school: { kind: 'place', words: 'escuela|colegio|ecole|schule|scuola|escola' },
  'fire engine': {
    kind: 'thing',
    words:
      'fire truck|camion de bomberos|camion de pompiers|feuerwehrauto|camion dei pompieri|caminhao de bombeiros',
  },
  car: { kind: 'thing', words: 'coche|carro|auto|voiture|wagen|macchina|automovel' },
  train: { kind: 'thing', words: 'tren|train|zug|treno|trem' },
  boat: { kind: 'thing', words: 'barco|barca|bateau|boot|barca|barco' },
  ship: { kind: 'thing', words: 'navio|buque|navire|schiff|nave' },
  plane: { kind: 'thing', words: 'airplane|aeroplane|avion|flugzeug|aereo|aviao' },
  'hot-air balloon': {
    kind: 'thing',
    words: 'hot air balloon|globo aerostatico|montgolfiere|heissluftballon|mongolfiera|balao de ar quente',
  },
  balloon: { kind: 'thing', words: 'globo|ballon|luftballon|palloncino|balao' },
  bicycle: { kind: 'thing', words: 'bike|bicicleta|velo|fahrrad|bicicletta' },
  // German 'Drachen' is a dragon too ('einen Drachen treffen'): a kite only where it is flown or named so.
  kite: {
    kind: 'thing',
    words: 'cometa|cerf-volant|cerf volant|drachen steigen|flugdrachen|papierdrachen|aquilone|pipa|papagaio',
  },
  ball: { kind: 'thing', words: 'pelota|balon|balle|ballon|ball|palla|pallone|bola' },
  treasure: { kind: 'thing', words: 'tesoro|tresor|schatz|tesouro' },
  map: { kind: 'thing', words: 'mapa|carte|karte|mappa' },
  box: { kind: 'thing', words: 'caja|boite|carton|kiste|karton|scatola|caixa' },
  cardboard: { kind: 'thing', words: 'carton|karton|cartone|papelao' },
  castle: { kind: 'place', words: 'castillo|chateau|schloss|burg|castello|castelo' },
  kingdom: { kind: 'place', words: 'reino|royaume|konigreich|regno' },
  'cloud kingdom': { kind: 'place', words: 'wolkenreich|wolkenkonigreich' },
  house: { kind: 'place', words: 'home|casa|maison|haus|zuhause|hogar|lar' },
  garden: {
    kind: 'place',
    words: 'jardin|garten|giardino|jardim|huerto|potager|orto|horta|backyard|yard|quintal|hinterhof',
  },
  park: { kind: 'place', words: 'parque|parc|parco' },
  forest: { kind: 'place', words: 'woods|bosque|selva|foret|bois|wald|bosco|foresta|floresta' },
  beach: { kind: 'place', words: 'playa|plage|strand|spiaggia|praia' },
  sea: { kind: 'place', words: 'ocean|mar|oceano|mer|ocean|meer|ozean|mare' },
  river: { kind: 'place', words: 'rio|riviere|fleuve|fluss|fiume' },
  lake: { kind: 'place', words: 'lago|lac|see' },
  island: { kind: 'place', words: 'isla|ile|insel|isola|ilha' },
  'treasure island': { kind: 'place', words: 'schatzinsel' },
  mountain: { kind: 'place', words: 'montana|montagne|berg|montagna|montanha' },
  volcano: { kind: 'place', words: 'volcan|vulkan|vulcano|vulcao' },
  cave: { kind: 'place', words: 'cueva|grotte|caverne|hohle|grotta|caverna' },
  city: {
    kind: 'place',
    words: 'town|ciudad|pueblo|ville|village|stadt|dorf|citta|paese|cidade|vila|aldeia',
  },
  farm: { kind: 'place', words: 'granja|finca|ferme|bauernhof|hof|fattoria|fazenda|quinta' },
  zoo: { kind: 'place', words: 'zoologico|tierpark|zoologico' },
  library: { kind: 'place', words: 'biblioteca|bibliotheque|bucherei|bibliothek' },
  museum: { kind: 'place', words: 'museo|musee|museu' },
  market: { kind: 'place', words: 'mercado|marche|markt|mercato' },
  'the sky': { kind: 'place', words: 'sky|cielo|ciel|himmel|ceu' },
  star: { kind: 'thing', words: 'estrella|etoile|stern|stella|estrela' },
  sun: { kind: 'thing', words: 'sol|soleil|sonne|sole' },
  rainbow: {
    kind: 'thing',
    words: 'arcoiris|arco iris|arc-en-ciel|arc en ciel|regenbogen|arcobaleno|arco-iris',
  },
  cloud: { kind: 'thing', words: 'nube|nuage|wolke|nuvola|nuvole|nuvem|nuvens' },
  snow: { kind: 'thing', words: 'nieve|neige|schnee|neve' },
  rain: { kind: 'thing', words: 'lluvia|pluie|regen|pioggia|chuva' },
  flower: { kind: 'thing', words: 'flor|fleur|blume|fiore|fiori' },
  'apple tree': { kind: 'thing', words: 'manzano|pommier|apfelbaum|melo|macieira' },
  seed: { kind: 'thing', words: 'semilla|graine|samen|samenkorn|seme|semi|semente' },
  sunflower: { kind: 'thing', words: 'girasol|tournesol|sonnenblume|girasole|girasoli|girassol' },
  egg: { kind: 'thing', words: 'huevo|oeuf|ei|uovo|ovo' },
  nest: { kind: 'thing', words: 'nido|nid|nest|ninho' },
  book: { kind: 'thing', words: 'libro|livre|buch|livro' },
  letter: { kind: 'thing', words: 'carta|lettre|brief|lettera' },
  present: { kind: 'thing', words: 'gift|regalo|cadeau|geschenk|dono|presente' },
  hat: { kind: 'thing', words: 'sombrero|gorro|chapeau|hut|mutze|cappello|chapeu' },
  crown: { kind: 'thing', words: 'corona|couronne|krone|coroa' },
  lantern: { kind: 'thing', words: 'farol|linterna|lanterne|laterne|lanterna' },
  drum: { kind: 'thing', words: 'tambor|tambour|trommel|tamburo' },
  guitar: { kind: 'thing', words: 'guitarra|guitare|gitarre|chitarra|violao' },
  piano: { kind: 'thing', words: 'klavier|pianoforte' },
  shoes: {
    kind: 'thing',
    words: 'shoe|zapato|zapatos|chaussure|chaussures|schuh|schuhe|scarpa|scarpe|sapato|sapatos',
  },
  umbrella: { kind: 'thing', words: 'paraguas|parapluie|regenschirm|ombrello|guarda-chuva|guarda chuva' },
  tooth: { kind: 'thing', words: 'teeth|diente|dent|zahn|dente' },
  bed: { kind: 'thing', words: 'cama|lit|bett|letto' },
  door: { kind: 'thing', words: 'puerta|porte|tur|porta' },
  bridge: { kind: 'thing', words: 'puente|pont|brucke|ponte' },
  tent: { kind: 'thing', words: 'tienda de campana|tente|zelt|tenda|barraca' },
  sandcastle: {
    kind: 'thing',
    words: 'castillo de arena|chateau de sable|sandburg|castello di sabbia|castelo de areia',
  },
  'ice cream': { kind: 'thing', words: 'helado|glace|eis|gelato|sorvete' },
  apple: { kind: 'thing', words: 'manzana|pomme|apfel|mela|maca' },
  carrot: { kind: 'thing', words: 'zanahoria|carotte|karotte|mohre|carota|cenoura' },
  pumpkin: { kind: 'thing', words: 'calabaza|citrouille|kurbis|zucca|abobora' },
  honey: { kind: 'thing', words: 'miel|honig|miele|mel' },
  shell: { kind: 'thing', words: 'seashell|concha|caracola|coquillage|muschel|conchiglia' },
  football: { kind: 'thing', words: 'soccer|futbol|foot|fussball|calcio|futebol' },
  race: { kind: 'thing', words: 'carrera|course|rennen|wettlauf|gara|corsa|corrida' },
  song: { kind: 'thing', words: 'cancion|chanson|lied|canzone|cancao' },
  party: { kind: 'thing', words: 'fiesta|fete|party|feier|festa' },
  birthday: { kind: 'thing', words: 'cumpleanos|anniversaire|geburtstag|compleanno|aniversario' },
  festival: { kind: 'thing', words: 'fiesta|fete|fest|festa' },
  wheel: { kind: 'thing', words: 'rueda|roue|rad|ruota|roda' },
  wings: { kind: 'thing', words: 'wing|ala|alas|aile|ailes|flugel|ali|asas' },
  picture: {
    kind: 'thing',
    words: 'painting|drawing|dibujo|cuadro|dessin|tableau|bild|zeichnung|disegno|quadro|desenho',
  },
  toy: { kind: 'thing', words: 'toys|juguete|jouet|spielzeug|giocattolo|brinquedo' },
  teddy: {
    kind: 'thing',
    words: 'teddy bear|osito de peluche|peluche|nounours|teddybar|orsacchiotto|ursinho',
  },
};

interface Known {
  english: string;
  kind: PartKind;
}

let index: Map<string, Known & { animal?: boolean }> | undefined;

function built(): Map<string, Known & { animal?: boolean }> {
  if (index) return index;
  const table = new Map<string, Known & { animal?: boolean }>();
  const add = (word: string, known: Known & { animal?: boolean }) => {
    const plain = plainText(word);
    if (plain && !table.has(plain)) table.set(plain, known);
  };
  for (const [english, entry] of Object.entries(ENTRIES)) {
    add(english, { english, kind: entry.kind });
    for (const word of wordsOf(entry.words)) add(word, { english, kind: entry.kind });
  }
  for (const [key, role] of Object.entries(ROLES)) {
    for (const word of [key, ...wordsOf(role.match)]) add(word, { english: key, kind: 'person' });
  }
  for (const [english, words] of Object.entries(CITIES)) {
    for (const word of wordsOf(words)) add(word, { english, kind: 'place' });
  }
  for (const animal of Object.values(ANIMALS)) {
    const kind = MAGIC.has(animal.scene) ? 'creature' : 'animal';
    for (const word of wordsOf(animal.match)) add(word, { english: animal.scene, kind, animal: true });
  }
  index = table;
  return table;
}

/** Creatures of the lexicon's animals that act like people in a story. */
const MAGIC = new Set(['unicorn', 'dragon', 'mermaid', 'fairy', 'robot']);

/**
 * What a word or phrase (as written) names, trying the whole phrase, then its last word, then its first.
 * An English idea's animal keeps its own word for the picture ('puppy'); another language's is drawn as
 * its kind ('cachorro' as 'dog').
 */
export function lookUp(phrase: string, language = 'English', headFirst = false): Known | undefined {
  const table = built();
  const plain = plainText(phrase);
  if (!plain) return undefined;
  const words = plain.split(' ');
  const candidates = headFirst
    ? [plain, words[0], words.at(-1)!, ...words.slice(1, -1)]
    : [plain, words.at(-1)!, words[0], ...words.slice(1, -1)];
  for (const candidate of candidates) {
    for (const form of singulars(candidate)) {
      const known = table.get(form);
      if (!known) continue;
      const english = known.animal && language === 'English' ? candidate : known.english;
      return { english, kind: known.kind };
    }
  }
  return undefined;
}

/**
 * A word the glossary knows only as its singular ('Sonnenblumen', 'kittens'): a plural. Unknown words and the
 * glossary's own forms are not (German bare nouns tell nothing by their ending alone).
 */
export function knownPlural(word: string): boolean {
  const table = built();
  const plain = plainText(word);
  return !table.has(plain) && singulars(plain).some((form) => form !== plain && table.has(form));
}

/** A word and its likely singulars (-s, -es, German -n/-en/-e), so 'kittens', 'árboles', 'Igeln' are found. */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.length > 3 && word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 4 && word.endsWith('en')) forms.push(word.slice(0, -2), word.slice(0, -1));
  if (word.length > 4 && word.endsWith('e')) forms.push(word.slice(0, -1));
  return forms;
}

/** Infinitives (plain) in the six languages by the plot they lead to; the English verb draws the action. */
const ACTIONS: Record<Exclude<ActionType, 'other'>, Words> = {
  rescue:
    'rescue|save|free|rescatar|salvar|liberar|sauver|secourir|liberer|delivrer|retten|befreien|salvare|soccorrere|liberare|resgatar|socorrer|libertar',
  find: 'find|search|look|seek|discover|uncover|buscar|encontrar|hallar|descubrir|chercher|trouver|retrouver|decouvrir|suchen|finden|entdecken|wiederfinden|cercare|trovare|ritrovare|scoprire|procurar|achar|descobrir',
  make: 'make|build|cook|bake|paint|draw|create|sew|plant|sow|grow|sembrar|semer|saen|einpflanzen|seminare|semear|write|invent|fix|repair|hacer|construir|cocinar|hornear|pintar|dibujar|crear|coser|plantar|cultivar|escribir|inventar|arreglar|reparar|preparar|faire|construire|cuisiner|preparer|peindre|dessiner|creer|coudre|planter|ecrire|inventer|reparer|fabriquer|machen|bauen|kochen|backen|malen|zeichnen|basteln|nahen|pflanzen|schreiben|erfinden|reparieren|fare|costruire|cucinare|preparare|dipingere|disegnare|creare|cucire|piantare|scrivere|inventare|riparare|aggiustare|fazer|cozinhar|assar|pintar|desenhar|criar|costurar|escrever|consertar',
  learn:
    'learn|practise|practice|train|aprender|practicar|entrenar|apprendre|pratiquer|sentrainer|lernen|uben|trainieren|imparare|praticare|allenarsi|treinar|praticar',
  travel:
    'go|travel|fly|float|soar|sail|visit|climb|ride|drive|swim|walk|journey|explore|reach|return|ir|viajar|volar|navegar|visitar|subir|escalar|montar|conducir|nadar|caminar|explorar|llegar|volver|regresar|aller|voyager|voler|naviguer|visiter|grimper|monter|conduire|nager|marcher|explorer|arriver|retourner|rentrer|gehen|fahren|reisen|fliegen|segeln|besuchen|klettern|reiten|schwimmen|wandern|erkunden|erforschen|zuruckkehren|heimkehren|andare|viaggiare|volare|navigare|visitare|arrampicarsi|salire|cavalcare|guidare|nuotare|camminare|esplorare|arrivare|tornare|ritornare|partir|voar|subir|escalar|montar|dirigir|caminhar|chegar|voltar|regressar|flotar|flotter|envoler|schweben|galleggiare|fluttuare|flutuar',
  help: 'help|deliver|bring|carry|take|share|give|protect|look after|care|wake|comfort|ayudar|entregar|llevar|traer|compartir|dar|proteger|cuidar|despertar|consolar|aider|livrer|apporter|porter|amener|partager|donner|proteger|soigner|reveiller|consoler|helfen|liefern|bringen|tragen|teilen|geben|beschutzen|pflegen|wecken|trosten|aiutare|consegnare|portare|condividere|dare|proteggere|curare|svegliare|consolare|ajudar|entregar|levar|trazer|partilhar|compartilhar|proteger|cuidar|acordar|consolar',
  play: 'play|dance|sing|win|race|celebrate|jugar|bailar|cantar|ganar|celebrar|festejar|jouer|danser|chanter|gagner|celebrer|feter|spielen|tanzen|singen|gewinnen|feiern|giocare|ballare|cantare|vincere|festeggiare|celebrare|brincar|jogar|dancar|ganhar|comemorar|festejar',
};

let actionIndex: Map<string, ActionType> | undefined;

/** The plot an infinitive leads to ('other' when unknown). */
export function actionTypeOf(infinitive: string): ActionType {
  if (!actionIndex) {
    actionIndex = new Map();
    for (const [type, words] of Object.entries(ACTIONS) as Array<[ActionType, Words]>) {
      for (const word of wordsOf(words)) if (!actionIndex.has(word)) actionIndex.set(word, type);
    }
  }
  const plain = plainText(infinitive);
  return (
    actionIndex.get(plain) ??
    actionIndex.get(plain.split(' ')[0]) ??
    // German separable and reflexive forms ('aufräumen', 'sich verstecken'), French 'se ...'.
    actionIndex.get(plain.split(' ').at(-1) ?? '') ??
    'other'
  );
}

const PLANTING = new Set(
  wordsOf('plant|sow|plantar|sembrar|planter|semer|pflanzen|einpflanzen|saen|piantare|seminare|semear'),
);

/** The verb puts something in the ground to grow (a seed planted, not a flag): what is 'made' then grows. */
export const isPlanting = (infinitive: string): boolean => PLANTING.has(plainText(infinitive));

/** English verbs to draw an action of a type with, when the idea is in another language. */
export const ACTION_ENGLISH: Record<ActionType, string> = {
  rescue: 'rescuing',
  find: 'looking for',
  make: 'making',
  learn: 'learning about',
  travel: 'travelling to',
  help: 'helping with',
  play: 'playing with',
  other: 'busy with',
};
