import { z } from 'zod';
import { answerFormat } from '../src';

describe('answer format', () => {
  it('is strict for closed objects whose properties are all required, nested ones included', () => {
    const format = answerFormat(
      z.object({
        title: z.string().max(60),
        mood: z.enum(['calm', 'funny']),
        note: z.string().nullable(),
        pages: z
          .array(z.object({ text: z.string(), scene: z.string() }))
          .min(1)
          .max(12),
      }),
    );
    expect(format.strict).toBe(true);
    expect(format.notStrictBecause).toEqual([]);
    expect(format.schema).not.toHaveProperty('$schema');
    expect(format.schema).toMatchObject({
      type: 'object',
      required: ['title', 'mood', 'note', 'pages'],
      additionalProperties: false,
      properties: { pages: { items: { additionalProperties: false, required: ['text', 'scene'] } } },
    });
    expect(format.unwrap({ title: 'x' })).toEqual({ title: 'x' });
  });

  it.each([
    ['an optional property', z.object({ a: z.string(), b: z.string().optional() }), /optional properties b/],
    [
      'a nested optional property',
      z.object({ a: z.object({ b: z.number().optional() }) }),
      /#\/properties\/a/,
    ],
    [
      'a record',
      z.object({ counts: z.record(z.string(), z.number()) }),
      /propertyNames|additional properties/,
    ],
    ['an open object', z.object({ a: z.string() }).passthrough(), /allows additional properties/],
    [
      'an intersection zod cannot merge',
      z.object({ a: z.intersection(z.string().min(1), z.string().max(5)) }),
      /allOf/,
    ],
    ['what JSON cannot express', z.object({ when: z.date() }), /has no type/],
  ])('is not strict with %s, and says why', (_name, schema, reason) => {
    const format = answerFormat(schema);
    expect(format.strict).toBe(false);
    expect(format.notStrictBecause.join('\n')).toMatch(reason);
  });

  it('wraps a root that is not an object, keeping its definitions at the root, and unwraps answers', () => {
    const format = answerFormat(z.array(z.string()));
    expect(format.schema).toEqual({
      type: 'object',
      properties: { answer: { type: 'array', items: { type: 'string' } } },
      required: ['answer'],
      additionalProperties: false,
    });
    expect(format.strict).toBe(true);
    expect(format.unwrap({ answer: ['a'] })).toEqual(['a']);

    interface Node {
      name: string;
      children: Node[];
    }
    const NodeSchema: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(NodeSchema) }),
    );
    const tree = answerFormat(z.array(NodeSchema));
    const text = JSON.stringify(tree.schema);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g)) {
      expect(tree.schema.$defs).toHaveProperty(ref);
    }
  });
});
