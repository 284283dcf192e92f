/**
 * The offline storyteller's vocabulary of things a story can hold, language-neutral: each concept has the
 * words that name it in the languages parents write (to recognise it in a profile, an idea or a summary),
 * what an illustrator sees (in English, for scene descriptions), and the fears it touches (so a child
 * afraid of water never gets a stream to cross). Each language pack words every concept, and the compiler
 * makes sure none is missing.
 */

/** Fears grouped by what they are about; a catalogue item touching one is left out for that child. */
export type FearTag =
  'dark' | 'water' | 'heights' | 'monsters' | 'insects' | 'noise' | 'storms' | 'lost' | 'wild' | 'cold';

/**
 * The words that name a concept, separated by '|': lowercase, without accents, in any language (plurals
 * ending in s/es/en are found from the singular). One string rather than a list keeps a concept on a line.
 */
export type Words = string;

/** The words of a `Words` string. */
export const wordsOf = (words: Words): string[] => words.split('|').filter(Boolean);

interface Concept {
  match: Words;
  fears?: readonly FearTag[];
}

/** Words that name a fear group, for reading a profile's fears. */
export const FEAR_WORDS: Record<FearTag, Words> = {
  dark: 'dark|darkness|night|oscuridad|oscuro|noche|obscurite|noir|nuit|dunkelheit|dunkel|nacht|buio|oscurita|notte|escuro|escuridao|noite',
  water:
    'water|swimming|swim|drowning|sea|ocean|waves|agua|nadar|mar|olas|eau|nager|mer|vagues|wasser|schwimmen|meer|wellen|acqua|nuotare|mare|onde|agua|ondas',
  heights:
    'heights|height|high|falling|climbing|altura|alturas|hauteur|hauteurs|vide|hohe|hoehe|altezza|altezze|vertigo|vertige',
  monsters:
    'monster|monsters|ghost|ghosts|witch|witches|monstruo|monstruos|fantasma|fantasmas|bruja|monstre|monstres|fantome|sorciere|gespenst|geist|hexe|mostro|mostri|strega|monstro|monstros|bruxa',
  insects:
    'insect|insects|bug|bugs|bee|bees|wasp|wasps|spider|spiders|insecto|insectos|bicho|bichos|abeja|arana|aranas|insecte|abeille|araignee|insekt|insekten|biene|spinne|spinnen|insetto|insetti|ape|ragno|ragni|inseto|abelha|aranha',
  noise:
    'noise|noises|loud|fireworks|ruido|ruidos|fuegos|bruit|bruits|feux|larm|laerm|gerausche|feuerwerk|rumore|rumori|botti|barulho|barulhos',
  storms:
    'thunder|storm|storms|lightning|thunderstorm|trueno|truenos|tormenta|tormentas|rayo|tonnerre|orage|orages|eclair|donner|gewitter|sturm|blitz|tuono|tuoni|temporale|fulmine|trovao|trovoes|tempestade|raio',
  lost: 'lost|alone|getting lost|perderse|perdido|perdida|solo|sola|perdu|perdue|seul|seule|verloren|allein|verlaufen|perso|persa|sozinho|sozinha',
  wild: 'wild animals|lion|lions|tiger|tigers|wolf|wolves|bear|bears|shark|sharks|leon|tigre|lobo|oso|tiburon|loup|ours|requin|lowe|wolf|bar|hai|leone|lupo|orso|squalo|leao|urso|tubarao',
  cold: 'cold|snow|frio|nieve|froid|neige|kalte|schnee|freddo|neve',
};

/**
 * Cities children's ideas travel to, by their English names, in the six languages' spellings (plain). Not
 * those that are also everyday words or children's names (Nice, Porto, Florence, Milan, Sydney).
 */
export const CITIES: Record<string, Words> = {
  London: 'london|londres|londra',
  Paris: 'paris|parigi',
  Rome: 'rome|roma|rom',
  Madrid: 'madrid',
  Barcelona: 'barcelona|barcelone|barcellona',
  Lisbon: 'lisbon|lisboa|lisbonne|lissabon|lisbona',
  Berlin: 'berlin|berlino|berlim',
  Venice: 'venice|venecia|venise|venedig|venezia|veneza',
  'New York': 'new york|nueva york|nova york|nova iorque',
  Tokyo: 'tokyo|tokio|toquio',
  Amsterdam: 'amsterdam|amsterda|amsterdao',
  Vienna: 'vienna|viena|vienne|wien',
  Munich: 'munich|munchen|munique',
  Athens: 'athens|atenas|athenes|athen|atene',
  Prague: 'prague|praga|prag',
  Hamburg: 'hamburg|hamburgo|hambourg|amburgo',
  Brussels: 'brussels|bruselas|bruxelles|brussel|bruxelas',
  Edinburgh: 'edinburgh|edimburgo|edimbourg',
  Cairo: 'cairo|kairo',
  Seville: 'seville|sevilla|sevilha|siviglia',
  Beijing: 'beijing|pekin|peking|pechino|pequim',
  Moscow: 'moscow|moscu|moscou|moskau|mosca|moscovo',
  Istanbul: 'istanbul|estambul|istambul',
  Copenhagen: 'copenhagen|copenhague|kopenhagen|copenaghen|copenhaga',
};

export const SETTINGS = {
  forest: {
    match: 'forest|woods|wood|bosque|foret|bois|wald|bosco|foresta|floresta|mata',
    scene: 'a sunny forest with tall green trees, ferns, mushrooms and a winding path',
  },
  beach: {
    match:
      'beach|seaside|sea|ocean|shore|playa|mar|oceano|plage|mer|strand|meer|ozean|spiaggia|mare|praia|bay|bahia|baie|baia|bucht',
    scene: 'a sandy beach with gentle waves, seashells, a bucket and spade and a bright blue sea',
    fears: ['water'],
  },
  space: {
    match:
      'space|moon|planet|rocket|astronaut|galaxy|espacio|luna|planeta|cohete|astronauta|espace|lune|planete|fusee|astronaute|weltraum|weltall|mond|rakete|spazio|pianeta|razzo|espaco|lua|foguete',
    scene: 'outer space with a smiling silver moon, twinkling stars, round planets and a little rocket',
    fears: ['heights', 'dark'],
  },
  castle: {
    match:
      'castle|palace|kingdom|castillo|palacio|reino|chateau|palais|royaume|schloss|burg|konigreich|castello|palazzo|regno|castelo',
    scene: 'a fairy-tale castle with tall towers, colourful flags, a drawbridge and a flower garden',
  },
  mountain: {
    match: 'mountain|hill|montana|colina|montagne|colline|berg|berge|hugel|montagna|collina|montanha|morro',
    scene: 'green mountains with a winding trail, wildflowers and a wide view over the valley',
    fears: ['heights'],
  },
  garden: {
    // Piles of leaves are raked up under a garden's or a park's trees.
    match:
      'garden|backyard|yard|park|jardin|parque|parc|garten|giardino|parco|jardim|quintal|autumn leaves|fallen leaves|piles of leaves|pile of leaves|leaf pile',
    scene: 'a colourful garden with flower beds, a vegetable patch, a swing and a tall oak tree',
  },
  jungle: {
    match: 'jungle|rainforest|selva|jungla|dschungel|urwald|giungla',
    scene: 'a green jungle with giant leaves, hanging vines, a waterfall and bright parrots',
    fears: ['wild'],
  },
  snow: {
    match: 'snow|snowy|winter|snowman|igloo|nieve|invierno|neige|hiver|schnee|winter|neve|inverno',
    scene: 'a snowy land with soft white hills, pine trees, an igloo and a smiling snowman',
    fears: ['cold'],
  },
  underwater: {
    match:
      'underwater|reef|coral|submarine|submarino|arrecife|recif|corail|unterwasser|riff|koralle|korallen|sottomarino|corallo|barriera|recife',
    scene: 'under the sea among colourful coral, swaying seaweed, bubbles and friendly fish',
    fears: ['water'],
  },
  farm: {
    match:
      'farm|barn|granja|finca|establo|ferme|grange|bauernhof|scheune|fattoria|fienile|fazenda|celeiro|sitio',
    scene: 'a farm with a red barn, a green meadow, hay bales, a windmill and a duck pond',
  },
  town: {
    match: [
      'city|town|village|ciudad|pueblo|ville|village|stadt|dorf|citta|paese|cidade|vila',
      ...Object.values(CITIES),
    ].join('|'),
    scene: 'a cheerful little town with colourful houses, a market square, a fountain and a little train',
    fears: ['noise'],
  },
  sky: {
    match:
      'sky|cloud|balloon|airplane|plane|cielo|nube|globo|avion|ciel|nuage|montgolfiere|himmel|wolke|wolken|ballon|flugzeug|nuvola|nuvole|mongolfiera|aereo|ceu|nuvem|nuvens|balao|aviao',
    scene: 'high in the sky among soft white clouds, with a hot-air balloon and a rainbow',
    fears: ['heights'],
  },
  island: {
    match: 'island|isla|ile|insel|isola|ilha|pirate|pirata|pirat|piraten',
    scene: 'a small sunny island with palm trees, a sandy shore, a lighthouse and a little wooden boat',
    fears: ['water'],
  },
  meadow: {
    match: 'meadow|field|prado|pradera|campo|prairie|champ|wiese|feld|prato|campina',
    scene: 'a wide meadow of tall grass and wildflowers with butterflies and a big old tree',
  },
} as const satisfies Record<string, Concept & { scene: string }>;
export type SettingKey = keyof typeof SETTINGS;

/**
 * Animals and magical friends: pets, favourite animals and the helper of a story. `helper` marks the ones
 * that make a good companion on an adventure (a fish cannot walk along a path).
 */
export const ANIMALS = {
  dog: {
    match:
      'dog|puppy|doggy|perro|perrito|cachorro|chien|chiot|hund|welpe|cane|cagnolino|cucciolo|cao|cachorrinho',
    scene: 'dog',
    helper: true,
  },
  cat: {
    match: 'cat|kitten|kitty|gato|gatito|chat|chaton|katze|katzchen|kater|gatto|gattino|gatinho',
    scene: 'cat',
    helper: true,
  },
  rabbit: {
    match: 'rabbit|bunny|conejo|conejito|lapin|hase|kaninchen|coniglio|coelho|coelhinho',
    scene: 'rabbit',
    helper: true,
  },
  hamster: { match: 'hamster|hamsters|hamstro|criceto', scene: 'hamster', helper: false },
  guineapig: {
    match: 'guinea pig|cobaya|cuy|cochon d inde|meerschweinchen|porcellino d india|porquinho da india',
    scene: 'guinea pig',
    helper: false,
  },
  mouse: {
    match: 'mouse|mice|raton|souris|maus|topo|topolino|rato|ratinho|ratoncito',
    scene: 'mouse',
    helper: true,
  },
  horse: {
    match: 'horse|pony|caballo|poni|cheval|poney|pferd|pony|cavallo|cavalo|ponei',
    scene: 'pony',
    helper: true,
  },
  bird: {
    match:
      'bird|budgie|canary|pajaro|ave|canario|periquito|oiseau|canari|perruche|vogel|kanarienvogel|wellensittich|uccello|canarino|passaro|passarinho|pajarito|uccellino|vogelchen',
    scene: 'little bird',
    helper: true,
  },
  parrot: {
    match: 'parrot|loro|papagayo|perroquet|papagei|pappagallo|papagaio',
    scene: 'parrot',
    helper: true,
  },
  fish: {
    match: 'fish|goldfish|pez|pececito|poisson|fisch|goldfisch|pesce|pesciolino|peixe|peixinho',
    scene: 'goldfish',
    helper: false,
    fears: ['water'],
  },
  turtle: {
    match: 'turtle|tortoise|tortuga|tortue|schildkrote|tartaruga',
    scene: 'turtle',
    helper: true,
  },
  frog: { match: 'frog|rana|grenouille|frosch|sapo|sapinho', scene: 'frog', helper: true },
  duck: {
    match: 'duck|duckling|pato|patito|canard|ente|anatra|papera|pato|paperotto|papera|entchen|patinho',
    scene: 'duck',
    helper: true,
  },
  hen: {
    match: 'hen|chicken|chick|gallina|pollito|poule|poussin|huhn|henne|kuken|pulcino|galinha|pintinho',
    scene: 'hen',
    helper: true,
  },
  owl: {
    match: 'owl|buho|lechuza|hibou|chouette|eule|gufo|civetta|coruja',
    scene: 'owl',
    helper: true,
  },
  fox: { match: 'fox|zorro|renard|fuchs|volpe|raposa', scene: 'fox', helper: true },
  bear: {
    match: 'bear|teddy|oso|osito|ours|ourson|baer|teddybar|orso|orsetto|urso|ursinho|barchen|baren',
    scene: 'bear cub',
    helper: true,
    fears: ['wild'],
  },
  panda: { match: 'panda|pandas|oso panda', scene: 'panda', helper: true },
  koala: { match: 'koala|koalas|coala', scene: 'koala', helper: true },
  squirrel: {
    match: 'squirrel|ardilla|ecureuil|eichhornchen|scoiattolo|esquilo',
    scene: 'squirrel',
    helper: true,
  },
  hedgehog: {
    match: 'hedgehog|erizo|herisson|igel|riccio|ourico',
    scene: 'hedgehog',
    helper: true,
  },
  deer: {
    match:
      'deer|fawn|ciervo|cervatillo|venado|cerf|faon|biche|reh|hirsch|cervo|cerbiatto|veado|corca|rehkitz',
    scene: 'fawn',
    helper: true,
  },
  otter: { match: 'otter|nutria|loutre|lontra|fischotter', scene: 'otter', helper: true },
  penguin: {
    match: 'penguin|pinguino|pingouin|manchot|pinguin|pinguim',
    scene: 'penguin',
    helper: true,
  },
  dolphin: {
    match: 'dolphin|delfin|dauphin|delphin|delfino|golfinho',
    scene: 'dolphin',
    helper: false,
    fears: ['water'],
  },
  whale: {
    match: 'whale|ballena|baleine|wal|balena|baleia',
    scene: 'whale',
    helper: false,
    fears: ['water'],
  },
  octopus: {
    match: 'octopus|pulpo|pieuvre|poulpe|krake|oktopus|polpo|polvo',
    scene: 'octopus',
    helper: false,
    fears: ['water'],
  },
  elephant: {
    match: 'elephant|elefante|elefant|elefantino|elefantito|elephanteau|elefantino|elefantenbaby|elefantinho',
    scene: 'baby elephant',
    helper: true,
  },
  giraffe: { match: 'giraffe|jirafa|girafe|giraffa|girafa', scene: 'giraffe', helper: true },
  lion: {
    match: 'lion|leon|lowe|leone|leao|leoncito|lionceau|leoncino|lowenbaby|leaozinho',
    scene: 'lion cub',
    helper: true,
    fears: ['wild'],
  },
  tiger: {
    match: 'tiger|tigre|tigrotto|tigrecito|tigerbaby|tigrinho',
    scene: 'tiger cub',
    helper: true,
    fears: ['wild'],
  },
  monkey: {
    match: 'monkey|mono|monito|singe|affe|scimmia|scimmietta|macaco|macaquinho|affchen',
    scene: 'monkey',
    helper: true,
  },
  sloth: {
    match: 'sloth|perezoso|paresseux|faultier|bradipo|preguica',
    scene: 'sloth',
    helper: true,
  },
  butterfly: {
    match: 'butterfly|mariposa|papillon|schmetterling|farfalla|borboleta',
    scene: 'butterfly',
    helper: true,
    fears: ['insects'],
  },
  ladybird: {
    match: 'ladybird|ladybug|mariquita|coccinelle|marienkafer|coccinella|joaninha',
    scene: 'ladybird',
    helper: true,
    fears: ['insects'],
  },
  unicorn: {
    match: 'unicorn|unicornio|licorne|einhorn|unicorno|unicornio',
    scene: 'unicorn',
    helper: true,
  },
  dragon: {
    match: 'dragon|dragoncito|drache|drachen|drago|draghetto|dragao|dragaozinho',
    scene: 'small friendly dragon',
    helper: true,
    fears: ['monsters'],
  },
  dinosaur: {
    match: 'dinosaur|dino|dinosaurio|dinosaure|dinosaurier|dinosauro|dinossauro|trex',
    scene: 'small friendly dinosaur',
    helper: true,
    fears: ['monsters'],
  },
  mermaid: {
    match: 'mermaid|merman|sirena|sirene|meerjungfrau|sereia',
    scene: 'mermaid',
    helper: false,
    fears: ['water'],
  },
  fairy: {
    match: 'fairy|fairies|hada|hadas|fee|fata|fatina|fada|fadinha',
    scene: 'tiny fairy with shimmering wings',
    helper: true,
  },
  robot: {
    match: 'robot|robots|roboter|robo|robozinho',
    scene: 'small round robot',
    helper: true,
  },
} as const satisfies Record<string, Concept & { scene: string; helper: boolean }>;
export type AnimalKey = keyof typeof ANIMALS;

/** What a story is about finding, helping or bringing; `kind` picks the shape of the plot. */
export type GoalKind = 'find' | 'help' | 'discover' | 'deliver';

export const GOALS = {
  key: {
    match: 'key|door|llave|puerta|cle|porte|schlussel|tur|chiave|porta|chave',
    kind: 'find',
    scene: 'a shiny golden key',
  },
  kite: {
    match:
      'kite|cometa|barrilete|papalote|cerf-volant|drachen steigen|aquilone|pipa|papagaio de papel|flugdrachen',
    kind: 'find',
    scene: 'a bright kite with a long ribbon tail',
  },
  crown: {
    match:
      'crown|princess|prince|queen|king|corona|princesa|principe|reina|rey|couronne|princesse|prince|reine|roi|krone|prinzessin|prinz|konigin|konig|principessa|regina|coroa|rainha|rei|coronita|coroncina|coroinha|kronchen',
    kind: 'find',
    scene: 'a small sparkling crown',
  },
  shell: {
    match: 'shell|seashell|concha|caracola|coquillage|muschel|conchiglia',
    kind: 'find',
    scene: 'a pearly pink seashell',
    fears: ['water'],
  },
  star: {
    match:
      'star|stars|estrella|estrellas|etoile|stern|sterne|stella|stelle|estrela|estrellita|stellina|estrelinha',
    kind: 'help',
    scene: 'a little glowing star with a happy face',
  },
  egg: {
    match: 'egg|nest|huevo|nido|oeuf|nid|ei|nest|uovo|nido|ovo|ninho',
    kind: 'help',
    scene: 'a speckled blue egg in a soft nest',
  },
  treasure: {
    // Not 'map': every finding story's summary has the map that leads to its goal ('a map that leads to the
    // end of the rainbow'), which then read as a treasure hunt. Not Portuguese 'baú': German 'bauen' is read
    // as it ('einen Schneemann bauen'), and a 'baú do tesouro' says 'tesouro'.
    match: 'treasure|tesoro|tresor|schatz|tesouro|schatztruhe',
    kind: 'discover',
    scene: 'an old wooden treasure chest full of shells and shiny pebbles',
  },
  rainbow: {
    match: 'rainbow|arcoiris|arco iris|arc-en-ciel|regenbogen|arcobaleno|arco-iris',
    kind: 'discover',
    scene: 'a bright rainbow ending in a pool of golden light',
  },
  cake: {
    match:
      'cake|birthday|party|pastel|tarta|cumpleanos|fiesta|gateau|anniversaire|fete|kuchen|torte|geburtstag|party|torta|compleanno|festa|bolo|aniversario|geburtstagstorte',
    kind: 'deliver',
    scene: 'a big birthday cake with candles and strawberries',
  },
  seed: {
    match:
      'seed|plant|flower|tree|semilla|planta|flor|arbol|graine|plante|fleur|arbre|samen|pflanze|blume|baum|seme|pianta|fiore|albero|semente|arvore|samenkorn',
    kind: 'deliver',
    scene: 'a magic seed glowing softly in a little pot',
  },
  lantern: {
    match:
      'lantern|lamp|lighthouse|farol|linterna|lanterne|phare|laterne|leuchtturm|lanterna|faro|lampiao|farolillo|lanternina|lanterninha|papierlaterne',
    kind: 'deliver',
    scene: 'a glowing paper lantern',
  },
  letter: {
    match: 'letter|mail|postcard|carta|postal|lettre|courrier|brief|postkarte|lettera|cartolina|carta|cartao',
    kind: 'deliver',
    scene: 'a letter with a red wax seal',
  },
} as const satisfies Record<string, Concept & { kind: GoalKind; scene: string }>;
export type GoalKey = keyof typeof GOALS;

/** What stands in the way on the journey; each is gentle (a puzzle, not a danger). */
export const OBSTACLES = {
  stream: { scene: 'a wide babbling stream with stepping stones', fears: ['water'] },
  hill: { scene: 'a steep grassy hill with a winding path', fears: ['heights'] },
  maze: { scene: 'a maze of tall green hedges', fears: ['lost'] },
  fog: { scene: 'a soft white mist drifting between the trees', fears: ['lost', 'dark'] },
  gate: { scene: 'a tall old gate covered in ivy, with a riddle carved on it' },
  brambles: { scene: 'a tangle of bramble bushes heavy with blackberries' },
} as const satisfies Record<string, { scene: string; fears?: readonly FearTag[] }>;
export type ObstacleKey = keyof typeof OBSTACLES;

/** How a hobby helps to solve the problem. */
export type SkillKey = 'art' | 'music' | 'sport' | 'building' | 'books' | 'nature' | 'thinking';

export const HOBBIES = {
  drawing: {
    skill: 'art',
    match:
      'drawing|draw|colouring|coloring|dibujar|dibujo|colorear|dessiner|dessin|coloriage|zeichnen|malen|disegnare|disegno|desenhar|desenho|colorir',
  },
  painting: {
    skill: 'art',
    match: 'painting|paint|pintar|pintura|peindre|peinture|dipingere|pittura',
  },
  crafts: {
    skill: 'building',
    match: 'crafts|craft|making things|manualidades|bricolage|basteln|lavoretti|artesanato',
  },
  singing: {
    skill: 'music',
    match: 'singing|sing|cantar|canto|chanter|chant|singen|cantare',
  },
  dancing: {
    skill: 'music',
    match: 'dancing|dance|ballet|bailar|baile|danza|danser|danse|tanzen|tanz|ballett|ballare|danca|dancar',
  },
  music: {
    skill: 'music',
    match:
      'music|piano|guitar|drums|violin|musica|guitarra|bateria|musique|guitare|batterie|violon|musik|klavier|gitarre|schlagzeug|geige|chitarra|violino|pianoforte',
  },
  football: { skill: 'sport', match: 'football|soccer|futbol|fussball|calcio|futebol' },
  running: {
    skill: 'sport',
    match: 'running|run|racing|correr|courir|laufen|rennen|correre|corsa',
  },
  swimming: {
    skill: 'sport',
    match: 'swimming|swim|natacion|nadar|natation|nager|schwimmen|nuoto|nuotare|natacao',
  },
  climbing: {
    skill: 'sport',
    match: 'climbing|climb|escalar|trepar|escalade|grimper|klettern|arrampicata|arrampicarsi|escalada',
  },
  cycling: {
    skill: 'sport',
    match:
      'cycling|bike|biking|bicycle|scooter|bici|bicicleta|patinete|velo|trottinette|fahrrad|radfahren|roller|bicicletta|monopattino',
  },
  gymnastics: {
    skill: 'sport',
    match: 'gymnastics|gym|gimnasia|gymnastique|turnen|ginnastica|ginastica',
  },
  ballgames: {
    skill: 'sport',
    match: 'basketball|tennis|baseball|volleyball|baloncesto|tenis|basket|pallacanestro|basquete',
  },
  building: {
    skill: 'building',
    match:
      'building|build|blocks|lego|legos|construir|bloques|construire|construction|bauen|bausteine|costruire|costruzioni|blocos',
  },
  science: {
    skill: 'building',
    match:
      'science|experiments|robots|coding|ciencia|experimentos|experiences|wissenschaft|experimente|scienza|esperimenti|ciencias',
  },
  puzzles: {
    skill: 'thinking',
    match:
      'puzzles|puzzle|riddles|chess|rompecabezas|acertijos|ajedrez|casse-tete|enigmes|echecs|ratsel|schach|indovinelli|scacchi|quebra-cabeca|xadrez',
  },
  reading: {
    skill: 'books',
    match:
      'reading|read|books|stories|leer|libros|cuentos|lire|livres|histoires|lesen|bucher|geschichten|leggere|libri|storie|ler|livros|historias',
  },
  writing: {
    skill: 'books',
    match: 'writing|write|escribir|ecrire|schreiben|scrivere|escrever',
  },
  cooking: {
    skill: 'building',
    match:
      'cooking|baking|cook|bake|cocinar|hornear|cuisiner|cuisine|patisserie|kochen|backen|cucinare|cozinhar',
  },
  gardening: {
    skill: 'nature',
    match: 'gardening|plants|jardineria|plantas|jardinage|gartenarbeit|giardinaggio|jardinagem',
  },
  animals: {
    skill: 'nature',
    match:
      'animals|nature|bugs hunting|animales|naturaleza|animaux|nature|tiere|natur|animali|natura|animais|natureza',
  },
} as const satisfies Record<string, { skill: SkillKey; match: Words }>;
export type HobbyKey = keyof typeof HOBBIES;

export const COLOURS = {
  red: { match: 'red|rojo|roja|rouge|rot|rosso|rossa|vermelho|vermelha' },
  orange: { match: 'orange|naranja|anaranjado|arancione|arancio|laranja' },
  yellow: {
    match: 'yellow|amarillo|amarilla|jaune|gelb|giallo|gialla|amarelo|amarela',
  },
  green: { match: 'green|verde|vert|verte|grun' },
  blue: { match: 'blue|azul|bleu|bleue|blau|blu' },
  teal: { match: 'teal|turquoise|aqua|turquesa|turkis|turchese|verde azulado' },
  purple: {
    match: 'purple|violet|lilac|lavender|morado|morada|violeta|lila|mauve|lila|viola|roxo|roxa|lilas',
  },
  pink: { match: 'pink|rosa|rose|rosado|rosada|cor-de-rosa' },
  white: {
    match: 'white|blanco|blanca|blanc|blanche|weiss|bianco|bianca|branco|branca',
  },
  brown: { match: 'brown|marron|cafe|brun|braun|marrone' },
  gold: { match: 'gold|golden|dorado|dorada|oro|dore|golden|dourado|ouro' },
  silver: {
    match: 'silver|plateado|plata|argent|argente|silber|argento|argentato|prata|prateado',
  },
  rainbow: {
    match:
      'rainbow|all colours|all colors|arcoiris|arc-en-ciel|regenbogen|arcobaleno|arco-iris|multicolore|multicolor|regenbogenfarben',
  },
} as const satisfies Record<string, { match: Words }>;
export type ColourKey = keyof typeof COLOURS;

export const FOODS = {
  pancakes: {
    match:
      'pancakes|pancake|tortitas|panqueques|hotcakes|crepes|crepe|pfannkuchen|crepes|frittelle|panquecas|panqueca',
  },
  pizza: { match: 'pizza|pizzas' },
  icecream: {
    match:
      'ice cream|icecream|ice-cream|helado|helados|glace|glaces|eis|eiscreme|gelato|gelati|sorvete|gelado',
  },
  strawberries: {
    match:
      'strawberries|strawberry|fresas|fresa|frutillas|fraises|fraise|erdbeeren|erdbeere|fragole|fragola|morangos|morango',
  },
  apples: {
    match: 'apples|apple|manzanas|manzana|pommes|pomme|apfel|apfel|mele|mela|macas|maca',
  },
  bananas: { match: 'bananas|banana|platanos|platano|bananes|banane|banane' },
  cookies: {
    match:
      'cookies|cookie|biscuits|galletas|galleta|biscuits|gateaux secs|kekse|keks|platzchen|biscotti|biscotto|bolachas|biscoitos',
  },
  chocolate: { match: 'chocolate|chocolat|schokolade|cioccolato|cioccolata' },
  pasta: {
    match: 'pasta|spaghetti|noodles|macarrones|fideos|pates|nudeln|spaghetti|macarrao|massa',
  },
  cupcakes: {
    match: 'cupcakes|cupcake|muffins|muffin|magdalenas|madeleines|tortine|bolinhos',
  },
  sandwiches: {
    match:
      'sandwiches|sandwich|sandwiches|bocadillos|sandwichs|brote|butterbrot|panini|tramezzini|sanduiches',
  },
  watermelon: { match: 'watermelon|sandia|pasteque|wassermelone|anguria|melancia' },
  grapes: { match: 'grapes|uvas|raisins|trauben|weintrauben|uva' },
  cheese: { match: 'cheese|queso|fromage|kase|formaggio|queijo' },
  carrots: {
    match: 'carrots|carrot|zanahorias|carottes|karotten|mohren|carote|cenouras',
  },
  honey: { match: 'honey|miel|honig|miele|mel' },
  mango: { match: 'mango|mangoes|mangos|mangue|manga' },
  soup: { match: 'soup|sopa|soupe|suppe|zuppa|minestra' },
} as const satisfies Record<string, { match: Words }>;
export type FoodKey = keyof typeof FOODS;

export type RoleKey =
  'mother' | 'father' | 'grandmother' | 'grandfather' | 'brother' | 'sister' | 'aunt' | 'uncle';

export const ROLES: Record<RoleKey, { match: Words }> = {
  mother: {
    match: 'mother|mom|mum|mommy|mummy|mama|madre|mami|mere|maman|mutter|mutti|mamma|mae|mamae',
  },
  father: {
    match: 'father|dad|daddy|papa|padre|papi|pere|vater|papi|babbo|pai|papai',
  },
  grandmother: {
    match: 'grandmother|grandma|granny|nana|abuela|abuelita|grand-mere|mamie|grossmutter|oma|nonna|avo|vovo',
  },
  grandfather: {
    match: 'grandfather|grandpa|grandad|abuelo|abuelito|grand-pere|papy|grossvater|opa|nonno',
  },
  brother: { match: 'brother|hermano|frere|bruder|fratello|irmao' },
  sister: { match: 'sister|hermana|soeur|schwester|sorella|irma' },
  aunt: { match: 'aunt|auntie|tia|tante|zia' },
  uncle: { match: 'uncle|tio|oncle|onkel|zio' },
};

/** Helpers' names: short, easy to say in every language, and never a person's name in a profile. */
export const HELPER_NAMES = ['Pip', 'Lumo', 'Bobo', 'Kiki', 'Nilo', 'Tilly', 'Momo', 'Fizz', 'Lolo', 'Bimba'];

/** The illustrator's words for the colours (scene descriptions are English). */
export const COLOUR_SCENE: Record<ColourKey, string> = {
  red: 'red',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  blue: 'blue',
  teal: 'teal',
  purple: 'purple',
  pink: 'pink',
  white: 'white',
  brown: 'brown',
  gold: 'golden',
  silver: 'silver',
  rainbow: 'rainbow-coloured',
};
