/** Who chooses the model and illustrator (spec §4, §6, §9): the pure rules. */
import { AppError } from '@storybook-app/kit';
import { AUTHOR_MODELS, CHOOSE_BOTH, chooseBoth, chooseIllustrator, chooseModel } from '../src/story-choices';

const RULES = { defaultModel: 'gpt-4o-mini', defaultIllustrator: 'Flux' };

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('invalid_argument');
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('story choices', () => {
  it('gives everyone but admins Flux and gpt-4o-mini, whatever they send', () => {
    for (const requested of [
      { model: 'gpt-4o', illustrator: 'DallE3' },
      { model: '', illustrator: '' },
      { model: 'made-up', illustrator: '<script>' },
    ]) {
      expect(chooseBoth(false, requested, RULES)).toEqual({ model: 'gpt-4o-mini', illustrator: 'Flux' });
      expect(chooseModel(false, requested.model, RULES)).toBe('gpt-4o-mini');
      expect(chooseIllustrator(false, requested.illustrator, RULES)).toBe('Flux');
    }
  });

  it('follows the configured defaults', () => {
    const rules = { defaultModel: 'llama3.2', defaultIllustrator: 'StableDiffusion' };
    expect(chooseBoth(false, { model: 'gpt-4o', illustrator: 'DallE3' }, rules)).toEqual({
      model: 'llama3.2',
      illustrator: 'StableDiffusion',
    });
  });

  it("takes an admin's choices from the spec's lists", () => {
    for (const model of AUTHOR_MODELS) {
      for (const illustrator of ['DallE3', 'StableDiffusion', 'Flux']) {
        expect(chooseBoth(true, { model: ` ${model} `, illustrator }, RULES)).toEqual({ model, illustrator });
      }
    }
  });

  it('asks an admin to choose both when either is missing (spec §5)', () => {
    for (const requested of [
      { model: 'gpt-4o', illustrator: '' },
      { model: '', illustrator: 'Flux' },
      { model: ' ', illustrator: ' ' },
      // A missing one is reported before an unknown one.
      { model: 'made-up', illustrator: '' },
    ]) {
      expect(refusal(() => chooseBoth(true, requested, RULES)).message).toBe(CHOOSE_BOTH);
    }
    expect(refusal(() => chooseModel(true, '', RULES)).message).toBe(CHOOSE_BOTH);
    expect(refusal(() => chooseIllustrator(true, '', RULES)).message).toBe(CHOOSE_BOTH);
  });

  it('names the choices when an admin sends an unknown one, shortening a long name', () => {
    expect(refusal(() => chooseModel(true, 'gpt-5', RULES)).message).toBe(
      'Unknown model "gpt-5": choose one of gpt-4o, gpt-4o-mini, claude-3-5-sonnet-latest, claude-3-haiku-20240307.',
    );
    expect(refusal(() => chooseIllustrator(true, 'flux', RULES)).message).toBe(
      'Unknown image generator "flux": choose one of DallE3, StableDiffusion, Flux.',
    );
    expect(refusal(() => chooseModel(true, 'x'.repeat(500), RULES)).message).toContain(`${'x'.repeat(40)}…"`);
  });

  it('lets an admin choose a model the local model server serves', () => {
    const rules = { ...RULES, extraModels: ['llama3.2'] };
    expect(chooseModel(true, 'llama3.2', rules)).toBe('llama3.2');
    expect(refusal(() => chooseModel(true, 'llama3.2', RULES)).message).toMatch(/^Unknown model/);
  });
});
