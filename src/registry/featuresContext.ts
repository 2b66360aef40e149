import { createContext, useContext } from 'react';
import type { Feature } from './feature';

export const FeaturesContext = createContext<readonly Feature[]>([]);

/** The console's features (ConsoleFeatures.tsx hands them down), which the navigation and the palette read. */
export const useFeatures = (): readonly Feature[] => useContext(FeaturesContext);
