import { createContext, useContext, type ReactNode } from 'react';
import { OWN_HOSTS, type PageHosts } from '../../domain/shop/host-pattern';

/** Facts about where the storefront runs that screens may need, decided by the server. */
export interface Environment {
  /** Development tools (such as the UI kit showcase) are offered; never in production. */
  devTools: boolean;
  /** Where the shop's pictures and files are served (spec §9); `''` for a kind: the shop's own host. */
  hosts: PageHosts;
}

const EnvironmentContext = createContext<Environment>({ devTools: false, hosts: OWN_HOSTS });

export function EnvironmentProvider({ value, children }: { value: Environment; children?: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useEnvironment(): Environment {
  return useContext(EnvironmentContext);
}

/** Where the shop's pictures and files are served on this page (spec §9). */
export function usePageHosts(): PageHosts {
  return useContext(EnvironmentContext).hosts;
}
