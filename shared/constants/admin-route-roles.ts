/**
 * The admin route-role table (seeds 001 §6) now lives in the one table of every area's routes,
 * shared/permissions/area-route-access.ts; these are its admin view, kept under their old address
 * for what imports them from here.
 */
export { adminRouteRoles, noaRoutePrefix, type RoleGatedAdminRoute } from '../permissions/admin.ts';
