// The operations service: lead assignment only.
import type { Route } from './router.ts';
import { LINK_RULES } from './scenarios.ts';

/** Where a lead assignment's redirection_url points: a page of the sandbox, not the app. */
export const LEAD_REDIRECT_PATH = '/sandbox/lead-redirect';

export const operationsRoutes: readonly Route[] = [
  {
    op: 'assignLead',
    handle: (ctx) =>
      String(ctx.body.shopkeeper_phone).startsWith(LINK_RULES.leadRedirectsWhenPhoneStartsWith)
        ? { redirection_url: LEAD_REDIRECT_PATH }
        : {},
  },
];
