import { useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '#shared/schemas/current-user.ts';

/**
 * What the app gives a signed-in page that lives outside the area shell (seeds 000 §2.2: the
 * top-level link-LoadPay-account page): the user, and a way to read them again after a change
 * their company data carries (a new wallet account, which the status polling follows).
 */
export type StandalonePageContext = { user: CurrentUser; refreshUser: () => Promise<void> };

export function useStandalonePage(): StandalonePageContext {
  return useOutletContext<StandalonePageContext>();
}
