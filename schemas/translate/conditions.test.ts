import type { UICondition, UIParam } from '../types';
import {
  conditionMatches,
  hiddenPaths,
  isConditionallyVisible,
  isHiddenPath,
  visibleFields,
} from './conditions';
import { pathKey } from './paths';

const field = (conditions: UICondition[]): UIParam => ({ jsonKey: 'f', uiType: 'Input', conditions });

describe('conditionMatches', () => {
  it.each([
    ['== (the default op) equal', { jsonKey: 'db', value: 'mongo' }, { db: 'mongo' }, true],
    ['== different', { jsonKey: 'db', op: '==', value: 'mongo' }, { db: 'kube' }, false],
    ['== compares lists by content', { jsonKey: 'l', value: [1, 2] }, { l: [1, 2] }, true],
    ['!= different', { jsonKey: 'db', op: '!=', value: 'mongo' }, { db: 'kube' }, true],
    ['!= equal', { jsonKey: 'db', op: '!=', value: 'mongo' }, { db: 'mongo' }, false],
    ['!= with the field unset', { jsonKey: 'db', op: '!=', value: 'mongo' }, {}, true],
    ['in: listed', { jsonKey: 'db', op: 'in', value: ['a', 'b'] }, { db: 'b' }, true],
    ['in: not listed', { jsonKey: 'db', op: 'in', value: ['a', 'b'] }, { db: 'c' }, false],
    ['dotted jsonKey', { jsonKey: 'auth.type', value: 'token' }, { auth: { type: 'token' } }, true],
    ['dotted jsonKey through a missing object', { jsonKey: 'auth.type', value: 'token' }, {}, false],
    ['strict types: 1 is not "1"', { jsonKey: 'n', value: '1' }, { n: 1 }, false],
  ] as const)('%s', (_name, condition, scope, expected) => {
    expect(conditionMatches(condition as UICondition, scope)).toBe(expected);
  });
});

describe('isConditionallyVisible', () => {
  const enableMongo: UICondition = { jsonKey: 'db', value: 'mongo', action: 'enable' };
  const emptyActionMongo: UICondition = { jsonKey: 'db', value: 'mongo', action: '' };
  const disableProd: UICondition = { jsonKey: 'env', value: 'prod', action: 'disable' };

  it('shows a field without conditions', () => {
    expect(isConditionallyVisible(field([]), {})).toBe(true);
  });
  it('shows a field when its enable condition matches, hides it otherwise', () => {
    expect(isConditionallyVisible(field([enableMongo]), { db: 'mongo' })).toBe(true);
    expect(isConditionallyVisible(field([enableMongo]), { db: 'kube' })).toBe(false);
  });
  it('treats an empty action as enable', () => {
    expect(isConditionallyVisible(field([emptyActionMongo]), { db: 'kube' })).toBe(false);
  });
  it('needs every enable condition', () => {
    const both = [enableMongo, { jsonKey: 'tls', value: true }];
    expect(isConditionallyVisible(field(both), { db: 'mongo', tls: true })).toBe(true);
    expect(isConditionallyVisible(field(both), { db: 'mongo', tls: false })).toBe(false);
  });
  it('lets any matched disable condition win over enable conditions', () => {
    expect(isConditionallyVisible(field([enableMongo, disableProd]), { db: 'mongo', env: 'prod' })).toBe(
      false,
    );
    expect(isConditionallyVisible(field([enableMongo, disableProd]), { db: 'mongo', env: 'dev' })).toBe(true);
  });
  it('shows a field whose only condition is an unmatched disable', () => {
    expect(isConditionallyVisible(field([disableProd]), { env: 'dev' })).toBe(true);
  });
});

describe('visibleFields and hiddenPaths', () => {
  const params: UIParam[] = [
    { jsonKey: 'dbType', uiType: 'Select' },
    { jsonKey: 'dbURL', uiType: 'Input', conditions: [{ jsonKey: 'dbType', op: '==', value: 'mongodb' }] },
    { jsonKey: 'gone', uiType: 'Input', disable: true },
    { jsonKey: 'odd', uiType: 'InnerGroup' },
    {
      jsonKey: 'auth',
      uiType: 'Group',
      subParameters: [
        { jsonKey: 'kind', uiType: 'Input' },
        { jsonKey: 'token', uiType: 'Password', conditions: [{ jsonKey: 'kind', value: 'token' }] },
      ],
    },
    {
      jsonKey: 'env',
      uiType: 'Structs',
      subParameters: [
        { jsonKey: 'from', uiType: 'Input' },
        {
          jsonKey: 'secret',
          uiType: 'SecretSelect',
          conditions: [{ jsonKey: 'from', op: 'in', value: ['secret'] }],
        },
      ],
    },
  ];

  it('lists the fields drawn at one level (no disabled or unknown kinds)', () => {
    expect(visibleFields(params, { dbType: 'kubeapi' }).map((param) => param.jsonKey)).toEqual([
      'dbType',
      'auth',
      'env',
    ]);
    expect(visibleFields(params, { dbType: 'mongodb' }).map((param) => param.jsonKey)).toContain('dbURL');
  });

  it('evaluates nested conditions against their own object, and per array item', () => {
    const hidden = hiddenPaths(params, {
      dbType: 'kubeapi',
      auth: { kind: 'basic' },
      env: [{ from: 'secret' }, { from: 'value' }],
    });
    expect([...hidden].sort()).toEqual(
      [pathKey(['dbURL']), pathKey(['auth', 'token']), pathKey(['env', 1, 'secret'])].sort(),
    );
    expect(isHiddenPath(['env', 1, 'secret', 'deep'], hidden)).toBe(true);
    expect(isHiddenPath(['env', 0, 'secret'], hidden)).toBe(false);
  });
});
