// React context for the ClientServices seam. Templates call useServices();
// the runtime provides the browser implementation, the build an inert one.
import { createContext, useContext, type ReactNode } from 'react';
import type { ClientServices, SiteStorage } from './contracts/types.js';

const ServicesContext = createContext<ClientServices | null>(null);

export function ServicesProvider({ services, children }: { services: ClientServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): ClientServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() was called outside <ServicesProvider>.');
  return services;
}

/** Browser storage does not exist while rendering on the server: reading it there is a bug. */
const serverStorage: SiteStorage = {
  get(key) {
    throw new Error(`Browser storage read of "${key}" during server rendering; read it in an effect instead.`);
  },
  set(key) {
    throw new Error(`Browser storage write of "${key}" during server rendering.`);
  },
  remove(key) {
    throw new Error(`Browser storage delete of "${key}" during server rendering.`);
  },
  subscribe() {
    return () => {};
  },
};

/** The services used while rendering HTML at build time. */
export const serverServices: ClientServices = {
  navigate() {},
  prefetch() {},
  storage: serverStorage,
  search: async () => [],
  copyMarkdown: async () => {},
  isBrowser: false,
};
