import { paperworkTypeCalls } from '#shared/contracts/settlement-types.ts';
import { chargeTypeCodeNames, imageTypeCodeNames } from '#shared/enums/paperwork.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';

const tags = ['Types'];

const asList = (codeNames: Record<number, string>) =>
  Object.entries(codeNames).map(([id, codeName]) => ({ id: Number(id), codeName }));

/** Charge and image (document) types of paperwork bills. */
export const typeRoutes = createRouter()
  .openapi(
    routeOf(paperworkTypeCalls.chargeTypes, {
      tags,
      summary: 'Charge types (linehaul and accessorials)',
      answer: 'Charge types',
      errors: [401, 403],
    }),
    (c) => c.json({ chargeTypes: asList(chargeTypeCodeNames) }, 200),
  )
  .openapi(
    routeOf(paperworkTypeCalls.imageTypes, {
      tags,
      summary: 'Document (image) types',
      answer: 'Image types',
      errors: [401, 403],
    }),
    (c) => c.json({ imageTypes: asList(imageTypeCodeNames) }, 200),
  );
