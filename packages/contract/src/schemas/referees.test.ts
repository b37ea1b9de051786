import { describe, expect, it } from 'vitest';
import { isOrganisationalEmail } from './referees.js';

describe('isOrganisationalEmail', () => {
  it.each(['head@greenfield.sch.uk', 'j.smith@nhs.net', 'tutor@uni.ac.uk', 'someone@gmail.company.com'])('takes %s as organisational', (email) => {
    expect(isOrganisationalEmail(email)).toBe(true);
  });

  it.each(['rita@gmail.com', 'RITA@Hotmail.co.uk ', 'x@yahoo.com', 'x@outlook.com', 'x@icloud.com', 'x@aol.com', 'x@mail.yahoo.co.uk'])(
    'takes %s as free mail',
    (email) => {
      expect(isOrganisationalEmail(email)).toBe(false);
    },
  );
});
