import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { describeRouteError } from './describe-route-error';

const t = i18n.getFixedT('en');

describe('describeRouteError', () => {
  it('shows "Page not found" for a 404', () => {
    expect(describeRouteError(new HttpError(404, 'This page could not be found'), t)).toEqual({
      status: 404,
      title: 'Page not found',
      message: 'This page could not be found',
    });
  });

  it('shows "An error occurred" with the status and message of other errors', () => {
    expect(describeRouteError(new HttpError(403, 'You do not have permission to do this'), t)).toEqual({
      status: 403,
      title: 'An error occurred',
      message: 'You do not have permission to do this',
    });
  });

  it('defaults to status 500 and the default message', () => {
    expect(describeRouteError(new Error(''), t)).toEqual({
      status: 500,
      title: 'An error occurred',
      message: 'The page you are looking for was not found.',
    });
    expect(describeRouteError('oops', t).status).toBe(500);
  });

  it('reads plain objects with statusCode and message', () => {
    expect(describeRouteError({ statusCode: 503, message: 'Down' }, t)).toMatchObject({ status: 503, message: 'Down' });
  });
});
