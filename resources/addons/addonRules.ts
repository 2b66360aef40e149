/**
 * The addon pages' rules (delivery spec §4 and §9): which tags are offered as filters, the tag colours,
 * the order of the cards, which actions an addon's phase offers, and the status banner's colour.
 */
import type { StatusTone } from '@src/common/kit';
import type { AddonSummary } from '@dataProvider/verbs/addons';

/** The registry whose addons carry the Experimental tag and warning. */
export const EXPERIMENTAL_REGISTRY = 'experimental';
export const DEFAULT_VERSION = '0.0.0';
/** A tag is offered as a filter when more addons than this carry it. */
const TAG_FILTER_MIN_USES = 2;

/** The addon's text tags; a registry's metadata of another shape carries none. */
function tagsOf(addon: AddonSummary): string[] {
  const tags: unknown = addon.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
}

/** Tags carried by more than two of the addons, most used first. */
export function popularTags(addons: readonly AddonSummary[]): string[] {
  const uses = new Map<string, number>();
  for (const addon of addons) {
    for (const tag of new Set(tagsOf(addon))) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  }
  return [...uses.entries()]
    .filter(([, count]) => count > TAG_FILTER_MIN_USES)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([tag]) => tag);
}

/** Addons carrying every chosen tag; all of them when none is chosen. */
export function withTags(addons: readonly AddonSummary[], chosen: readonly string[]): AddonSummary[] {
  return addons.filter((addon) => chosen.every((tag) => tagsOf(addon).includes(tag)));
}

/** Red for alpha or beta, green for GA, the neutral outline otherwise. */
export function tagTone(tag: string): StatusTone {
  const word = tag.toLowerCase();
  if (word === 'alpha' || word === 'beta') return 'failed';
  if (word === 'ga') return 'succeeded';
  return 'neutral';
}

/** Enabled addons first, each group in the server's order. */
export function enabledFirst(addons: readonly AddonSummary[], enabled: ReadonlySet<string>): AddonSummary[] {
  return [
    ...addons.filter((addon) => enabled.has(addon.name)),
    ...addons.filter((a) => !enabled.has(a.name)),
  ];
}

export type AddonPhase = 'enabled' | 'enabling' | 'disabling' | 'disabled' | 'suspend';

export interface AddonActionState {
  disable: boolean;
  /** Disable is shown but cannot be pressed (the addon is already going away). */
  disableBlocked: boolean;
  upgrade: boolean;
  enable: boolean;
  /** Enable is shown busy while the addon is being enabled. */
  enableBusy: boolean;
}

const WORKFLOW_FAILED = 'workflowFailed';

/** Which of Enable, Upgrade and Disable the phase (and the app status) offers. */
export function addonActions(phase: string | undefined, appStatus?: string): AddonActionState {
  const failed = appStatus === WORKFLOW_FAILED;
  return {
    disable: phase === 'enabled' || phase === 'enabling' || phase === 'disabling',
    disableBlocked: phase === 'disabling',
    upgrade: phase === 'enabled' || phase === 'suspend' || failed,
    enable: phase === 'disabled' || (phase === 'enabling' && !failed),
    enableBusy: phase === 'enabling',
  };
}

/** Phases during which the status is read again every 4 s. */
export function isChanging(phase: string | undefined): boolean {
  return phase === 'enabling' || phase === 'disabling';
}

export const STATUS_POLL_MS = 4000;

/** The banner colour of the backing application's status. */
export function appStatusTone(status: string | undefined): 'success' | 'error' | 'warning' {
  if (status === 'running' || status === 'workflowFinished') return 'success';
  if (status === 'unhealthy') return 'error';
  return 'warning';
}

/** The first letters of the addon's name, shown when it has no usable icon (or while it fails to load). */
export function initialsOf(name: string): string {
  const words = name.split(/[-_\s]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2);
  return letters.toUpperCase();
}
