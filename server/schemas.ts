/** The contract's schema types, named as the sandbox uses them; a leaf every layer may import. */
import type { components } from '../contract/api';

export type Schemas = components['schemas'];
