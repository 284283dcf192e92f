import { createEvent, EVENT_CONTRACTS, parseEvent, TOPICS } from '../src/events';

const completed = {
  bookId: 'book-1',
  userId: 'user-1',
  pageNumber: 2,
  ok: true,
  imageUrl: '/media/page-2.png',
  costUsd: 0.04,
};

describe('createEvent', () => {
  it('builds an envelope with the topic contract, a fresh eventId and the time', () => {
    const now = new Date('2030-01-02T03:04:05.000Z');
    const event = createEvent(TOPICS.pageImageCompleted, completed, { requestId: 'req-1', now });
    expect(event).toEqual({
      eventId: expect.any(String),
      type: 'PageImageCompleted',
      version: 1,
      occurredAt: '2030-01-02T03:04:05.000Z',
      requestId: 'req-1',
      payload: completed,
    });
    expect(event.eventId).not.toBe('');
    expect(createEvent(TOPICS.pageImageCompleted, completed).eventId).not.toBe(event.eventId);
  });

  it('keeps a given eventId, which is the idempotency key', () => {
    expect(createEvent(TOPICS.userDeleted, { userId: 'u' }, { eventId: 'fixed' }).eventId).toBe('fixed');
  });

  it('throws on a payload that breaks its schema', () => {
    const bad = { ...completed, pageNumber: 0 };
    expect(() => createEvent(TOPICS.pageImageCompleted, bad)).toThrow();
    expect(() => createEvent(TOPICS.creditDebit, { userId: 'u' } as never)).toThrow();
  });

  it('has a contract for every topic', () => {
    expect(Object.keys(EVENT_CONTRACTS).sort()).toEqual(Object.values(TOPICS).sort());
  });
});

describe('parseEvent', () => {
  it('returns the envelope and typed payload of a valid event, also after JSON', () => {
    const event = createEvent(TOPICS.creditDebit, {
      userId: 'u',
      amount: -5,
      reason: 'refund',
      idempotencyKey: 'book:b1:refund',
      bookId: 'b1',
    });
    const { envelope, payload } = parseEvent(TOPICS.creditDebit, JSON.parse(JSON.stringify(event)));
    expect(envelope).toEqual(event);
    expect(payload.amount).toBe(-5);
  });

  it('rejects an invalid payload', () => {
    const event = createEvent(TOPICS.userDeleted, { userId: 'u' });
    expect(() => parseEvent(TOPICS.userDeleted, { ...event, payload: { userId: '' } })).toThrow();
    expect(() => parseEvent(TOPICS.userDeleted, { ...event, payload: undefined })).toThrow();
  });

  it('rejects an unknown version or another topic type', () => {
    const event = createEvent(TOPICS.userDeleted, { userId: 'u' });
    expect(() => parseEvent(TOPICS.userDeleted, { ...event, version: 2 })).toThrow(/UserDeleted v2/);
    expect(() => parseEvent(TOPICS.creditDebit, event)).toThrow(/unsupported event/);
  });

  it('rejects an envelope without an eventId or with a malformed time', () => {
    const { eventId: _eventId, ...withoutId } = createEvent(TOPICS.userDeleted, { userId: 'u' });
    expect(() => parseEvent(TOPICS.userDeleted, withoutId)).toThrow();
    expect(() => parseEvent(TOPICS.userDeleted, { ...withoutId, eventId: '' })).toThrow();
    const event = createEvent(TOPICS.userDeleted, { userId: 'u' });
    expect(() => parseEvent(TOPICS.userDeleted, { ...event, occurredAt: 'today' })).toThrow();
    expect(() => parseEvent(TOPICS.userDeleted, null)).toThrow();
  });
});
