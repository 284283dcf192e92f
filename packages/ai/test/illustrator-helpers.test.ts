/** The illustrator port's pure helpers: seeds, prompts, picture types, the animated variant, provider details. */
import { inflateSync } from 'node:zlib';
import {
  animatePicture,
  aspectRatioFor,
  bflErrorText,
  composeIllustrationPrompt,
  isIllustratorName,
  pictureType,
  providerSeed,
  stabilityErrorText,
  trustedPollingUrl,
} from '../src';
import { encodePng, fakePicture, solidPng } from '../src/testing';

describe('providerSeed', () => {
  it.each([
    [42, 42],
    [4294967294, 4294967294],
    [0, 1],
    [4294967295, 1],
    [4294967296, 1],
    [-7, 7],
    [12.9, 12],
    [Number.NaN, 1],
  ])('maps %p to %p, inside what BFL and Stability take, never the "random" 0', (seed, expected) => {
    expect(providerSeed(seed)).toBe(expected);
  });
});

describe('composeIllustrationPrompt', () => {
  const request = { prompt: 'A fox in the snow.', characterSheet: 'Leo, 6, brown hair', seed: 1 };

  it('puts the art direction first and the character last', () => {
    const prompt = composeIllustrationPrompt({ ...request, style: 'Pencil sketch' });
    expect(prompt).toBe(
      'Pencil sketch.\n\nScene: A fox in the snow.\n\nThe main character, drawn the same way on every page: Leo, 6, brown hair',
    );
  });

  it("has a children's book look when no style is given, and no character line without a sheet", () => {
    const prompt = composeIllustrationPrompt({ ...request, characterSheet: '  ' });
    expect(prompt).toMatch(/^A warm, gentle children's picture book illustration\./);
    expect(prompt).not.toContain('main character');
  });

  it('cuts the scene, not the character, to fit the limit', () => {
    const prompt = composeIllustrationPrompt({ ...request, prompt: 'x'.repeat(500) }, 300);
    expect(prompt.length).toBeLessThanOrEqual(300);
    expect(prompt.endsWith('Leo, 6, brown hair')).toBe(true);
    expect(prompt).toContain('x…');
  });
});

describe('isIllustratorName', () => {
  it("knows the spec's three names only", () => {
    expect(['DallE3', 'StableDiffusion', 'Flux', 'flux', 'Midjourney'].map(isIllustratorName)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('pictureType', () => {
  it('reads PNG, JPEG and WebP signatures, and nothing else', () => {
    expect(pictureType(solidPng(1, 1, [0, 0, 0]))).toBe('image/png');
    expect(pictureType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(pictureType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(pictureType(Buffer.from('<html>'))).toBeUndefined();
    expect(pictureType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('the fake PNG encoder', () => {
  it('writes a valid PNG: signature, IHDR of the size, pixels that inflate back', () => {
    const png = encodePng(3, 2, (x, y) => [x * 10, y * 20, 255]);
    expect(pictureType(png)).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
    expect([...rows]).toEqual([
      0, 0, 0, 255, 10, 0, 255, 20, 0, 255, 0, 0, 20, 255, 10, 20, 255, 20, 20, 255,
    ]);
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('draws different default pictures for different prompts', () => {
    expect(fakePicture('a').equals(fakePicture('a'))).toBe(true);
    expect(fakePicture('a').equals(fakePicture('b'))).toBe(false);
  });
});

describe('animatePicture', () => {
  const png = solidPng(640, 480, [10, 200, 90]);

  it('is an SVG of the picture’s own size that pans, zooms and sparkles, forever', () => {
    const { body, contentType } = animatePicture(png, 'image/png', { seed: 7 });
    const svg = body.toString('utf8');
    expect(contentType).toBe('image/svg+xml');
    expect(svg).toContain('width="640" height="480" viewBox="0 0 640 480"');
    expect(svg).toContain(`href="data:image/png;base64,${png.toString('base64')}"`);
    expect(svg.match(/<animateTransform /g)!.length).toBeGreaterThanOrEqual(3);
    expect(svg.match(/<use href="#sb-spark"/g)).toHaveLength(12);
    expect(svg).not.toMatch(/<script|\son\w+=|<foreignObject/);
  });

  it('is the same for the same seed and moves differently for another', () => {
    const a = animatePicture(png, 'image/png', { seed: 7 }).body;
    expect(animatePicture(png, 'image/png', { seed: 7 }).body.equals(a)).toBe(true);
    expect(animatePicture(png, 'image/png', { seed: 8 }).body.equals(a)).toBe(false);
  });

  it('takes the size it is told for pictures whose size it does not read', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const svg = animatePicture(jpeg, 'image/jpeg', { seed: 1, width: 1792, height: 1024 }).body.toString();
    expect(svg).toContain('viewBox="0 0 1792 1024"');
    expect(svg).toContain('data:image/jpeg;base64,');
  });

  it('refuses what is not a raster picture', () => {
    expect(() => animatePicture(Buffer.from('<svg/>'), 'image/svg+xml', { seed: 1 })).toThrow(
      /cannot animate/,
    );
  });
});

describe('provider details', () => {
  it('picks the SD3 aspect ratio nearest to the wanted size', () => {
    expect(aspectRatioFor()).toBe('1:1');
    expect(aspectRatioFor(1536, 1024)).toBe('3:2');
    expect(aspectRatioFor(1920, 1080)).toBe('16:9');
    expect(aspectRatioFor(800, 1000)).toBe('4:5');
    expect(aspectRatioFor(400, 2000)).toBe('9:21');
  });

  it("follows BFL's polling URL only on the configured host or BFL's own HTTPS hosts", () => {
    const base = 'http://127.0.0.1:9999';
    expect(trustedPollingUrl(base, 'a', `${base}/v1/get_result?id=a`)).toBe(`${base}/v1/get_result?id=a`);
    expect(trustedPollingUrl(base, 'a', 'https://api.us1.bfl.ai/v1/get_result?id=a')).toBe(
      'https://api.us1.bfl.ai/v1/get_result?id=a',
    );
    for (const foreign of [
      'http://api.bfl.ai/v1/get_result?id=a',
      'https://bfl.ai.example.com/x',
      'https://evilbfl.ai/x',
      'not a url',
      undefined,
    ]) {
      expect(trustedPollingUrl(base, 'a b', foreign)).toBe(`${base}/v1/get_result?id=a%20b`);
    }
  });

  it("reads BFL's and Stability's error bodies", () => {
    expect(bflErrorText({ detail: 'Not authenticated' })).toBe('Not authenticated');
    expect(
      bflErrorText({
        detail: [{ loc: ['body', 'width'], msg: 'must be a multiple of 32', type: 'value_error' }],
      }),
    ).toBe('body.width: must be a multiple of 32');
    expect(bflErrorText({ other: 1 })).toBeUndefined();
    expect(
      stabilityErrorText({ id: 'x', name: 'bad_request', errors: ['seed: too big', 'prompt: empty'] }),
    ).toBe('seed: too big; prompt: empty');
    expect(stabilityErrorText({ id: 'x', name: 'bad_request', errors: [] })).toBe('bad_request');
    expect(stabilityErrorText(undefined)).toBeUndefined();
  });
});
