import { describe, expect, it } from 'vitest';
import { routeOf } from './templates';

describe('routeOf', () => {
  it.each([
    ['/home', '/home'],
    ['/home/5512345678', '/home/:phoneNumber'],
    ['/5512345678/about-you', '/:phoneNumber/about-you'],
    ['/5512345678/u-5512345678/send-nip', '/:phoneNumber/:user_id/send-nip'],
    ['/u-5512345678/waiting', '/:user_id/waiting'],
    [
      '/SK/u-1/Emma%20G%C3%B3mez/PF/Ana/review-documents',
      '/:user_type_id/:user_id/:titular_full_name/:person_type/:collateral_full_name/review-documents',
    ],
    ['/send-contract-sign/abc/5512345678', '/send-contract-sign'],
    ['/rejected', '/rejected'],
    ['/Emma/G%C3%B3mez', '*'],
  ])('%s is %s', (pathname, template) => {
    expect(routeOf(pathname)).toBe(template);
  });
});
