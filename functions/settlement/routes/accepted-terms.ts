import { acceptedTermsCalls } from '#shared/contracts/accepted-terms.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { acceptPaperworkTerms } from '../../repositories/paperwork-terms.ts';

const tags = ['Terms'];

/** The settlement terms are the payors' (seeds 001 §2): only payor users accept or read them. */
export const acceptedTermsRoutes = createRouter()
  .openapi(
    routeOf(acceptedTermsCalls.accept, {
      tags,
      summary: 'Accept the settlement (paperwork) terms: sets hasAcceptedTerms on the signed-in user',
      description: 'Idempotent: accepting again keeps the first acceptance.',
      answer: 'Accepted',
      errors: [401, 403],
    }),
    async (c) => {
      await acceptPaperworkTerms(c.var.auth.user.id);
      return c.json({ hasAcceptedTerms: true }, 200);
    },
  )
  .openapi(
    routeOf(acceptedTermsCalls.get, {
      tags,
      summary: 'Whether the signed-in user has accepted the settlement terms',
      answer: 'The flag',
      errors: [401, 403],
    }),
    (c) => c.json({ hasAcceptedTerms: c.var.auth.user.hasAcceptedTerms === true }, 200),
  );
