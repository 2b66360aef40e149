import isEqual from 'lodash/isEqual';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ResourceDefinitionContext, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';

interface Props {
  definitions: ResourceDefinitions;
  children: ReactNode;
}

/**
 * react-admin's resource definitions, in place from the first drawing (issue 35). react-admin registers
 * each <Resource> in an effect after mounting, and all of them again (unregister, then register) when it
 * replaces its routes' state just after; with its own provider each of those drew its routes, and the
 * whole layout under them, once more before the page's data could show (about 170 components, twice).
 * Here registering what is known changes nothing, and an unregistration takes effect only if the
 * resource is not registered again within the same moment.
 */
export const ResourceDefinitionsProvider = ({ definitions: known, children }: Props) => {
  const [definitions, setDefinitions] = useState(known);
  const leaving = useRef(new Set<string>());
  const register = useCallback((definition: ResourceDefinition) => {
    leaving.current.delete(definition.name);
    setDefinitions((current) =>
      isEqual(current[definition.name], definition) ? current : { ...current, [definition.name]: definition },
    );
  }, []);
  const unregister = useCallback(({ name }: ResourceDefinition) => {
    leaving.current.add(name);
    queueMicrotask(() => {
      if (!leaving.current.delete(name)) return;
      setDefinitions(({ [name]: _left, ...staying }) => staying);
    });
  }, []);
  const value = useMemo(() => ({ definitions, register, unregister }), [definitions, register, unregister]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
};
