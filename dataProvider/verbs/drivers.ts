import type { VelaDataProvider } from '../index';

/** For the contract test: each verb of an area called once, with made-up arguments. */
export type VerbDrivers = Record<string, (dataProvider: VelaDataProvider) => Promise<unknown>>;
