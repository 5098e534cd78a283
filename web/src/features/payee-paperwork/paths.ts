import { areaRoutes } from '../../config/area-routes.ts';

const list = areaRoutes.payee.paperwork;
const bill = (id: string) => `${list}/${encodeURIComponent(id)}`;

/** The feature's pages (seeds 000 §2.5: paperwork, paperwork/new, paperwork/{id}, …/edit, …/success). */
export const paperworkPaths = {
  list,
  new: `${list}/new`,
  bill,
  edit: (id: string) => `${bill(id)}/edit`,
  success: (id: string) => `${bill(id)}/success`,
  restrictions: `${areaRoutes.payee.profile}?tab=restrictions`,
} as const;
