import { DeclaredWidgetsContext } from '@src/common/kit/declared/declaredWidgets';
import { useMemo, type ReactNode } from 'react';
import { ContributionsContext, type Contributions } from './contributions';
import type { Feature } from './feature';
import { FeaturesContext } from './featuresContext';
import { declaredWidgets } from './widgets';

interface ConsoleFeaturesProps {
  features: readonly Feature[];
  contributions: Contributions;
  children: ReactNode;
}

/** Hands the features, the custom inputs they give and the plugins' contributions down to every page. */
export const ConsoleFeatures = ({ features, contributions, children }: ConsoleFeaturesProps) => {
  const widgets = useMemo(() => declaredWidgets(features), [features]);
  return (
    <FeaturesContext.Provider value={features}>
      <ContributionsContext.Provider value={contributions}>
        <DeclaredWidgetsContext.Provider value={widgets}>{children}</DeclaredWidgetsContext.Provider>
      </ContributionsContext.Provider>
    </FeaturesContext.Provider>
  );
};
