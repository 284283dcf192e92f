/**
 * Portuguese stories told around the idea, in the stock pack's past tense. The idea's parts are used as the
 * parent wrote them ('um cachorrinho bombeiro', then 'o cachorrinho bombeiro'); the action is always an
 * infinitive phrase ('queria salvar um gatinho', 'finalmente conseguiram salvar o gatinho da árvore').
 */
import { portuguesePlanWords as words } from '../../languages/portuguese';
import type { BeatText } from '../../languages/language-pack';
import { cap, oneOf } from '../../languages/language-pack';
import { portugueseGrammar } from '../grammars/portuguese';
import type { ActionType, IdeaPart } from '../idea-reading';
import type { IdeaStory } from '../idea-story';
import {
  agreeing,
  actionNamesPartner,
  besideWish,
  bothGirls,
  cooksAtHome,
  dreamJourney,
  familyLeads,
  partnerKnown,
  problemSaysTheWish,
  focusOf,
  focusThing,
  foodOfIdea,
  goesAlone,
  namedPartner,
  objectWords,
  partnerLivesAtHome,
  partyGuests,
  thanksTheChild,
  plantsSomething,
  sideParts,
  waitingAtHome,
  wishNamesPlace,
  withoutPlace,
} from '../idea-story';
import type { IdeaVoice } from '../idea-voice';
import { journeyOf, plotShort, type Journey, type PlotShorts, type WayWords } from '../journey';
import { plainText } from '../../recognise';
import { portugueseVisit } from './portuguese-visit';

const o = (story: IdeaStory, masculine: string, feminine: string) =>
  words.about(story.gender, masculine, feminine, masculine);

const team = (story: IdeaStory): string =>
  story.partner
    ? `${story.name} e ${story.partner.then}`
    : story.pet
      ? `${story.name} e ${story.pet.name}`
      : story.name;

/**
 * Events, by their head noun (plain), that take 'fazer' when the idea names only the event
 * ('uma festa de aniversário', 'uma viagem à praia'): one has a party and makes a trip; seeing either is
 * not what a child wishes for.
 */
const EVENTS =
  /^(?:festa|piquenique|viagem|passeio|aventura|excursao|caca|caminhada|expedicao|safari|cruzeiro|ferias)$/;

function want(story: IdeaStory, later: boolean): string {
  if (story.action?.lost && story.reading.object) return `encontrar ${objectWords(story)}`;
  if (story.action) return later ? story.action.phraseThen : story.action.phrase;
  const thing = focusOf(story);
  const of = (part: IdeaPart) => (later ? part.then : part.first);
  if (thing && story.type === 'find') return `encontrar ${of(thing)}`;
  if (thing) return `${EVENTS.test(plainText(thing.bare.split(' ')[0])) ? 'fazer' : 'ver'} ${of(thing)}`;
  if (story.where) return `visitar ${of(story.where)}`;
  // A companion alone is no wish of its own: they come along ('A dragon wanted to come too').
  return 'viver uma grande aventura';
}

function wantShort(story: IdeaStory): string {
  return withoutPlace(story, want(story, false));
}

const lets = (story: IdeaStory): string[] =>
  wantShort(story)
    .split(/ e (?=\p{Ll}+ )/u)
    .map((part) => `«Vamos ${part}!»`);

/** The wind falling asleep, and sung awake: what a gentle way meets halfway, by sea or in the sky. */
const BECALMED = {
  setback: 'Mas, no meio do caminho, o vento pegou no sono, e eles não conseguiram seguir adiante.',
  fix: ({ name }: IdeaStory) =>
    `${name} cantou a canção favorita do vento, e uma brisa suave acordou e os levou devagarinho.`,
  short: { setback: 'O vento está dormindo.', fix: 'Eles cantam para acordá-lo.' },
};

/**
 * The way of a journey by how it goes (`journeyOf`): what goes wrong halfway and how they get past it, how
 * they set off and go on, and who joins in their cheer.
 */
const WAY: Record<Journey, WayWords> = {
  land: {
    setback: 'Mas, no meio do caminho, uma sebe alta e espinhosa fechou a passagem.',
    fix: ({ name }) => `${name} achou um buraco lá embaixo, na sebe, do tamanho certinho para passar.`,
    short: {
      setback: 'Uma sebe fecha o caminho.',
      fix: 'Passam por um buraco.',
      onAndOn: 'Eles andam e andam.',
    },
    off: (story) => `O sol brilhava, e ${story.name} se sentia ${o(story, 'corajoso', 'corajosa')}.`,
    onAndOn: 'Andaram e andaram, por campos e trilhas.',
    cheer: () => 'até os passarinhos cantaram junto',
  },
  road: {
    setback: 'Mas, no meio do caminho, uma árvore grande tinha caído atravessada na estrada.',
    fix: ({ name }) => `${name} viu uma estradinha que dava a volta, e eles seguiram em frente.`,
    short: { setback: 'Uma árvore no caminho!', fix: 'Eles dão a volta.', onAndOn: 'Eles vão e vão.' },
    off: ({ name }) => `«Vamos lá!», gritou ${name}, e lá foram eles pela estrada.`,
    onAndOn: 'Rodaram e rodaram, entre campos e vilarejos.',
    cheer: () => 'até os passarinhos cantaram junto',
  },
  space: {
    setback: 'Mas, no meio do caminho, uma chuva de pedrinhas espaciais veio voando na direção deles!',
    fix: ({ name }) =>
      `${name} desviou para um lado e para o outro, devagar e com cuidado, até todas as pedrinhas passarem.`,
    short: { setback: 'Cuidado, pedrinhas espaciais!', fix: 'Eles desviam.', onAndOn: 'Eles voam e voam.' },
    off: ({ name }) => `«Três, dois, um… decolar!», gritou ${name}, e lá foram eles, zunindo céu acima.`,
    onAndOn: 'Voaram e voaram, entre estrelas brilhantes e planetas distantes.',
    cheer: () => 'até as estrelas pareceram brilhar junto',
  },
  sky: {
    setback: 'Mas, no meio do caminho, veio uma rajada de vento forte que os empurrou para o lado errado.',
    fix: ({ name }) =>
      `${name} segurou firme até o vento se acalmar, e então eles voltaram para o caminho certo, rumo ao sol.`,
    short: { setback: 'Uma rajada de vento!', fix: 'Eles seguram firme.', onAndOn: 'Eles voam e voam.' },
    off: () => 'Subiram, subiram, e as casas lá embaixo ficavam cada vez menores.',
    onAndOn: 'Voaram e voaram, bem alto sobre morros e rios.',
    cheer: () => 'até os passarinhos cantaram junto',
  },
  sea: {
    setback: 'Mas, no meio do caminho, as ondas ficaram altas, e o vento os empurrou para o lado errado.',
    fix: ({ name }) => `${name} segurou firme e manteve o rumo, onda após onda, até o mar se acalmar.`,
    short: { setback: 'Ondas grandes!', fix: 'Eles seguram firme.', onAndOn: 'Eles navegam e navegam.' },
    off: (story) =>
      `Lá se foram eles sobre as ondas, e ${story.name} se sentia ${o(story, 'corajoso', 'corajosa')}.`,
    onAndOn: 'Navegaram e navegaram pelo mar azul e brilhante.',
    cheer: () => 'até as gaivotas gritaram junto',
  },
  // Para quem tem medo de água ou de altura: o vento adormece, sem ondas, nada lá no alto.
  calmSea: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Eles navegam e navegam.' },
    off: (story) =>
      `Lá se foram eles, devagarinho, e ${story.name} se sentia ${o(story, 'corajoso', 'corajosa')}.`,
    onAndOn: 'Navegaram e navegaram, devagarinho, com o sol quentinho no rosto.',
    cheer: () => 'até as gaivotas gritaram junto',
  },
  calmSky: {
    ...BECALMED,
    short: { ...BECALMED.short, onAndOn: 'Eles flutuam e flutuam.' },
    off: (story) =>
      `Devagarinho, lá se foram eles, e ${story.name} se sentia ${o(story, 'corajoso', 'corajosa')}.`,
    onAndOn: 'Flutuaram e flutuaram, devagarinho, com o sol quentinho no rosto.',
    cheer: () => 'até os passarinhos cantaram junto',
  },
};

const SHORT: PlotShorts = {
  rescue: {
    problem: 'Precisa de ajuda!',
    setback: 'Está longe demais.',
    fix: 'Devagar, com cuidado.',
    done: 'Está salvo!',
  },
  find: (story) => ({
    problem: `Onde ${agreeing(story, 'estará', 'estarão')}?`,
    setback: `Aqui não ${agreeing(story, 'está', 'estão')}.`,
    fix: 'Eles seguem as pistas.',
    done: 'Achou!',
  }),
  make: {
    problem: 'Mãos à obra!',
    setback: 'Ops! Tudo cai.',
    fix: 'De novo, devagar.',
    done: 'Ficou perfeito!',
  },
  learn: {
    problem: 'Olham com atenção.',
    setback: 'É difícil.',
    fix: 'Tentam de novo.',
    done: 'Conseguiram!',
  },
  travel: { problem: 'Que longe!', ...WAY.land.short, done: 'Chegaram!' },
  help: {
    problem: 'Vamos ajudar!',
    setback: 'É grande demais.',
    fix: 'Dividem o trabalho.',
    done: 'Todos sorriem.',
  },
  play: { problem: 'Viva!', setback: 'Não dá certo.', fix: 'Tentam outra vez.', done: 'Que divertido!' },
  other: { problem: 'Viva!', setback: 'Não dá certo.', fix: 'Tentam outra vez.', done: 'Que divertido!' },
};

/** The short texts of the story's plot, a journey's by how it goes. */
const shortOf = (story: IdeaStory) => plotShort(story, SHORT, WAY);

const PROBLEM: Record<ActionType, (story: IdeaStory) => string[]> = {
  rescue: (story) => [
    focusOf(story)
      ? `De repente, viram ${focusOf(story)!.then}, que precisava de ajuda.`
      : 'De repente, ouviram uma vozinha pedindo ajuda.',
    `«Não tenha medo, já estamos indo!», disse ${story.name}.`,
  ],
  find: (story) => [
    `«Onde será que ${agreeing(story, 'está', 'estão')}?», perguntou-se ${story.name}.`,
    focusOf(story) ? `Procuraram ${focusOf(story)!.then} por todo lado.` : 'Procuraram por todo lado.',
  ],
  make: (story) =>
    plantsSomething(story)
      ? [
          'Primeiro, procuraram o lugar certinho, onde o sol era quentinho e a terra era fofa.',
          `«Aqui é o melhor lugar», disse ${story.name}.`,
        ]
      : [
          'Primeiro, juntaram tudo o que precisavam e arrumaram tudo em fila.',
          'Ia ficar a coisa mais bonita do mundo.',
        ],
  learn: (story) => [
    `${cap(story.partner?.then ?? story.name)} olhava com muita atenção.`,
    'Havia tanto para aprender, passinho a passinho.',
  ],
  travel: (story) => [
    story.where
      ? `O caminho até ${story.where.then} era longo e cheio de surpresas.`
      : 'O caminho era longo e cheio de surpresas.',
    `${story.name} olhava para todo lado, de olhos bem abertos.`,
  ],
  // A thing to take somewhere ('deliver a birthday cake') needs no helping hand of its own: it is a job.
  help: (story) =>
    focusThing(story)
      ? ['Havia uma tarefa importante a fazer.', `«A gente consegue», disse ${story.name}.`]
      : [
          focusOf(story)
            ? `${cap(focusOf(story)!.then)} precisava de uma mãozinha.`
            : 'Alguém precisava de uma mãozinha.',
          `«Nós ajudamos», disse ${story.name}.`,
        ],
  play: (story) => [
    `Tinha chegado a hora de ${want(story, true)}!`,
    `${story.name} não aguentava mais esperar.`,
  ],
  other: (story) => [
    `Tinha chegado a hora de ${want(story, true)}!`,
    `${story.name} não aguentava mais esperar.`,
  ],
};

const SETBACK: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    `Mas ${focusOf(story)?.then ?? 'quem precisava de ajuda'} estava longe demais, e ninguém conseguia chegar sozinho.`,
  find: (story) =>
    `Mas ${focusOf(story)?.then ?? 'aquilo'} ${agreeing(story, 'não aparecia', 'não apareciam')} em lugar nenhum, e já estava ficando tarde.`,
  make: (story) =>
    plantsSomething(story)
      ? 'Mas a primeira tentativa deu errado: a terra estava dura como pedra, e o buraquinho se enchia de pedrinhas!'
      : cooksAtHome(story)
        ? 'Mas a primeira tentativa deu errado: a massa estava mole demais e espirrou para todo lado!'
        : 'Mas a primeira tentativa deu errado: tudo balançou e, cabrum, desabou!',
  learn: () => 'Mas era muito mais difícil do que parecia, e a primeira tentativa não deu nada certo.',
  travel: (story) => WAY[journeyOf(story)].setback,
  help: () => 'Mas era um trabalho grande demais para um só par de mãos.',
  play: () => 'Mas, no começo, nada saía como tinham planejado.',
  other: () => 'Mas, no começo, nada saía como tinham planejado.',
};

const FIX: Record<ActionType, (story: IdeaStory) => string> = {
  // The pet holds steady when no one else came; alone, the child only reaches out.
  rescue: (story) =>
    story.partner || story.pet
      ? `${cap(story.partner?.then ?? story.pet!.name)} segurou firme enquanto ${story.name} se esticava, devagar e com cuidado.`
      : `${story.name} se esticou, devagar e com cuidado.`,
  find: () => 'Seguiram uma trilha de pequenas pistas, uma depois da outra.',
  make: (story) =>
    plantsSomething(story)
      ? 'Dessa vez tiraram as pedrinhas uma por uma, cavaram um buraquinho fofo, plantaram com cuidado e regaram devagarinho.'
      : 'Dessa vez foram devagar, com cuidado, e se ajudaram em cada passo.',
  learn: () => 'Tentaram de novo, e de novo, e cada vez saía um pouco melhor.',
  travel: (story) => WAY[journeyOf(story)].fix(story),
  help: () => 'Dividiram o trabalho, e cada um fez o que sabia fazer de melhor.',
  play: () => 'Riram, mudaram um pouco o plano e tentaram outra vez.',
  other: () => 'Riram, mudaram um pouco o plano e tentaram outra vez.',
};

/** What was made, done: perfect (agreeing with what it is where the language says so). */
const madeDone = (story: IdeaStory): string => {
  const made = focusOf(story);
  const plural = made?.plural ? 's' : '';
  return `${plural ? 'Tinham' : 'Tinha'} ficado perfeit${made?.gender === 'f' ? 'a' : 'o'}${plural}.`;
};

const DONE: Record<ActionType, (story: IdeaStory) => string> = {
  rescue: (story) =>
    focusOf(story) ? `${cap(focusOf(story)!.then)} estava a salvo.` : 'Todos estavam a salvo.',
  find: (story) =>
    `${agreeing(story, 'Estava ali', 'Estavam ali')}, bem onde ninguém tinha pensado em olhar!`,
  // What was planted grows; what was made is perfect.
  make: (story) =>
    plantsSomething(story)
      ? 'Logo um brotinho verde espiou para fora da terra, como se dissesse olá.'
      : madeDone(story),
  learn: () => 'Eles tinham conseguido!',
  travel: () => 'Tinham chegado até o fim!',
  help: () => 'Todos sorriam de orelha a orelha.',
  play: () => 'Foi ainda mais divertido do que tinham sonhado.',
  other: () => 'Foi ainda melhor do que tinham sonhado.',
};

function success(story: IdeaStory): string {
  const thing = focusOf(story);
  const searching = story.action && /^procurar/.test(story.action.infinitive);
  return searching && thing ? `encontrar ${thing.then}` : want(story, true);
}

/** A dream journey's night: from bed at night, and back to bed (`dreamJourney`). */
const DREAM = {
  opening: (name: string) => `Naquela noite, debaixo do cobertor, ${name} teve uma grande ideia.`,
  tonight: (name: string) => `«Esta noite é a noite», sussurrou ${name}.`,
  night: 'Ia ser uma noite inesquecível.',
  woke: (story: IdeaStory) =>
    `Então ${story.name} abriu os olhos: estava na sua cama, quentinha, e a lua sorria pela janela.`,
  asleep: (name: string) => `${name} fechou os olhos de novo e voltou a dormir, sorrindo.`,
};

function call(story: IdeaStory): BeatText {
  const { name } = story;
  const partner = story.partner;
  if (partner && !story.reading.childInIdea) {
    // Family, or the child's own, needs no meeting: 'One morning, Papa had a big wish'.
    const known = partnerKnown(story);
    const wish = (who: string) => `${who} tinha um grande desejo: ${want(story, false)}.`;
    return {
      short: [
        known ? `${cap(partner.then)} tem uma grande ideia.` : `${name} conhece ${partner.first}.`,
        ...lets(story),
      ],
      long: [
        ...(known
          ? [`Certa manhã, ${wish(partner.then)}`]
          : [
              oneOf(story, 'pt-idea-meet', [
                `Certa manhã, ${name} conheceu ${partner.first}.`,
                `Numa manhã de sol, ${name} encontrou ${partner.first}.`,
              ]),
              wish(cap(partner.then)),
            ]),
        `«Posso ajudar?», perguntou ${name}.`,
        `${cap(partner.then)} sorriu: «Juntos, vamos conseguir!»`,
        `${name} nunca tinha ficado tão ${o(story, 'animado', 'animada')}.`,
      ],
    };
  }
  return {
    short: [`${name} tem uma grande ideia.`, ...lets(story)],
    long: [
      dreamJourney(story) ? DREAM.opening(name) : `Certa manhã, ${name} acordou com uma grande ideia.`,
      `Queria ${want(story, false)}!`,
      // The grown-up who cooks with the child (`withGrownUpCook`) offers to help.
      partner && !namedPartner(story)
        ? `«Eu te ajudo», disse ${partner.first}.`
        : partner && !actionNamesPartner(story)
          ? `${cap(partner.first)} também ${partner.plural ? 'quiseram' : 'quis'} ir.`
          : dreamJourney(story)
            ? DREAM.tonight(name)
            : `«Hoje é o dia», disse ${name}.`,
      `${name} pulou da cama e ficou ${o(story, 'pronto', 'pronta')} num instante.`,
      dreamJourney(story) ? DREAM.night : 'Ia ser um dia inesquecível.',
    ],
  };
}

function companions(story: IdeaStory): string {
  const friend = words.friend(story);
  if (friend) return `${friend} também foi junto.`;
  if (cooksAtHome(story))
    return story.pet
      ? `${story.pet.name} sentou perto da mesa, esperando alguma migalha.`
      : `${story.name} lavou as mãos primeiro.`;
  if (story.pet && story.partner) return `${story.pet.name} foi junto, abanando o rabo de alegria.`;
  return `${story.name} deu tchau da porta.`;
}

/** Para a cozinha de casa, onde se cozinha (`cooksAtHome`). */
const intoTheKitchen = (story: IdeaStory): BeatText => ({
  short: ['Todos para a cozinha!', story.pet ? `${story.pet.name} vai também.` : 'Viva!'],
  long: [
    goesAlone(story)
      ? `Então ${team(story)} foi para a cozinha e vestiu o avental.`
      : `Então ${team(story)} foram para a cozinha e vestiram os aventais.`,
    companions(story),
    `${story.name} puxou um banquinho até a mesa para ajudar.`,
    `A cozinha era quentinha e clara, e ${story.name} se sentia ${o(story, 'corajoso', 'corajosa')}.`,
  ],
});

function setOff(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) return intoTheKitchen(story);
  const food = words.food(story);
  const place = story.where?.then ?? words.setting(story).name;
  return {
    short: [`Lá vão eles para ${place}!`, story.pet ? `${story.pet.name} vai também.` : 'Viva!'],
    long: [
      `Então ${team(story)} ${goesAlone(story) ? 'partiu' : 'partiram'} para ${place}.`,
      companions(story),
      `Na mochila, ${story.name} levava ${food ?? 'um lanche'} e água, por via das dúvidas.`,
      WAY[journeyOf(story)].off(story),
    ],
  };
}

function extras(story: IdeaStory): string | undefined {
  const rest = sideParts(story);
  return rest.length ? `No caminho, viram ${words.and(rest.map((part) => part.first))}.` : undefined;
}

function arrive(story: IdeaStory): BeatText {
  if (cooksAtHome(story)) {
    return {
      short: ['Tigelas e colheres!', 'Que legal!'],
      long: [
        'Na mesa apareceram a tigela grande, as colheres de pau e a farinha.',
        extras(story) ?? `${story.name} olhou em volta com os olhos brilhando.`,
        story.partner
          ? `«Vamos começar», disse ${story.partner.then}.`
          : `«Vamos começar», sussurrou ${story.name}.`,
        'Logo a cozinha inteira tinha um cheirinho de coisa boa.',
      ],
    };
  }
  const place = story.where?.then ?? words.setting(story).name;
  const goal = story.type === 'travel' || focusOf(story) === story.where;
  return {
    short: [goal ? WAY[journeyOf(story)].short.onAndOn : `Aqui está ${place}.`, 'Que lindo!'],
    long: [
      goal ? WAY[journeyOf(story)].onAndOn : `Finalmente chegaram a ${place}.`,
      extras(story) ?? `${story.name} olhou em volta com os olhos brilhando.`,
      story.partner
        ? `«${goal ? 'Falta pouco' : 'É aqui'}», disse ${story.partner.then}.`
        : `«${goal ? 'Falta pouco' : 'É aqui'}», sussurrou ${story.name}.`,
      'Tudo era novo e maravilhoso.',
    ],
  };
}

function meet(story: IdeaStory): BeatText {
  const thing = focusOf(story);
  return {
    // What is looked for is not seen yet: it is asked after, not pointed at.
    short:
      story.type === 'find' && thing
        ? [`Onde ${thing.plural ? 'estão' : 'está'} ${thing.then}?`, 'Procuram por toda parte.']
        : [thing ? `Olha ${thing.then}!` : 'Olha!', shortOf(story).problem],
    long: [
      ...PROBLEM[story.type](story),
      problemSaysTheWish(story)
        ? `Agora nada ia parar ${story.name}.`
        : `${story.name} sabia o que tinha que fazer: ${want(story, true)}.`,
    ],
  };
}

function obstacle(story: IdeaStory): BeatText {
  return {
    short: [shortOf(story).setback, 'Ah, não!'],
    long: [
      SETBACK[story.type](story),
      goesAlone(story) ? `${story.name} parou para pensar.` : `${cap(team(story))} se olharam.`,
      `«E agora?», perguntou ${story.name}.`,
    ],
  };
}

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} está ${o(story, 'preocupado', 'preocupada')}.`, 'Respira fundo.'],
    long: [
      `${story.name} ficou um pouco ${o(story, 'preocupado', 'preocupada')}.`,
      story.partner ? `${cap(story.partner.then)} também.` : 'Sentia um friozinho na barriga.',
      goesAlone(story)
        ? `Então ${story.name} respirou fundo e disse: «Se eu tentar de novo, eu consigo.»`
        : `Então ${story.name} respirou fundo e disse: «Se fizermos juntos, conseguimos.»`,
      `E assim, sem mais nem menos, voltou a se sentir ${o(story, 'corajoso', 'corajosa')}.`,
    ],
  };
}

function solve(story: IdeaStory): BeatText {
  const hobby = words.hobby(story);
  return {
    short: [`${story.name} tem uma ideia!`, shortOf(story).fix],
    long: [
      hobby
        ? `${story.name} adorava ${hobby}, e isso lhe deu uma ideia genial.`
        : `Então ${story.name} teve uma ideia genial.`,
      FIX[story.type](story),
      story.pet ? `${story.pet.name} ajudou também, todo comportado.` : 'Ninguém desistiu.',
      'Pouco a pouco, começou a dar certo.',
    ],
  };
}

function reached(story: IdeaStory): BeatText {
  return {
    short: ['Conseguiram!', shortOf(story).done],
    long: [
      `E finalmente ${goesAlone(story) ? 'conseguiu' : 'conseguiram'} ${success(story)}!`,
      DONE[story.type](story),
      `${cap(team(story))} ${goesAlone(story) ? 'comemorou' : 'comemoraram'} tão alto que ${cooksAtHome(story) ? 'as panelas chacoalharam' : WAY[journeyOf(story)].cheer(story)}.`,
    ],
  };
}

function party(story: IdeaStory): BeatText {
  const family = partyGuests(story, words.familyList(story), words.friend(story));
  const thanker = thanksTheChild(story);
  // O que foi feito na cozinha é o que se divide.
  const cooked = foodOfIdea(story)?.then;
  const food = cooked ?? words.food(story);
  return {
    short: ['Todos comemoram!', cooked ? 'Hora de provar!' : food ? `Tem ${food}!` : 'Que festa!'],
    long: [
      family.length ? `Todos vieram comemorar: ${words.and(family)}.` : 'Todos vieram comemorar.',
      food
        ? `Dividiram ${food}, e nada nunca tinha sido tão gostoso.`
        : 'Teve música, risadas e um grande lanche.',
      thanker
        ? `${cap(thanker.then)} deu o maior abraço do mundo em ${story.name}.`
        : `${story.name} estava muito ${o(story, 'feliz', 'feliz')}.`,
    ],
  };
}

/** O fim de um dia na cozinha: ninguém volta para casa; quem mora em outro lugar se despede na porta. */
function doneInTheKitchen(story: IdeaStory, waiting: string | undefined): string {
  const hug = waiting ? `, e ${waiting} deu um abraço apertado em ${story.name}` : '';
  if (story.partner && partnerLivesAtHome(story)) {
    const girls = bothGirls(story);
    return `À noitinha, ${story.name} e ${story.partner.then} lavaram ${girls ? 'juntas' : 'juntos'} as tigelas${waiting ? `, e ${waiting} ${girls ? 'as' : 'os'} abraçou bem apertado` : ''}.`;
  }
  if (story.partner) return `À noitinha, ${story.name} se despediu de ${story.partner.then} na porta${hug}.`;
  return `À noitinha, ${story.name} ajudou a lavar as tigelas${hug}.`;
}

/** A volta para casa: junto do companheiro quando ele mora lá também; senão, depois de se despedir. */
function wentHome(story: IdeaStory): string {
  // A dream ends where it began.
  if (dreamJourney(story)) return DREAM.woke(story);
  const waiting = waitingAtHome(story, words.parent);
  if (cooksAtHome(story)) return doneInTheKitchen(story, waiting);
  if (partnerLivesAtHome(story) && story.partner) {
    const girls = bothGirls(story);
    return `Ao pôr do sol, ${story.name} e ${story.partner.then} voltaram ${girls ? 'juntas' : 'juntos'} para casa${waiting ? `, onde ${waiting} ${girls ? 'as' : 'os'} esperava com um abraço` : ''}.`;
  }
  return `Ao pôr do sol, ${story.name} se despediu${story.partner ? ` de ${story.partner.then}` : ''} e voltou para casa${waiting ? `, onde ${waiting} esperava com um abraço` : ''}.`;
}

function ending(story: IdeaStory): BeatText {
  const parent = words.parent(story);
  return {
    short: [
      parent ? `${cap(parent)} dá um abraço em ${story.name}.` : `${story.name} volta para casa.`,
      story.sleepyEnding ? `Boa noite, ${story.name}.` : 'Que dia!',
    ],
    long: [
      wentHome(story),
      `«Hoje eu aprendi que ${words.lesson(story, familyLeads(story))}», disse ${story.name}.`,
      dreamJourney(story)
        ? DREAM.asleep(story.name)
        : story.sleepyEnding
          ? `Naquela noite, ${story.name} dormiu sorrindo e sonhou com o dia em que ${goesAlone(story) ? 'conseguiu' : 'conseguiram'} ${success(story)}.`
          : `${story.name} nunca esqueceria o dia em que ${goesAlone(story) ? 'conseguiu' : 'conseguiram'} ${success(story)}.`,
    ],
  };
}

export const portugueseVoice: IdeaVoice = {
  language: 'Portuguese',
  visit: portugueseVisit,
  grammar: portugueseGrammar,
  beats: { call, setOff, arrive, meet, obstacle, feelings, solve, reached, party, ending },
  title(story) {
    const star = namedPartner(story) ?? focusOf(story) ?? story.where;
    return star
      ? `${story.name} e ${star.then.replace(/^(?:(?:o|a|os|as) )?(?:seu|sua|seus|suas|meu|minha|meus|minhas) (.+)$/, (_, noun: string) => portugueseGrammar.withArticle(noun, star.gender, star.plural, true))}`
      : `O grande dia de ${story.name}`;
  },
  summary(story) {
    const partner = story.partner;
    const opening =
      partner && !story.reading.childInIdea
        ? `${cap(partner.first)} quer ${want(story, false)}, e ${story.name} vai junto para ajudar.`
        : `${story.name} quer ${want(story, false)}${besideWish(story, (partner) => `, junto com ${partner.first}`)}.`;
    const where = story.where && !wishNamesPlace(story) ? ` O caminho leva até ${story.where.then}.` : '';
    return `${opening}${where} ${goesAlone(story) ? `Quando algo dá errado, ${story.name} tenta de novo, e finalmente consegue` : 'Quando algo dá errado, tentam de novo juntos, e finalmente conseguem'} ${success(story)}. Uma história carinhosa que mostra que ${words.lesson(story, familyLeads(story))}.`;
  },
  setting(story) {
    const stock = words.setting(story);
    return story.where ? `${cap(story.where.then)}.` : `${cap(stock.name)}: ${stock.what}.`;
  },
  characters(story) {
    return [
      `${story.name}${story.nickname ? ` (${story.nickname})` : ''}, ${story.age} anos, ${words.about(story.gender, 'o herói', 'a heroína', 'protagonista')}`,
      ...story.reading.cast.map((part) => cap(part.bare)),
      story.pet ? `${story.pet.name}, seu bichinho` : '',
    ]
      .filter(Boolean)
      .join('; ')
      .concat('.');
  },
};
