/** The one table between a page status in words and the contract's enum, both ways. */
import { PageStatus } from '../src/gen/storybook/common/PageStatus';
import { PAGE_STATUS_WORDS, pageStatusOnWire, pageStatusWord } from '../src/index';

describe('page status', () => {
  it('carries every word as its own enum value and reads it back as the same word', () => {
    const onWire = PAGE_STATUS_WORDS.map(pageStatusOnWire);
    expect(onWire).toEqual(['PAGE_STATUS_PENDING', 'PAGE_STATUS_READY', 'PAGE_STATUS_FAILED']);
    expect(onWire.map(pageStatusWord)).toEqual([...PAGE_STATUS_WORDS]);
  });

  it('names every enum value but the unset one', () => {
    const named = Object.values(PageStatus).filter((value) => value !== PageStatus.PAGE_STATUS_UNSPECIFIED);
    expect(new Set(PAGE_STATUS_WORDS.map(pageStatusOnWire))).toEqual(new Set(named));
  });

  it('reads an unset or unknown status as not drawn yet', () => {
    expect(pageStatusWord(PageStatus.PAGE_STATUS_UNSPECIFIED)).toBe('pending');
    expect(pageStatusWord(undefined)).toBe('pending');
    expect(pageStatusWord('PAGE_STATUS_LATER')).toBe('pending');
  });
});
