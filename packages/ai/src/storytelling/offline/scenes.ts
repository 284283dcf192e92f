/**
 * The illustrator's description of each page, in English whatever the story's language: every
 * illustrator reads English best, and the offline one draws from keywords. Each description names the
 * setting and what is visible, and repeats how every character on the page looks, so pictures stay
 * consistent from page to page. Fears are never drawn.
 */
import { ANIMALS, COLOUR_SCENE, GOALS, OBSTACLES, SETTINGS } from './lexicon';
import type { SkillKey } from './lexicon';
import { a, ENGLISH_WORDS } from './languages/english';
import type { BeatKey } from './languages/language-pack';
import type { StoryPlan, ThemeGroup } from './story-plan';

const colourWord = (plan: StoryPlan): string | undefined =>
  plan.colour ? (plan.colour.key ? COLOUR_SCENE[plan.colour.key] : plan.colour.raw) : undefined;

function petLook(plan: StoryPlan): string | undefined {
  const pet = plan.pet;
  if (!pet) return undefined;
  const kind = pet.animal ? ANIMALS[pet.animal].scene : pet.type || 'pet';
  return `${pet.name}, ${plan.name}'s ${pet.breed ? `${pet.breed} ` : ''}${kind}`;
}

function helperLook(plan: StoryPlan): string {
  const colour = colourWord(plan);
  return `${plan.helper.name}, ${a(ANIMALS[plan.helper.animal].scene)}${colour ? ` wearing a little ${colour} scarf` : ''}`;
}

const friendLook = (plan: StoryPlan): string | undefined =>
  plan.friend ? `${plan.friend.name}, ${plan.name}'s friend, a smiling child` : undefined;

const parentLook = (plan: StoryPlan): string | undefined => {
  const parent = plan.parents[0];
  if (!parent) return undefined;
  return `${parent.label || 'a parent'}${parent.role ? ` (${plan.name}'s ${parent.role})` : ', a grown-up'}`;
};

const siblingLook = (plan: StoryPlan): string | undefined =>
  plan.sibling
    ? `${plan.sibling.label}${plan.sibling.role ? ` (${plan.name}'s ${plan.sibling.role})` : ''}`
    : undefined;

const THEME_SCENE: Record<ThemeGroup, string> = {
  friendship: 'everyone sitting in a circle on the grass, sharing ideas and giggling',
  courage: 'the child standing tall and taking a deep breath, friends cheering them on',
  kindness: 'the child sharing a snack and giving the helper a gentle hug',
  curiosity: 'the child looking closely at leaves and pebbles through a magnifying glass',
  nature: 'the child stepping carefully around wildflowers while little rabbits peep out',
  feelings: 'everyone sitting close together, calm and holding hands',
  wonder: 'tiny sparkling lights swirling in the air around everyone',
};

const SKILL_SCENE: Record<SkillKey, string> = {
  art: 'the child drawing a map in the soft earth with a stick',
  music: 'the child singing happily while little birds fly down to show the way',
  sport: 'the child leaping nimbly and showing everyone the way',
  building: 'the child building something clever from sticks, stones and string',
  books: 'the child remembering a storybook, with a thought bubble showing an open book',
  nature: 'the child pointing to a trail of flowers and paw prints',
  thinking: 'the child pointing at a tiny clue on the ground',
};

// Stays long: a flat list of scene descriptions, one per beat; split, the parts would only be named after the beats.
function action(plan: StoryPlan, beat: BeatKey): { doing: string; cast: Array<string | undefined> } {
  const goal = GOALS[plan.goal].scene;
  const obstacle = OBSTACLES[plan.obstacle].scene;
  const food = plan.food
    ? plan.food.key
      ? ENGLISH_WORDS.food[plan.food.key]
      : plan.food.raw
    : 'cakes and juice';
  const colour = colourWord(plan);
  const pet = petLook(plan);
  const helper = helperLook(plan);
  switch (beat) {
    case 'home':
      return {
        doing: 'at home in a cosy house with a red front door, a window looking out towards the adventure',
        cast: [pet, parentLook(plan), siblingLook(plan)],
      };
    case 'companion':
      return {
        doing: pet
          ? 'playing happily together in the garden on a sunny morning'
          : 'playing happily in the garden on a sunny morning',
        cast: [pet],
      };
    case 'call':
      return {
        doing: {
          find: 'the helper looking worried and pointing down a garden path',
          help: `kneeling beside ${goal} in the grass`,
          discover: 'holding an old paper map with a big red X while the helper peeks over a shoulder',
          deliver: `the helper at the front door holding ${goal}`,
        }[plan.kind],
        cast: [pet, helper],
      };
    case 'setOff':
      return {
        doing: `waving goodbye at the garden gate and setting off along a path with a small backpack`,
        cast: [pet, helper, parentLook(plan), siblingLook(plan)],
      };
    case 'arrive':
      return { doing: `arriving and looking around in wonder`, cast: [pet, helper] };
    case 'meet':
      return {
        doing:
          plan.friend || plan.sibling
            ? 'meeting on the path, everyone smiling and waving'
            : 'walking and chatting happily together',
        cast: [pet, helper, friendLook(plan) ?? siblingLook(plan)],
      };
    case 'obstacle':
      return {
        doing: `standing in front of ${obstacle}, looking puzzled`,
        cast: [pet, helper, friendLook(plan)],
      };
    case 'feelings':
      return { doing: THEME_SCENE[plan.themeGroup], cast: [pet, helper, friendLook(plan)] };
    case 'solve':
      return {
        doing: `${SKILL_SCENE[plan.skill]}, beside ${obstacle}`,
        cast: [pet, helper, friendLook(plan)],
      };
    case 'reached':
      return {
        doing: {
          find: `finding ${goal}, everyone jumping for joy`,
          help: `gently returning ${goal} home, everyone smiling`,
          discover: `discovering ${goal}, everyone amazed`,
          deliver: `arriving at a celebration with ${goal}, everyone cheering`,
        }[plan.kind],
        cast: [pet, helper, friendLook(plan)],
      };
    case 'party':
      return {
        doing: `a picnic party on a blanket with ${food}, ${colour ? `${colour} lanterns` : 'paper lanterns'} in the trees, everyone dancing`,
        cast: [pet, helper, friendLook(plan)],
      };
    case 'ending':
      return plan.sleepyEnding
        ? {
            doing: 'tucked up in a cosy bed, smiling and asleep, soft moonlight and a night-light glowing',
            cast: [pet ? `${pet} curled up at the foot of the bed` : undefined, parentLook(plan)],
          }
        : { doing: 'back home at sunset, a big warm hug at the front door', cast: [pet, parentLook(plan)] };
  }
}

/** Settings that the story only travels to: the first pages happen at home, not there yet. */
const AT_HOME: ReadonlySet<BeatKey> = new Set(['home', 'companion', 'call', 'setOff', 'ending']);

export function sceneFor(plan: StoryPlan, beat: BeatKey): string {
  const { doing, cast } = action(plan, beat);
  const who = [plan.look, ...cast].filter((one): one is string => Boolean(one));
  const where = AT_HOME.has(beat)
    ? 'Setting: a cosy family home with a garden.'
    : `Setting: ${SETTINGS[plan.setting].scene}.`;
  const colour = colourWord(plan);
  return [
    `${who.join('; ')}: ${doing}.`,
    where,
    colour ? `Touches of ${colour} throughout.` : '',
    "Warm, gentle children's picture-book style.",
  ]
    .filter(Boolean)
    .join(' ');
}
