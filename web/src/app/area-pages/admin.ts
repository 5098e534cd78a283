import type { RouteObject } from 'react-router-dom';
import { adminFactorAssignmentRoutes } from '#web/features/admin-factor-assignment/routes.ts';
import { adminNoaProcessingRoutes } from '#web/features/admin-noa-processing/routes.ts';
import { adminNoaQueuesRoutes } from '#web/features/admin-noa-queues/routes.ts';

/** The staff's pages (seeds 001 §2 and §6), from the features that own them. Each feature lazy-loads its own screens. */
export const adminPages: RouteObject[] = [
  ...adminNoaProcessingRoutes,
  ...adminNoaQueuesRoutes,
  ...adminFactorAssignmentRoutes,
];
