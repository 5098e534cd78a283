import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { CompanyInvitationList } from '#shared/schemas/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCompanyInvitations(): Promise<CompanyInvitationList> {
  return apiRequest<CompanyInvitationList>('core', corePaths.companyInvitations);
}

export const companyInvitationsQueryOptions = () =>
  queryOptions({ queryKey: ['company-invitations'], queryFn: getCompanyInvitations });

/** The company's invitations waiting for an answer (user admins only). */
export function useCompanyInvitations() {
  return useQuery(companyInvitationsQueryOptions());
}
