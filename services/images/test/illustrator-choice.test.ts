/** Which illustrator draws: the named provider when configured, else the offline one; unknown names refused. */
import { illustratorRegistry, type Illustrator, type IllustratorName } from '@storybook-app/ai';
import { AppError } from '@storybook-app/kit';
import { chooseIllustrator, illustratorChoice } from '../src/illustrator-choice';

const fake = (adapter: string): Illustrator => ({
  adapter,
  illustrate: () => Promise.reject(new Error('not drawn in this test')),
});

describe('chooseIllustrator', () => {
  const all: IllustratorName[] = ['DallE3', 'StableDiffusion', 'Flux'];

  it.each(all)('uses %s when it is configured', (name) => {
    expect(chooseIllustrator(name, all)).toBe(name);
    expect(chooseIllustrator(` ${name} `, [name])).toBe(name);
  });

  it.each(all)('draws offline when %s is not configured', (name) => {
    expect(chooseIllustrator(name, [])).toBe('offline');
    expect(
      chooseIllustrator(
        name,
        all.filter((other) => other !== name),
      ),
    ).toBe('offline');
  });

  it.each(['', '  ', 'Midjourney', 'flux'])('draws %j offline when no provider is configured', (name) => {
    expect(chooseIllustrator(name, [])).toBe('offline');
  });

  it.each([
    ['', 'No illustrator named: choose one of DallE3, StableDiffusion, Flux.'],
    ['Midjourney', 'Unknown illustrator "Midjourney": choose one of DallE3, StableDiffusion, Flux.'],
    ['flux', 'Unknown illustrator "flux": choose one of DallE3, StableDiffusion, Flux.'],
  ])('refuses %j as invalid_argument when providers are configured', (name, message) => {
    expect(() => chooseIllustrator(name, ['Flux'])).toThrow(new AppError('invalid_argument', message));
    try {
      chooseIllustrator(name, ['Flux']);
    } catch (error) {
      expect((error as AppError).code).toBe('invalid_argument');
    }
  });

  it('shortens a long unknown name in its message', () => {
    expect(() => chooseIllustrator('x'.repeat(500), ['Flux'])).toThrow(/"x{40}…"/);
  });
});

describe('illustratorChoice', () => {
  it('announces offline without providers and draws everything offline', () => {
    const offline = fake('offline');
    const choice = illustratorChoice(illustratorRegistry({}), offline);
    expect(choice.adapter).toBe('offline');
    expect(choice.pick('Flux')).toEqual({ name: 'offline', illustrator: offline });
    expect(choice.pick('')).toEqual({ name: 'offline', illustrator: offline });
  });

  it("announces the providers' adapters and hands out each provider by its name", () => {
    const offline = fake('offline');
    const openai = fake('openai');
    const bfl = fake('bfl');
    const choice = illustratorChoice(illustratorRegistry({ DallE3: openai, Flux: bfl }), offline);
    expect(choice.adapter).toBe('openai+bfl');
    expect(choice.pick('Flux')).toEqual({ name: 'Flux', illustrator: bfl });
    expect(choice.pick('DallE3')).toEqual({ name: 'DallE3', illustrator: openai });
    expect(choice.pick('StableDiffusion')).toEqual({ name: 'offline', illustrator: offline });
    expect(() => choice.pick('Midjourney')).toThrow(AppError);
  });
});
