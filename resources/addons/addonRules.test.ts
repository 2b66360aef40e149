import type { AddonSummary } from '@dataProvider/verbs/addons';
import {
  addonActions,
  appStatusTone,
  enabledFirst,
  initialsOf,
  popularTags,
  tagTone,
  withTags,
} from './addonRules';

const addon = (name: string, tags: string[] = []): AddonSummary => ({
  name,
  version: '1.0.0',
  description: '',
  icon: '',
  invisible: false,
  tags,
  registryName: 'KubeVela',
});

describe('the tag filter', () => {
  const addons = [
    addon('a', ['GA', 'Observability']),
    addon('b', ['GA', 'Observability']),
    addon('c', ['GA', 'Observability', 'alpha']),
    addon('d', ['GA', 'alpha']),
    addon('e', ['alpha', 'alpha']),
  ];

  it('offers only tags used by more than two addons, most used first, then by name', () => {
    expect(popularTags(addons)).toEqual(['GA', 'alpha', 'Observability']);
    expect(popularTags(addons.slice(0, 2))).toEqual([]);
  });

  it('counts a tag once per addon', () => {
    expect(popularTags([addon('x', ['beta', 'beta', 'beta'])])).toEqual([]);
  });

  it('keeps the addons carrying every chosen tag', () => {
    expect(withTags(addons, []).map((item) => item.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(withTags(addons, ['GA', 'alpha']).map((item) => item.name)).toEqual(['c', 'd']);
  });
});

describe('the cards', () => {
  it('colour alpha and beta red, GA green, other tags neutral', () => {
    expect(tagTone('alpha')).toBe('failed');
    expect(tagTone('Beta')).toBe('failed');
    expect(tagTone('GA')).toBe('succeeded');
    expect(tagTone('Observability')).toBe('neutral');
  });

  it('put enabled addons first and keep the order within each group', () => {
    const sorted = enabledFirst([addon('a'), addon('b'), addon('c'), addon('d')], new Set(['c', 'a']));
    expect(sorted.map((item) => item.name)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('show initials when there is no icon', () => {
    expect(initialsOf('kruise-rollout')).toBe('KR');
    expect(initialsOf('velaux')).toBe('VE');
  });
});

describe('the actions an addon phase offers', () => {
  it.each([
    ['disabled', undefined, { enable: true, upgrade: false, disable: false }],
    ['enabling', 'runningWorkflow', { enable: true, enableBusy: true, upgrade: false, disable: true }],
    ['enabling', 'workflowFailed', { enable: false, upgrade: true, disable: true }],
    ['enabled', 'running', { enable: false, upgrade: true, disable: true, disableBlocked: false }],
    ['disabling', 'deleting', { enable: false, upgrade: false, disable: true, disableBlocked: true }],
    ['suspend', 'workflowSuspending', { enable: false, upgrade: true, disable: false }],
  ])('%s (%s)', (phase, appStatus, expected) => {
    expect(addonActions(phase, appStatus)).toMatchObject(expected);
  });
});

describe('the status banner colour', () => {
  it('is success when running or finished, error when unhealthy, else warning', () => {
    expect(appStatusTone('running')).toBe('success');
    expect(appStatusTone('workflowFinished')).toBe('success');
    expect(appStatusTone('unhealthy')).toBe('error');
    expect(appStatusTone('runningWorkflow')).toBe('warning');
  });
});
