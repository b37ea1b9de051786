import { describe, expect, it } from 'vitest';
import { neutralise, toCsv } from './csv.js';

describe('candidates CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const value of ['=1+1', '+44', '-2', '@SUM(A1)', '\t=x', '\r=x']) expect(neutralise(value)).toBe(`'${value}`);
    expect(neutralise('Ann = Bob')).toBe('Ann = Bob');
  });

  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(toCsv([['a,b', 'say "hi"', null, 3], ['=cmd', 'x\ny']])).toBe('"a,b","say ""hi""",,3\r\n\'=cmd,"x\ny"\r\n');
  });
});
