/**
 * The words of a plan that every language builds the same way (the child's family, favourites and the
 * child and pet as one subject), from the language's own tables and the few phrases only it can say:
 * what a role is called, how a brother or sister is named, how the pet joins the family, its 'and'.
 */
import type { AnimalKey, ColourKey, FoodKey, HobbyKey, RoleKey } from '../lexicon';
import type { Pet, StoryPlan } from '../story-plan';
import { plainWord, wordFor } from './language-pack';

export type SiblingRole = 'brother' | 'sister';

export interface PlanWordsOptions<Animal, Colour> {
  animals: Record<AnimalKey, Animal>;
  colours: Record<ColourKey, Colour>;
  foods: Record<FoodKey, string>;
  hobbies: Record<HobbyKey, string>;
  /** What a relative known only by role is called ('Mum', 'la abuela'). */
  role(role: RoleKey): string;
  /** The favourite animal in the plural ('otters', 'les loutres'). */
  animalsPlural(animal: Animal, key: AnimalKey): string;
  /** A brother or sister by name: 'her brother Tom', 'sa sœur Inès'. */
  brotherOrSister(plan: StoryPlan, role: SiblingRole, label: string): string;
  /** The same in the family's list, when the language says it differently there. */
  brotherOrSisterAtHome?(plan: StoryPlan, role: SiblingRole, label: string): string;
  /** The pet in the family's list: 'Biscuit the dog', 'Biscuit, su perro'. */
  /**
   * The pet in the family list. `as`: the list follows a preposition ('lived with … Biscuit the dog') or is
   * the subject ('everyone came: … '); a language with cases says the pet's noun in the one that needs.
   */
  petAtHome(plan: StoryPlan, pet: Pet, as: FamilyListRole): string;
  /** The language's 'and' between the child and the pet ('Maya and Biscuit'). */
  and: string;
}

export type FamilyListRole = 'object' | 'subject';

export interface PlanWords<Colour> {
  /** The first parent: their label, or the word for their role. */
  parent(plan: StoryPlan): string | undefined;
  /** The sibling by name, with 'brother' or 'sister' when the profile says which. */
  sibling(plan: StoryPlan): string | undefined;
  friend(plan: StoryPlan): string | undefined;
  /** The favourite colour in one of the language's forms, or the parent's own word (framed by `own`). */
  colour(
    pick: (entry: Colour) => string,
    own?: (raw: string) => string,
  ): (plan: StoryPlan) => string | undefined;
  food(plan: StoryPlan): string | undefined;
  hobby(plan: StoryPlan): string | undefined;
  favouriteAnimals(plan: StoryPlan): string | undefined;
  /** The child and the pet as one subject ('Maya and Biscuit'), or the child alone. */
  team(plan: StoryPlan): string;
  /** The people (and pet) the child lives with. */
  familyList(plan: StoryPlan, as?: FamilyListRole): string[];
}

export function planWords<Animal, Colour>(options: PlanWordsOptions<Animal, Colour>): PlanWords<Colour> {
  const siblingAs =
    (say: (plan: StoryPlan, role: SiblingRole, label: string) => string) =>
    (plan: StoryPlan): string | undefined => {
      if (!plan.sibling) return undefined;
      const { role, label } = plan.sibling;
      return role === 'brother' || role === 'sister' ? say(plan, role, label) : label;
    };
  const sibling = siblingAs(options.brotherOrSister);
  const siblingAtHome = options.brotherOrSisterAtHome ? siblingAs(options.brotherOrSisterAtHome) : sibling;
  return {
    parent: (plan) => {
      const first = plan.parents[0];
      return first ? first.label || (first.role ? options.role(first.role) : undefined) : undefined;
    },
    sibling,
    friend: (plan) => plan.friend?.name,
    colour: (pick, own) => (plan) => wordFor(plan.colour, options.colours, pick, own),
    food: (plan) => wordFor(plan.food, options.foods, plainWord),
    hobby: (plan) => wordFor(plan.hobby, options.hobbies, plainWord),
    favouriteAnimals: (plan) => wordFor(plan.favouriteAnimal, options.animals, options.animalsPlural),
    team: (plan) => (plan.pet ? `${plan.name} ${options.and} ${plan.pet.name}` : plan.name),
    familyList: (plan, as = 'object') => {
      const people = plan.parents
        .map((one) => one.label || (one.role ? options.role(one.role) : ''))
        .filter(Boolean);
      const brotherOrSister = siblingAtHome(plan);
      if (brotherOrSister) people.push(brotherOrSister);
      if (plan.pet) people.push(options.petAtHome(plan, plan.pet, as));
      return people;
    },
  };
}
