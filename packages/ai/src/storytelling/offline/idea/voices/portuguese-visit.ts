/**
 * A first visit told in Portuguese (`IdeaStory.visit`), as the Portuguese voice writes it (Brazilian, «»
 * dialogue): the news and a cold tummy ('frio na barriga'), the way there hand in hand, the waiting room, a
 * kind médica, dentista, professora or cabeleireira, the one scary moment and what makes it fine, a proud
 * return home. The pet stays at home; the grown-up who takes the child is the idea's own, else a parent. Words
 * about the child agree ('corajosa', 'corajoso'), or, for a child of no stated gender, are said so they need
 * not ('valente').
 */
import { portuguesePlanWords as words } from '../../languages/portuguese';
import type { BeatText } from '../../languages/language-pack';
import { cap } from '../../languages/language-pack';
import type { IdeaStory, Visit } from '../idea-story';
import type { IdeaBeat, VisitVoice } from '../idea-voice';
import { escortOf, schoolWordOf, ofVisit, type VisitBeats } from '../visit';

const brave = (story: IdeaStory) => words.about(story.gender, 'corajoso', 'corajosa', 'valente');
/** 'ficou um pouco nervosa', or for a child of no stated gender, 'sentiu o coração bater depressa'. */
const nervous = (story: IdeaStory) =>
  words.about(
    story.gender,
    'ficou um pouco nervoso',
    'ficou um pouco nervosa',
    'sentiu o coração bater mais depressa',
  );
/** 'toda orgulhosa', 'todo orgulhoso', else 'com muito orgulho'. */
const proudly = (story: IdeaStory) =>
  words.about(story.gender, 'todo orgulhoso', 'toda orgulhosa', 'com muito orgulho');
const proud = (story: IdeaStory) => words.about(story.gender, 'orgulhoso', 'orgulhosa', 'feliz da vida');

/** Who takes the child: the idea's companion, else a parent, else Vovó. */
const escort = (story: IdeaStory): string => escortOf(story, words.parent(story) ?? 'Vovó');

/** The idea's word for the school ('escola', 'creche'), with its gender; else 'escola'. */
function schoolPart(story: IdeaStory): { bare: string; feminine: boolean } {
  const part = schoolWordOf(story);
  return part
    ? { bare: part.bare.toLowerCase(), feminine: part.gender !== 'm' }
    : { bare: 'escola', feminine: true };
}

/** 'escola', 'creche': as in 'o primeiro dia de escola'. */
const school = (story: IdeaStory): string => schoolPart(story).bare;

/** 'a escola', 'o colégio'. */
const theSchool = (story: IdeaStory): string => {
  const { bare, feminine } = schoolPart(story);
  return `${feminine ? 'a' : 'o'} ${bare}`;
};

/** 'de o', 'a a' closed ('do', 'à'). */
const polish = (text: string): string => words.polish(text);

const hobbyLine = (story: IdeaStory, toWhom: string): string => {
  const hobby = words.hobby(story);
  return hobby
    ? `${story.name} adorava ${hobby}, e contou tudo para ${toWhom}.`
    : `${story.name} se sentia cada vez mais ${brave(story)}.`;
};

/** Verbs of going that read as the idea wrote them ('ir ao médico', 'visitar o dentista'), as 'vai', 'visita'. */
const GOING: Record<string, string> = {
  ir: 'vai',
  visitar: 'visita',
  ver: 'vê',
  começar: 'começa',
  comecar: 'começa',
};

/** The idea's own going, when it says one ('ir ao dentista'), else `otherwise`. */
const going = (story: IdeaStory, otherwise: string): string =>
  story.action && GOING[story.action.infinitive] ? story.action.phrase : otherwise;

/** The same going, said of the child today ('vai ao dentista'), else `otherwise`. */
function goes(story: IdeaStory, otherwise: string): string {
  const now = story.action && GOING[story.action.infinitive];
  const phrase = story.action?.phrase ?? '';
  return now && phrase.startsWith(`${story.action?.infinitive} `)
    ? `${now}${phrase.slice(story.action!.infinitive.length)}`
    : otherwise;
}

/** The morning of a visit to the doctor or the dentist: the news, a nervous question, a hug. */
function morningOf(story: IdeaStory, where: string, why: string, last: string): BeatText {
  const { name } = story;
  const to = `ir ${where}`;
  return {
    short: [`Hoje ${name} ${goes(story, `vai ${where}`)}.`, `${name} está com frio na barriga.`],
    long: [
      `Certa manhã, ${escort(story)} disse: «Hoje é dia de ${going(story, to)}, ${name}.»`,
      `${name} sentiu um friozinho na barriga e ${nervous(story)}. «Vai doer?», perguntou.`,
      `«${why}», disse ${escort(story)}, com um abraço.`,
      '«Eu vou ficar do seu lado o tempo todo.»',
      last,
    ],
  };
}

const CALL: VisitBeats = {
  doctor: (story) =>
    morningOf(
      story,
      'ao médico',
      'A médica só quer ver como você está crescendo',
      `${story.name} fez que sim com a cabeça e foi se arrumar.`,
    ),
  dentist: (story) =>
    morningOf(
      story,
      'ao dentista',
      'A dentista só quer contar os seus dentes e ver se estão fortes',
      `${story.name} escovou os dentes com muito capricho e foi se arrumar.`,
    ),
  school: (story) => ({
    short: [
      goes(story, '')
        ? `Hoje ${story.name} ${goes(story, '')}!`
        : `Hoje é o primeiro dia de ${school(story)} de ${story.name}!`,
      'Que frio na barriga!',
    ],
    long: [
      `Era um dia muito importante: o primeiro dia de ${school(story)} de ${story.name}!`,
      `A mochila nova esperava perto da porta, e ${story.name} sentia um friozinho na barriga.`,
      `«E se eu não conhecer ninguém?», perguntou ${story.name}.`,
      `«No primeiro dia, todo mundo é novo», disse ${escort(story)}, com um abraço.`,
      `${story.name} calçou os sapatos sem a ajuda de ninguém.`,
    ],
  }),
  haircut: (story) => ({
    short: [
      `Hoje ${story.name} ${goes(story, 'vai ao cabeleireiro')}.`,
      `${story.name} está com frio na barriga.`,
    ],
    long: [
      `Certa manhã, ${escort(story)} disse: «Hoje é dia de ${going(story, 'ir ao cabeleireiro')}, ${story.name}. O seu cabelo está ficando tão comprido!»`,
      `${story.name} sentiu um friozinho na barriga e ${nervous(story)}. «Vai doer?», perguntou.`,
      `«Cortar o cabelo não dói nada, igualzinho a cortar papel», disse ${escort(story)}, com um abraço.`,
      '«Eu vou ficar do seu lado o tempo todo.»',
      `${story.name} penteou o cabelo uma última vez e foi se arrumar.`,
    ],
  }),
};

function setOff(story: IdeaStory): BeatText {
  const pet = story.pet?.name;
  const way = story.visit === 'school' ? polish(`para ${theSchool(story)}`) : '';
  return {
    short: ['Lá vamos nós, de mãos dadas!', pet ? `Tchau, ${pet}!` : 'Um passo, dois passos, três.'],
    long: [
      `Lá se foram ${story.name} e ${escort(story)}${way ? ` ${way}` : ''}, de mãos dadas.`,
      pet ? `${pet} ficou olhando da janela, dando tchau.` : `${story.name} deu tchau para a casa.`,
      story.visit === 'school'
        ? `${story.name} levou a mochila nova nas costas o caminho todo.`
        : `${story.name} levou o ursinho junto, só por garantia.`,
      'No caminho, foram contando os carros vermelhos, e assim a cabeça ficava ocupada com outras coisas.',
    ],
  };
}

function waitingRoom(story: IdeaStory, things: string): BeatText {
  return {
    short: ['Olha, um aquário!', 'Quantos brinquedos!'],
    long: [
      `A sala de espera tinha ${things} e um aquário com peixinhos cor de laranja.`,
      'Outras crianças também estavam esperando, com os pais.',
      `${story.name} apertou um pouco mais a mão de ${escort(story)}.`,
      'E ficou olhando os peixinhos nadarem, dando voltas e mais voltas.',
    ],
  };
}

const ARRIVE: VisitBeats = {
  doctor: (story) => waitingRoom(story, 'uma caixa de brinquedos, livrinhos de histórias'),
  dentist: (story) => waitingRoom(story, 'um cartaz de dentes sorridentes'),
  school: (story) => ({
    short: ['Quanta criança!', 'Olha, desenhos!'],
    long: [
      'A sala de aula era clarinha, com desenhos nas paredes, um cantinho de leitura cheio de almofadas e um aquário perto da janela.',
      'E quanta criança!',
      `${story.name} ficou bem pertinho de ${escort(story)}.`,
      'Tudo tinha cheiro de giz de cera e de livro novo.',
    ],
  }),
  haircut: (story) => ({
    short: ['Olha, que espelhos grandes!', 'O secador faz fuuu!'],
    long: [
      'O salão tinha espelhos grandes e brilhantes, cadeiras que giravam e uma cesta de livrinhos.',
      'Alguém estava secando o cabelo com um fuuu quentinho.',
      `${story.name} apertou um pouco mais a mão de ${escort(story)}.`,
      'E ficou olhando os fios de cabelo cortados caírem devagar, como peninhas.',
    ],
  }),
};

const nods = (story: IdeaStory) => `${story.name} fez que sim com a cabeça, sem dizer nada.`;

const MEET: VisitBeats = {
  doctor: (story) => ({
    short: ['Oi, doutora!', 'Que sorriso gentil!'],
    long: [
      `Então a médica apareceu na porta e chamou: «${story.name}?»`,
      'Ela tinha um sorriso gentil e um estetoscópio pendurado no pescoço.',
      `«Oi, ${story.name}! Quer subir na minha maca grandona?», perguntou a médica.`,
      nods(story),
    ],
  }),
  dentist: (story) => ({
    short: ['Esta é a dentista.', 'Que sorriso gentil!'],
    long: [
      `Então a dentista apareceu na porta e chamou: «${story.name}?»`,
      'Ela tinha um sorriso gentil e uma cadeira grandona que subia e descia, como um brinquedo de parque.',
      `«Oi, ${story.name}! Quer dar uma volta na minha cadeira mágica?», perguntou a dentista.`,
      nods(story),
    ],
  }),
  school: (story) => ({
    short: ['Oi, professora!', 'Que sorriso gentil!'],
    long: [
      'Então a professora chegou, com um sorriso gentil e um crachá em forma de estrela.',
      `«Que bom que você chegou, ${story.name}! A gente estava esperando por você», disse ela.`,
      `A professora mostrou um ganchinho só para o casaco de ${story.name}, com o nome escrito em cima.`,
      nods(story),
    ],
  }),
  haircut: (story) => ({
    short: ['Oi, cabeleireira!', 'Que sorriso gentil!'],
    long: [
      'Então a cabeleireira chegou, com um sorriso gentil e um pente atrás da orelha.',
      `«Oi, ${story.name}! Quer sentar na minha cadeira que gira?», perguntou a cabeleireira.`,
      'Ela pisou no pedal, e a cadeira foi subindo, subindo, igual a um foguete.',
      nods(story),
    ],
  }),
};

const OBSTACLE: VisitBeats = {
  doctor: (story) => ({
    short: ['Tum, tum!', 'Será que dói?'],
    long: [
      `Quando a médica pegou o estetoscópio, o coração de ${story.name} fez tum, tum.`,
      `«Isso vai doer?», sussurrou ${story.name}.`,
      `E segurou firme a mão de ${escort(story)}.`,
    ],
  }),
  dentist: (story) => ({
    short: ['Que luz forte!', 'Será que dói?'],
    long: [
      `Quando a luz grande acendeu e a dentista pegou um espelhinho, ${story.name} apertou bem os olhos.`,
      `«Isso vai doer?», sussurrou ${story.name}.`,
      `E segurou firme a mão de ${escort(story)}.`,
    ],
  }),
  school: (story) => ({
    short: [`${cap(escort(story))} precisa ir embora.`, 'Ah, não!'],
    long: [
      `Aí chegou a hora de ${escort(story)} ir embora, e ${story.name} fez beicinho.`,
      `«Não vai embora», sussurrou ${story.name}, e a professora se abaixou ali pertinho.`,
      `${story.name} segurou firme a mão de ${escort(story)}.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Tic, tic?', 'Será que dói?'],
    long: [
      `Quando a cabeleireira pegou a tesoura, o coração de ${story.name} fez tum, tum.`,
      `«Isso vai doer?», sussurrou ${story.name}.`,
      `E segurou firme a mão de ${escort(story)}.`,
    ],
  }),
};

/** What the grown-up says that makes it fine. */
const KIND_WORDS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    '«É só um pouquinho gelado, como um cubo de gelo fazendo cócegas», disse a médica. «Quer escutar primeiro?»',
  dentist: () =>
    '«Eu só vou contar os seus dentes», disse a dentista. «Você consegue abrir bem a boca, igual a um leão?»',
  school: (story) =>
    `${cap(escort(story))} se abaixou e deu um abraço bem grande. «Eu volto para te buscar depois do almoço.» E a professora perguntou: «Quer me ajudar a dar comida para os peixinhos?»`,
  haircut: () =>
    '«O cabelo não sente nada», disse a cabeleireira. «Escuta só: a minha tesoura só canta tic, tic.»',
};

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} está com um pouco de medo.`, 'Então, respira fundo.'],
    long: [
      `${story.name} ficou com um pouco de medo.`,
      ofVisit(KIND_WORDS)(story),
      `${story.name} respirou fundo e disse: «Eu consigo ser ${brave(story)}.»`,
      `E, num instante, ${story.name} se sentiu ${brave(story)} de verdade.`,
    ],
  };
}

const SOLVE: VisitBeats = {
  doctor: (story) => ({
    short: ['Tum-tum, tum-tum!', 'Diga «aaah»!'],
    long: [
      `${story.name} escutou pelo estetoscópio: tum-tum, tum-tum! Era o seu próprio coração batendo.`,
      `Depois a médica olhou dentro dos ouvidos de ${story.name} e disse: «Diga aaah!»`,
      `«Aaaah!», fez ${story.name}, alto como um leão, e todo mundo riu.`,
      hobbyLine(story, 'a médica'),
      'Fez cócegas, e não doeu nem um pouquinho.',
    ],
  }),
  dentist: (story) => ({
    short: ['Boca bem aberta: aaah!', 'Bzzz, bzzz!'],
    long: [
      `${story.name} abriu bem a boca, igual a um leão: «Aaaah!»`,
      'A dentista contou cada dentinho com o seu espelhinho. «Vinte dentes brilhantes!»',
      'Depois, uma escovinha fez bzzz, bzzz e deixou todos eles brilhando.',
      hobbyLine(story, 'a dentista'),
      'Fez cócegas, e não doeu nem um pouquinho.',
    ],
  }),
  school: (story) => {
    const friend = words.friend(story);
    return {
      short: ['Vamos pintar?', 'Um arco-íris enorme!'],
      long: [
        friend
          ? `${story.name} deu comida para os peixinhos, e olha só quem estava lá: ${friend}! «Quer pintar comigo?», perguntou ${friend}.`
          : `${story.name} deu comida para os peixinhos, e uma menina de fita vermelha no cabelo perguntou: «Quer pintar comigo?»`,
        'Pintaram um arco-íris enorme e construíram a torre mais alta da sala.',
        'Na hora da história, a professora leu um livro sobre um ursinho muito corajoso.',
        hobbyLine(story, 'a professora'),
        'A manhã passou voando.',
      ],
    };
  },
  haircut: (story) => ({
    short: ['Tic, tic!', 'Fuuu!'],
    long: [
      'A tesoura fazia tic, tic, e fazia cócegas, como uma peninha.',
      `A cabeleireira borrifou uma água fresquinha, como uma nuvenzinha de chuva, e ${story.name} deu risada.`,
      'Depois, o secador soprou um ar quentinho: fuuu!',
      hobbyLine(story, 'a cabeleireira'),
      'Fez cócegas, e não doeu nem um pouquinho.',
    ],
  }),
};

const REACHED: VisitBeats = {
  doctor: (story) => ({
    short: ['«Prontinho!», diz a médica.', `Um adesivo brilhante! ${story.name} foi ${brave(story)}.`],
    long: [
      `«Prontinho!», disse a médica. «Você foi muito ${brave(story)}, ${story.name}.»`,
      `Ela deu para ${story.name} um adesivo brilhante com uma estrela dourada.`,
      `${story.name} tinha sido ${brave(story)}, e não tinha doído nada.`,
    ],
  }),
  dentist: (story) => ({
    short: ['«Prontinho!», diz a dentista.', `Uma escova nova! ${story.name} foi ${brave(story)}.`],
    long: [
      '«Prontinho! Os seus dentes estão fortes e saudáveis», disse a dentista.',
      `Ela deu para ${story.name} uma escova de dentes nova e um adesivo de dentinho sorrindo.`,
      `${story.name} tinha sido ${brave(story)}, e não tinha doído nada.`,
    ],
  }),
  school: (story) => ({
    short: ['«Até amanhã!», diz a professora.', `${story.name} foi ${brave(story)}!`],
    long: [
      `Quando ${escort(story)} voltou, ${story.name} correu até a porta com o seu desenho de arco-íris.`,
      `«Posso voltar amanhã?», perguntou ${story.name}.`,
      `«Até amanhã, ${story.name}!», disse a professora, dando tchau.`,
    ],
  }),
  haircut: (story) => ({
    short: ['«Prontinho!», diz a cabeleireira.', `Cabelo novo! ${story.name} foi ${brave(story)}.`],
    long: [
      '«Prontinho!», disse a cabeleireira, e virou a cadeira para o espelho.',
      `${story.name} olhou o seu corte de cabelo novo e abriu um sorrisão.`,
      `${story.name} tinha sido ${brave(story)}, e não tinha doído nada.`,
    ],
  }),
};

/** What the child tells the family at home. */
const TOLD: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${story.name} mostrou o adesivo e contou do coração que fazia tum-tum, e da médica tão gentil.`,
  dentist: (story) => `${story.name} mostrou a escova nova e os vinte dentes brilhantes.`,
  school: (story) => `${story.name} contou dos peixinhos, da torre mais alta e do desenho de arco-íris.`,
  haircut: (story) =>
    `${story.name} mostrou o corte de cabelo novo e contou da cadeira que subia igual a um foguete.`,
};

function party(story: IdeaStory): BeatText {
  const family = words.familyList(story).filter((member) => member !== escort(story));
  return {
    short: ['Todo mundo quer saber!', `${story.name} está ${proud(story)}.`],
    long: [
      family.length
        ? `Em casa, todo mundo queria saber de tudo: ${words.and(family)}.`
        : 'Em casa, todo mundo queria saber de tudo.',
      ofVisit(TOLD)(story),
      `«Eu fui ${brave(story)}!», disse ${story.name}, ${proudly(story)}, e todo mundo bateu palmas.`,
    ],
  };
}

const LESSON: Record<Visit, string> = {
  doctor: 'a médica cuida da gente para a gente crescer com saúde',
  dentist: 'a dentista ajuda o meu sorriso a ficar forte',
  school: 'um lugar novo logo fica com cara de casa',
  haircut: 'cortar o cabelo não dói nem um pouquinho',
};

const DREAMS: Record<Visit, string> = {
  doctor: 'com o adesivo de estrela dourada ainda no pijama',
  dentist: 'com os dentes bem escovadinhos',
  school: 'já sonhando com o dia seguinte',
  haircut: 'com o cabelo novo macio no travesseiro',
};

function ending(story: IdeaStory): BeatText {
  const visit = story.visit ?? 'doctor';
  const parent = words.parent(story);
  const listener = story.pet?.name ?? 'o ursinho';
  return {
    short: [
      parent
        ? `${cap(parent)} dá um abraço apertado em ${story.name}.`
        : `${story.name} está em casa de novo.`,
      story.sleepyEnding ? `Boa noite, ${story.name}.` : 'Que dia de coragem!',
    ],
    long: [
      polish(
        `${story.sleepyEnding ? 'Naquela noite' : 'No fim do dia'}, ${story.name} contou tudo para ${listener}.`,
      ),
      `«Hoje eu aprendi que ${LESSON[visit]}», disse ${story.name}.`,
      story.sleepyEnding
        ? `Depois, dormiu sorrindo, ${DREAMS[visit]}.`
        : `${story.name} nunca ia esquecer como tinha sido ${brave(story)} naquele dia.`,
    ],
  };
}

const TITLES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => `${story.name} vai ao médico`,
  dentist: (story) => `${story.name} vai ao dentista`,
  school: (story) => `O primeiro dia de ${school(story)} de ${story.name}`,
  haircut: (story) => `${story.name} vai ao cabeleireiro`,
};

/** The idea's companion in the summary too ('Maya vai à escola com a vovó'). */
const holdsHand = (story: IdeaStory): string =>
  story.partner ? ` ${cap(escort(story))} segura a sua mão o caminho todo.` : '';

/** 'Maya vai ao médico', as the idea says it when it does ('vai ao médico para um check-up'). */
const goesTo = (story: IdeaStory, where: string, why = ''): string => {
  const own = goes(story, '');
  return `${story.name} ${own || `vai ${where}${why}`}`;
};

const SUMMARIES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${goesTo(story, 'ao médico', ' para uma consulta')} e está com um friozinho na barriga.${holdsHand(story)} Lá, conhece uma médica gentil, escuta o próprio coração no estetoscópio e tem um momento de muita coragem. No fim, ${story.name} volta para casa ${proudly(story)}, com um adesivo brilhante. Uma história carinhosa para ajudar as crianças nas idas ao médico.`,
  dentist: (story) =>
    `${goesTo(story, 'ao dentista')} e está com um friozinho na barriga.${holdsHand(story)} Lá, conhece uma dentista gentil, sobe numa cadeira mágica e solta um «Aaaah!» bem corajoso. No fim, ${story.name} volta para casa ${proudly(story)}, com vinte dentes brilhantes. Uma história carinhosa para ajudar as crianças nas idas ao dentista.`,
  school: (story) =>
    `${goes(story, '') ? `Hoje ${story.name} ${goes(story, '')} pela primeira vez` : `É o primeiro dia de ${school(story)} de ${story.name}`}, e bate aquele friozinho na barriga.${holdsHand(story)} Lá, conhece uma professora gentil, faz uma nova amizade e pinta um arco-íris enorme. No fim, ${story.name} já quer voltar no dia seguinte. Uma história carinhosa para quem vai começar ${polish(`em ${theSchool(story)}`)}.`,
  haircut: (story) =>
    `${goesTo(story, 'ao cabeleireiro')} e está com um friozinho na barriga.${holdsHand(story)} Lá, conhece uma cabeleireira gentil, sobe numa cadeira que gira feito foguete e escuta a tesoura fazer tic, tic sem medo nenhum. No fim, ${story.name} volta para casa ${proudly(story)}, com um corte de cabelo novinho. Uma história carinhosa para ajudar as crianças nos primeiros cortes de cabelo.`,
};

const SETTINGS: Record<Visit, string> = {
  doctor:
    'A casa, o caminho até o centro e o consultório da médica: uma sala de espera clarinha, com brinquedos e um aquário.',
  dentist:
    'A casa, o caminho até o centro e o consultório da dentista: uma sala de espera com um aquário, e uma cadeira mágica.',
  school: 'A casa, o caminho até a escola e uma sala de aula clarinha, com desenhos, almofadas e um aquário.',
  haircut:
    'A casa, o caminho até o centro e o salão da cabeleireira: espelhos grandes e uma cadeira que gira.',
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

export const portugueseVisit: VisitVoice = {
  beats,
  title: ofVisit(TITLES),
  summary: ofVisit(SUMMARIES),
  setting: (story) => SETTINGS[story.visit ?? 'doctor'],
};
