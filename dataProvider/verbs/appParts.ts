import { silentIfShownByPage } from '../errorShownByPage';
import type { RecordData } from '../requestBodies';
import { traitBody, traitUpdateBody } from '../bodies/appParts';
import { enc, type Schemas, type VerbContext } from './context';

type Trait = Schemas['v1.ApplicationTrait'];

/** Traits of a component (they have no list of their own) and a policy's delete that may be forced. */
export const appPartVerbs = ({ http, apiUrl }: VerbContext) => {
  const traitsPath = (app: string, component: string) =>
    `${apiUrl}/applications/${enc(app)}/components/${enc(component)}/traits`;
  return {
    addTrait: async (app: string, component: string, trait: RecordData, meta?: unknown) =>
      (
        await http(traitsPath(app, component), {
          method: 'POST',
          body: traitBody(trait),
          ...silentIfShownByPage(meta),
        })
      ).json as Trait,
    updateTrait: async (app: string, component: string, trait: RecordData, meta?: unknown) =>
      (
        await http(`${traitsPath(app, component)}/${enc(String(trait.type))}`, {
          method: 'PUT',
          body: traitUpdateBody(trait),
          ...silentIfShownByPage(meta),
        })
      ).json as Trait,
    deleteTrait: async (app: string, component: string, type: string): Promise<void> => {
      await http(`${traitsPath(app, component)}/${enc(type)}`, { method: 'DELETE' });
    },
    /**
     * Deletes a policy; `force` also removes it from the workflow steps that use it (without it the
     * server refuses with 10026). `silent` when the page asks about that refusal itself.
     */
    deletePolicy: async (app: string, name: string, { force = false, silent = false } = {}) => {
      const path = `${apiUrl}/applications/${enc(app)}/policies/${enc(name)}`;
      await http(force ? `${path}?force=true` : path, { method: 'DELETE', ...(silent ? { silent } : {}) });
    },
  };
};
