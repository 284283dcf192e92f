/**
 * A first visit told in English (`IdeaStory.visit`): the news and a fluttery tummy, the way there hand in
 * hand, the waiting room, a kind doctor, dentist, teacher or hairdresser, the one scary moment and what makes it fine, a
 * proud return home. The pet stays at home; the grown-up who takes the child is the idea's own, else a parent.
 */
import { englishPlanWords as words } from '../../languages/english';
import type { BeatText } from '../../languages/language-pack';
import { cap } from '../../languages/language-pack';
import type { IdeaStory, Visit } from '../idea-story';
import type { IdeaBeat, VisitVoice } from '../idea-voice';
import { escortOf, schoolWordOf, ofVisit, type VisitBeats } from '../visit';

const he = (story: IdeaStory) => words.pronouns(story).he;
const his = (story: IdeaStory) => words.pronouns(story).his;

/** Who takes the child: the idea's companion, else a parent, else Grandma. */
const escort = (story: IdeaStory): string => escortOf(story, words.parent(story) ?? 'Grandma');

/** The idea's word for the school ('nursery', 'kindergarten'), else 'school'. */
const school = (story: IdeaStory): string => schoolWordOf(story)?.bare.toLowerCase() ?? 'school';

const hobbyLine = (story: IdeaStory, whom: string): string => {
  const hobby = words.hobby(story);
  return hobby
    ? `${story.name} loved ${hobby}, and ${he(story)} told ${whom} all about it.`
    : `${story.name} felt braver every minute.`;
};

/** Verbs of going that read as the idea wrote them: 'visit the dentist', 'go to the doctor for a check-up'. */
const GOING = /^(?:go|visit|see|start|begin)$/;

/** The idea's own going, when it says one ('visit the dentist'), else `otherwise`. */
const going = (story: IdeaStory, otherwise: string): string =>
  story.action && GOING.test(story.action.infinitive) ? story.action.phrase : otherwise;

const CALL: VisitBeats = {
  doctor: (story) => ({
    short: [
      `Today ${story.name} will ${going(story, 'go to the doctor')}.`,
      `${story.name} feels a bit nervous.`,
    ],
    long: [
      `One morning, ${escort(story)} said, “Today you will ${going(story, 'go to the doctor')}, ${story.name}.”`,
      `${story.name}’s tummy felt fluttery, and ${he(story)} was a little nervous. “Will it hurt?” ${he(story)} asked.`,
      `“The doctor just wants to see how well you are growing,” said ${escort(story)}, with a hug.`,
      `“I’ll be right beside you all the time.”`,
      `${story.name} nodded and got ready.`,
    ],
  }),
  dentist: (story) => ({
    short: [
      `Today ${story.name} will ${going(story, 'go to the dentist')}.`,
      `${story.name} feels a bit nervous.`,
    ],
    long: [
      `One morning, ${escort(story)} said, “Today you will ${going(story, 'go to the dentist')}, ${story.name}.”`,
      `${story.name}’s tummy felt fluttery, and ${he(story)} was a little nervous. “Will it hurt?” ${he(story)} asked.`,
      `“The dentist just wants to count your teeth and see that they are strong,” said ${escort(story)}, with a hug.`,
      `“I’ll be right beside you all the time.”`,
      `${story.name} brushed ${his(story)} teeth extra carefully and got ready.`,
    ],
  }),
  school: (story) => ({
    short: [
      `Today is ${story.name}’s first day at ${school(story)}!`,
      `${cap(his(story))} tummy feels fluttery.`,
    ],
    long: [
      `It was a very big day: ${story.name}’s first day at ${school(story)}!`,
      `${cap(his(story))} new backpack was waiting by the door, and ${his(story)} tummy felt fluttery.`,
      `“What if I don’t know anyone?” ${he(story)} asked.`,
      `“Everyone is new on the first day,” said ${escort(story)}, with a hug.`,
      `${story.name} put on ${his(story)} shoes all on ${his(story)} own.`,
    ],
  }),
  haircut: (story) => ({
    short: [
      `Today ${story.name} will ${going(story, 'go to the hairdresser')}.`,
      `${story.name} feels a bit nervous.`,
    ],
    long: [
      `One morning, ${escort(story)} said, “Today you will ${going(story, 'go to the hairdresser')}, ${story.name}. Your hair is getting so long!”`,
      `${story.name}’s tummy felt fluttery, and ${he(story)} was a little nervous. “Will it hurt?” ${he(story)} asked.`,
      `“Cutting hair doesn’t hurt at all, just like cutting paper,” said ${escort(story)}, with a hug.`,
      `“I’ll be right beside you all the time.”`,
      `${story.name} brushed ${his(story)} hair one last time and got ready.`,
    ],
  }),
};

function setOff(story: IdeaStory): BeatText {
  const pet = story.pet?.name;
  return {
    short: ['Off they go, hand in hand.', pet ? `Bye-bye, ${pet}!` : 'Step, step, step.'],
    long: [
      `So ${story.name} and ${escort(story)} set off, hand in hand.`,
      pet ? `${pet} watched from the window, wagging goodbye.` : `${story.name} waved goodbye to the house.`,
      story.visit === 'school'
        ? `${story.name} carried ${his(story)} new backpack all the way.`
        : `${story.name} took ${his(story)} teddy along, just in case.`,
      `On the way, they counted red cars to keep ${his(story)} brave thoughts busy.`,
    ],
  };
}

const ARRIVE: VisitBeats = {
  doctor: (story) => waitingRoom(story, 'a box of toys, picture books'),
  dentist: (story) => waitingRoom(story, 'a poster of smiling teeth'),
  school: (story) => ({
    short: ['So many children!', 'Look, paintings!'],
    long: [
      'The classroom was bright, with paintings on the walls, a reading corner full of cushions and a fish tank by the window.',
      'There were so many children!',
      `${story.name} stayed close to ${escort(story)}.`,
      'Everything smelled of crayons and new books.',
    ],
  }),
  haircut: (story) => ({
    short: ['Look, big mirrors!', 'Whoosh goes a dryer.'],
    long: [
      'The hairdresser’s had big shiny mirrors, spinning chairs and a basket of picture books.',
      'Someone was having their hair dried with a warm whoosh.',
      `${story.name} held ${escort(story)}’s hand a little tighter.`,
      `${cap(he(story))} watched the snipped hair float down like feathers.`,
    ],
  }),
};

function waitingRoom(story: IdeaStory, things: string): BeatText {
  return {
    short: ['Look, a fish tank!', 'So many toys.'],
    long: [
      `The waiting room had ${things} and a fish tank with orange fish.`,
      'Other children were waiting too, with their mums and dads.',
      `${story.name} held ${escort(story)}’s hand a little tighter.`,
      `${cap(he(story))} watched the fish swim round and round.`,
    ],
  };
}

const MEET: VisitBeats = {
  doctor: (story) => ({
    short: ['Hello, doctor!', 'She has a kind smile.'],
    long: [
      `Then the doctor came out and called, “${story.name}?”`,
      'She had a kind smile and a stethoscope round her neck.',
      `“Hello, ${story.name}! Would you like to sit up on my big bed?” she asked.`,
      `${story.name} nodded, very quietly.`,
    ],
  }),
  dentist: (story) => ({
    short: ['Hello, dentist!', 'She has a kind smile.'],
    long: [
      `Then the dentist came out and called, “${story.name}?”`,
      'She had a kind smile and a big chair that went up and down, like a ride.',
      `“Hello, ${story.name}! Would you like a ride in my magic chair?” she asked.`,
      `${story.name} nodded, very quietly.`,
    ],
  }),
  school: (story) => ({
    short: ['Hello, teacher!', 'She has a kind smile.'],
    long: [
      'Then the teacher came over, with a kind smile and a name badge shaped like a star.',
      `“Welcome, ${story.name}! We have been waiting for you,” she said.`,
      `She showed ${story.name} a peg with ${his(story)} name on it, just for ${his(story)} coat.`,
      `${story.name} nodded, very quietly.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Hello, hairdresser!', 'She has a kind smile.'],
    long: [
      'Then the hairdresser came over, with a kind smile and a comb tucked behind her ear.',
      `“Hello, ${story.name}! Would you like to sit up on my spinning chair?” she asked.`,
      'She pumped the chair up, higher and higher, like a rocket.',
      `${story.name} nodded, very quietly.`,
    ],
  }),
};

const OBSTACLE: VisitBeats = {
  doctor: (story) => ({
    short: ['Thump, thump!', 'Will it hurt?'],
    long: [
      `When the doctor took out her stethoscope, ${story.name}’s heart went thump, thump.`,
      `“Is that going to hurt?” ${he(story)} whispered.`,
      `${story.name} held on tight to ${escort(story)}’s hand.`,
    ],
  }),
  dentist: (story) => ({
    short: ['A big bright light!', 'Will it hurt?'],
    long: [
      `When the big light came on and the dentist picked up a tiny mirror, ${story.name} squeezed ${his(story)} eyes shut.`,
      `“Is that going to hurt?” ${he(story)} whispered.`,
      `${story.name} held on tight to ${escort(story)}’s hand.`,
    ],
  }),
  school: (story) => ({
    short: [`${cap(escort(story))} has to go.`, 'Oh no!'],
    long: [
      `Then it was time for ${escort(story)} to go, and ${story.name}’s lip wobbled.`,
      `“Don’t go,” ${he(story)} whispered, and the teacher came over to them.`,
      `${story.name} held on tight to ${escort(story)}’s hand.`,
    ],
  }),
  haircut: (story) => ({
    short: ['Snip, snip?', 'Will it hurt?'],
    long: [
      `When the hairdresser picked up her scissors, ${story.name}’s heart went thump, thump.`,
      `“Is that going to hurt?” ${he(story)} whispered.`,
      `${story.name} held on tight to ${escort(story)}’s hand.`,
    ],
  }),
};

/** What the grown-up says that makes it fine. */
const KIND_WORDS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: () =>
    '“It only feels cold, like a tickly ice cube,” said the doctor. “Would you like to listen first?”',
  dentist: () => '“I am only going to count your teeth,” said the dentist. “Can you open wide like a lion?”',
  school: (story) =>
    `${escort(story)} knelt down for a big hug. “I will be right here to fetch you after lunch.” And the teacher asked, “Would you like to help me feed the fish?”`,
  haircut: () =>
    '“Hair can’t feel a thing,” said the hairdresser. “Listen: my scissors only sing snip, snip.”',
};

function feelings(story: IdeaStory): BeatText {
  return {
    short: [`${story.name} feels a bit scared.`, 'Then a deep breath.'],
    long: [
      `${story.name} felt a little scared.`,
      ofVisit(KIND_WORDS)(story),
      `${story.name} took a deep breath and said, “I can be brave.”`,
      `And just like that, ${he(story)} felt brave.`,
    ],
  };
}

const SOLVE: VisitBeats = {
  doctor: (story) => ({
    short: ['Ba-dum, ba-dum!', 'Say aah!'],
    long: [
      `${story.name} listened through the stethoscope: ba-dum, ba-dum! It was ${his(story)} very own heartbeat.`,
      `Then the doctor looked in ${his(story)} ears and said, “Say aah!”`,
      `“Aaah!” said ${story.name}, as loud as a lion, and everybody laughed.`,
      hobbyLine(story, 'the doctor'),
      'It tickled, and it did not hurt one bit.',
    ],
  }),
  dentist: (story) => ({
    short: ['Open wide: aah!', 'Buzz, buzz!'],
    long: [
      `${story.name} opened wide like a lion: “Aaah!”`,
      'The dentist counted every tooth with her tiny mirror. “Twenty shiny teeth!”',
      'Then a little brush went buzz, buzz and made them sparkle.',
      hobbyLine(story, 'the dentist'),
      'It tickled, and it did not hurt one bit.',
    ],
  }),
  school: (story) => {
    const friend = words.friend(story);
    return {
      short: ['Paint with me?', 'A big rainbow!'],
      long: [
        friend
          ? `${story.name} fed the fish, and there was ${his(story)} friend ${friend}! “Do you want to paint with me?”`
          : `${story.name} fed the fish, and a girl with a red ribbon asked, “Do you want to paint with me?”`,
        'Together they painted a big rainbow and built the tallest tower in the class.',
        'At story time, the teacher read a book about a brave little bear.',
        hobbyLine(story, 'the teacher'),
        'The morning flew by.',
      ],
    };
  },
  haircut: (story) => ({
    short: ['Snip, snip!', 'Whoosh!'],
    long: [
      'Snip, snip went the scissors, and it tickled like a feather.',
      `The hairdresser sprayed a cool mist, like a tiny rain cloud, and ${story.name} giggled.`,
      'Then the dryer blew warm air: whoosh!',
      hobbyLine(story, 'the hairdresser'),
      'It tickled, and it did not hurt one bit.',
    ],
  }),
};

const REACHED: VisitBeats = {
  doctor: (story) => ({
    short: ['“All done!” says the doctor.', `A shiny sticker for brave ${story.name}!`],
    long: [
      `“All done!” said the doctor. “You were very brave, ${story.name}.”`,
      `She gave ${story.name} a shiny sticker with a gold star on it.`,
      `${story.name} had been brave, and it had not hurt at all.`,
    ],
  }),
  dentist: (story) => ({
    short: ['All done!', `A new toothbrush for brave ${story.name}!`],
    long: [
      '“All done! Your teeth are strong and healthy,” said the dentist.',
      `She gave ${story.name} a new toothbrush and a sticker of a smiling tooth.`,
      `${story.name} had been brave, and it had not hurt at all.`,
    ],
  }),
  school: (story) => ({
    short: ['“See you tomorrow!” says the teacher.', `Brave ${story.name}!`],
    long: [
      `When ${escort(story)} came back, ${story.name} ran to the door with ${his(story)} rainbow painting.`,
      `“Can I come back tomorrow?” ${he(story)} asked.`,
      `“See you tomorrow, ${story.name}!” called the teacher.`,
    ],
  }),
  haircut: (story) => ({
    short: ['“All done!” says the hairdresser.', `A new haircut for brave ${story.name}!`],
    long: [
      '“All done!” said the hairdresser, and she turned the chair to the mirror.',
      `${story.name} looked at ${his(story)} new haircut and smiled a big smile.`,
      `${story.name} had been brave, and it had not hurt at all.`,
    ],
  }),
};

/** What the child tells the family at home. */
const TOLD: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${story.name} showed them ${his(story)} sticker and told them about the heartbeat that went ba-dum.`,
  dentist: (story) => `${story.name} showed them ${his(story)} new toothbrush and twenty shiny teeth.`,
  school: (story) => `${story.name} told them about the fish, the tallest tower and the rainbow painting.`,
  haircut: (story) =>
    `${story.name} showed them ${his(story)} new haircut and told them about the chair that went up like a rocket.`,
};

function party(story: IdeaStory): BeatText {
  const family = words.familyList(story).filter((member) => member !== escort(story));
  return {
    short: ['Everyone wants to hear!', `${story.name} is proud.`],
    long: [
      family.length
        ? `At home, everyone wanted to hear all about it: ${words.and(family)}.`
        : 'At home, everyone wanted to hear all about it.',
      ofVisit(TOLD)(story),
      `“I was brave,” said ${story.name} proudly, and everyone cheered.`,
    ],
  };
}

const LESSON: Record<Visit, string> = {
  doctor: 'the doctor is there to help us stay well',
  dentist: 'the dentist helps keep my smile strong',
  school: 'new places soon feel like home',
  haircut: 'a haircut doesn’t hurt one bit',
};

const DREAMS: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => `the gold star sticker still on ${his(story)} pyjamas`,
  dentist: (story) => `${his(story)} shiny teeth brushed`,
  school: () => 'ready for tomorrow',
  haircut: (story) => `${his(story)} new haircut soft on the pillow`,
};

function ending(story: IdeaStory): BeatText {
  const visit = story.visit ?? 'doctor';
  const parent = words.parent(story);
  const listener = story.pet?.name ?? `${his(story)} teddy`;
  return {
    short: [
      parent ? `${parent} gives ${story.name} a big hug.` : `${story.name} is home again.`,
      story.sleepyEnding ? `Good night, ${story.name}.` : 'What a brave day!',
    ],
    long: [
      `${story.sleepyEnding ? 'That night' : 'That evening'}, ${story.name} told ${listener} all about the day.`,
      `“Today I learned that ${LESSON[visit]},” said ${story.name}.`,
      story.sleepyEnding
        ? `Then ${he(story)} fell asleep smiling, ${DREAMS[visit](story)}.`
        : `${story.name} would never forget how brave ${he(story)} had been.`,
    ],
  };
}

const TITLES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) => `${story.name} Goes to the Doctor`,
  dentist: (story) => `${story.name} Goes to the Dentist`,
  school: (story) => `${story.name}’s First Day at ${cap(school(story))}`,
  haircut: (story) => `${story.name} Goes to the Hairdresser`,
};

/** The idea's companion in the summary too ('Maya goes to school with Grandma'). */
const holdsHand = (story: IdeaStory): string =>
  story.partner ? ` ${cap(escort(story))} holds ${his(story)} hand all the way.` : '';

const SUMMARIES: Record<Visit, (story: IdeaStory) => string> = {
  doctor: (story) =>
    `${story.name} will ${going(story, 'go to the doctor for a check-up')}, and ${his(story)} tummy feels fluttery.${holdsHand(story)} A kind doctor, a stethoscope to listen with and one brave moment later, ${story.name} comes home proud, with a shiny sticker. A gentle story for a child’s visits to the doctor.`,
  dentist: (story) =>
    `${story.name} will ${going(story, 'go to the dentist')}, and ${his(story)} tummy feels fluttery.${holdsHand(story)} A kind dentist, a magic chair and one brave “Aaah!” later, ${story.name} comes home proud, with twenty shiny teeth. A gentle story for a child’s visits to the dentist.`,
  school: (story) =>
    `It is ${story.name}’s first day at ${school(story)}, and ${his(story)} tummy feels fluttery.${holdsHand(story)} A kind teacher, a new friend and a rainbow painting later, ${story.name} can’t wait to go back. A gentle story for a child starting ${school(story)}.`,
  haircut: (story) =>
    `${story.name} will ${going(story, 'go to the hairdresser')}, and ${his(story)} tummy feels fluttery.${holdsHand(story)} A kind hairdresser, a spinning chair and a few brave snips later, ${story.name} comes home proud, with a brand-new haircut. A gentle story for a child’s first haircuts.`,
};

const SETTINGS: Record<Visit, string> = {
  doctor: 'Home, the way into town, and the doctor’s: a bright waiting room with toys and a fish tank.',
  dentist: 'Home, the way into town, and the dentist’s: a waiting room with a fish tank, and a magic chair.',
  school: 'Home, the way to school, and a bright classroom with paintings, cushions and a fish tank.',
  haircut: 'Home, the way into town, and the hairdresser’s: big mirrors and a spinning chair.',
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

export const englishVisit: VisitVoice = {
  beats,
  title: ofVisit(TITLES),
  summary: ofVisit(SUMMARIES),
  setting: (story) => SETTINGS[story.visit ?? 'doctor'],
};
