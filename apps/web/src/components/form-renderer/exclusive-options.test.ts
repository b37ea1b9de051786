import { describe, expect, it } from 'vitest';
import { withExclusive } from './exclusive-options';

describe('withExclusive', () => {
  const none = ['none'];

  it('keeps only an option that stands alone when it is ticked', () => {
    expect(withExclusive(['barred', 'offence'], ['barred', 'offence', 'none'], none)).toEqual(['none']);
  });

  it('unticks the option that stands alone when another is ticked', () => {
    expect(withExclusive(['none'], ['none', 'barred'], none)).toEqual(['barred']);
  });

  it('leaves unticking, and lists without such options, as they are', () => {
    expect(withExclusive(['barred', 'offence'], ['offence'], none)).toEqual(['offence']);
    expect(withExclusive(['a'], ['a', 'b'])).toEqual(['a', 'b']);
  });
});
