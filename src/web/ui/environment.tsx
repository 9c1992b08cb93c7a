import { createContext, useContext, type ReactNode } from 'react';

/** Facts about where the storefront runs that screens may need, decided by the server. */
export interface Environment {
  /** Development tools (such as the UI kit showcase) are offered; never in production. */
  devTools: boolean;
}

const EnvironmentContext = createContext<Environment>({ devTools: false });

export function EnvironmentProvider({ value, children }: { value: Environment; children?: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useEnvironment(): Environment {
  return useContext(EnvironmentContext);
}
