/**
 * The harms the offline classifier refuses, as combinations of concepts found in one sentence. A single
 * word is rarely harm in a child's story (a knife cuts the birthday cake, a stranger finds the lost puppy);
 * a weapon brought to school, a stranger with sweets and a car, pills eaten like sweets are. Each rule names
 * the groups of concepts that must all be found (a group: any of its concepts), in separate words; `within`
 * bounds the tokens between them, `ordered` keeps them in the order given.
 */
import type { SafetyCategory } from '../safety-verdict';
import type { Concept } from './concepts';

export interface HarmRule {
  id: string;
  category: SafetyCategory;
  /** Groups that must all be found; a group is one concept or any of several. */
  all: readonly (Concept | readonly Concept[])[];
  /** The most tokens between one group's words and the next's. */
  within?: number;
  /** The groups in the order given (needs `within`). */
  ordered?: boolean;
  /** Concepts anywhere in the sentence that make it a story after all. */
  unless?: readonly Concept[];
  /** Groups found anywhere in the sentence, whatever `within` says of the others. */
  anywhere?: readonly (Concept | readonly Concept[])[];
  /** Only for a child of at most this age (when the age is known). */
  maxAge?: number;
  /** Default refuse; rewrite when other words would make it fine. */
  action?: 'refuse' | 'rewrite';
}

export const HARM_RULES: readonly HarmRule[] = [
  // Weapons: made or brought, at school, real, aimed at someone.
  { id: 'weapon-made', category: 'weapons', all: [['firearm', 'explosive'], 'makeOrBring'] },
  { id: 'weapon-at-school', category: 'weapons', all: [['firearm', 'explosive', 'blade'], 'school'] },
  { id: 'weapon-real', category: 'weapons', all: [['firearm', 'explosive', 'blade'], 'real'] },
  {
    id: 'weapon-on-person',
    category: 'weapons',
    all: [
      ['firearm', 'explosive', 'blade'],
      ['threaten', 'violentAct'],
      ['person', 'child'],
    ],
  },
  {
    id: 'blade-brought',
    category: 'weapons',
    all: ['makeOrBring', 'blade'],
    within: 3,
    ordered: true,
    anywhere: ['threaten'],
  },
  // Violence: killing, stabbing, shooting a person (a dragon or a wolf is not one).
  { id: 'violence-to-person', category: 'violence', all: ['violentAct', ['person', 'child']], within: 3 },
  { id: 'atrocity', category: 'violence', all: ['atrocity'] },
  {
    id: 'pushed-to-fall',
    category: 'violence',
    all: ['push', ['person', 'child'], 'downStairs'],
    within: 3,
    ordered: true,
  },
  // Self-harm and eating disorders.
  { id: 'self-harm', category: 'self-harm', all: ['selfHarm'] },
  { id: 'self-harm-on-purpose', category: 'self-harm', all: ['hurtsSelf', 'onPurpose'] },
  { id: 'purging', category: 'eating-disorder', all: ['purging'] },
  { id: 'starving-for-shape', category: 'eating-disorder', all: ['stopsEating', 'bodyShape'] },
  { id: 'vomit-every-meal', category: 'eating-disorder', all: ['vomit', 'everyMeal'] },
  {
    id: 'vomit-for-shape',
    category: 'eating-disorder',
    all: ['vomit', 'afterMeal', ['bodyShape', 'onPurpose']],
  },
  // Sexual content and grooming.
  { id: 'sexual', category: 'sexual', all: ['sexual'] },
  { id: 'body-photos', category: 'sexual', all: ['body', 'photo'] },
  { id: 'adult-and-body', category: 'sexual', all: [['adult', 'stranger'], 'body'] },
  {
    id: 'bodies-explored',
    category: 'sexual',
    all: ['body', ['touching', 'explore'], ['child', 'person', 'adult']],
  },
  {
    id: 'adult-intimacy',
    category: 'grooming',
    all: ['adult', 'intimateSetting', ['body', 'touching', 'secret', 'secretPact']],
  },
  {
    id: 'secret-intimacy',
    category: 'grooming',
    all: ['touching', 'intimateSetting', ['secret', 'secretPact']],
  },
  { id: 'secret-and-body', category: 'grooming', all: ['secretPact', ['body', 'touching', 'photo']] },
  {
    id: 'adult-secret',
    category: 'grooming',
    all: [['adult', 'stranger'], 'secretPact'],
    unless: ['surprise'],
  },
  { id: 'stranger-lure', category: 'grooming', all: ['stranger', 'lure', 'offer'] },
  {
    id: 'adult-gifts-in-secret',
    category: 'grooming',
    all: ['adult', 'lure', 'offer', ['secret', 'secretPact', 'goAlone']],
  },
  { id: 'stranger-away', category: 'grooming', all: ['stranger', 'goAlone'] },
  { id: 'stranger-photos', category: 'grooming', all: ['stranger', ['photo', 'touching']] },
  // Drugs, medicines taken wrongly, alcohol, tobacco.
  { id: 'drugs', category: 'drugs', all: ['drug'] },
  { id: 'cannabis-smoked', category: 'drugs', all: ['cannabisSlang', 'smoke'] },
  { id: 'others-medicine', category: 'dangerous-acts', all: ['othersMedicine', 'ingest'] },
  { id: 'medicine-misused', category: 'dangerous-acts', all: ['medicine', 'ingest', 'misuse'] },
  { id: 'drunk', category: 'alcohol', all: ['drunk'] },
  { id: 'drinking-alcohol', category: 'alcohol', all: ['alcohol', 'ingest'] },
  { id: 'tipsy', category: 'alcohol', all: ['alcohol', 'tipsyEffect'] },
  { id: 'alcohol-at-school', category: 'alcohol', all: ['alcohol', 'school'] },
  { id: 'tobacco', category: 'smoking', all: ['tobacco'] },
  // Hate: a group said to be bad, a slur.
  { id: 'group-said-bad', category: 'hate', all: ['group', 'saidToBe', 'insult'], within: 3, ordered: true },
  { id: 'group-insulted', category: 'hate', all: ['insult', 'group'], within: 1 },
  { id: 'colour-insulted', category: 'hate', all: ['insult', 'colourGroup'], within: 0, ordered: true },
  { id: 'called-animals', category: 'hate', all: ['animalSlur', 'insult'], within: 2 },
  { id: 'hate-trope', category: 'hate', all: ['hateTrope', ['insult', 'group']] },
  { id: 'slur', category: 'hate', all: ['slur'] },
  // Horror beyond the age band.
  { id: 'gore', category: 'horror', all: ['gore'] },
  {
    id: 'monster-preys',
    category: 'horror',
    all: ['preysOn', ['child', 'person']],
    within: 2,
    ordered: true,
    anywhere: ['horrorFigure'],
  },
  { id: 'horror-for-the-youngest', category: 'horror', all: ['horrorFigure'], unless: ['gentle'], maxAge: 5 },
  // Dangerous acts a child might copy.
  { id: 'fire-at-home', category: 'dangerous-acts', all: ['setFire', ['homeThings', 'child', 'person']] },
  { id: 'matches', category: 'dangerous-acts', all: ['matches', 'homeThings'] },
  { id: 'cleaning-products', category: 'dangerous-acts', all: ['cleaning', 'ingest'] },
  { id: 'heights', category: 'dangerous-acts', all: ['jumpClimb', 'windowRoof'] },
  { id: 'socket', category: 'dangerous-acts', all: ['socket', 'poke'] },
  { id: 'shut-in', category: 'dangerous-acts', all: ['hideIn', 'appliance'], within: 3 },
  { id: 'tracks', category: 'dangerous-acts', all: ['tracks', 'playOn'] },
  { id: 'choking-game', category: 'dangerous-acts', all: ['choking'] },
  // Swearing: other words would do.
  { id: 'swearing', category: 'profanity', all: ['swearing'], action: 'rewrite' },
];
