import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { createEnv, deleteEnv, updateEnv } from './projects/envs';
import { createTarget, deleteTarget } from './projects/targets';
import { bindApplication, createTestContext } from '../demo/testContext';

function codeOf(work: () => unknown): number | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof BusinessError) return error.code;
    throw error;
  }
  return undefined;
}

describe('environments and targets in use', () => {
  let ctx: ServiceContext;
  beforeEach(() => {
    ctx = createTestContext();
    createTarget(ctx, { name: 'dev', alias: '', description: '', project: 'default' });
    createEnv(ctx, {
      name: 'dev',
      alias: '',
      description: '',
      project: 'default',
      namespace: '',
      targets: ['dev'],
    });
  });
  afterEach(() => ctx.store.close());

  it('keeps an environment with bound applications (11005)', () => {
    bindApplication(ctx, { name: 'shop', project: 'default', env: 'dev' });
    expect(codeOf(() => deleteEnv(ctx, 'dev'))).toBe(11005);
  });

  it('keeps the targets of an environment with deployed applications (11007)', () => {
    createTarget(ctx, { name: 'dev2', alias: '', description: '', project: 'default' });
    bindApplication(ctx, { name: 'shop', project: 'default', env: 'dev' });
    expect(
      updateEnv(ctx, 'dev', { alias: '', description: '', targets: ['dev', 'dev2'] }).targets,
    ).toHaveLength(2);
    createTarget(ctx, { name: 'dev3', alias: '', description: '', project: 'default' });
    bindApplication(ctx, { name: 'blog', project: 'default', env: 'default', deployed: true });
    const replaceTargets = () => updateEnv(ctx, 'default', { alias: '', description: '', targets: ['dev3'] });
    expect(codeOf(replaceTargets)).toBe(11007);
  });

  it('keeps a target that applications of the caller projects deliver to (80003)', () => {
    bindApplication(ctx, { name: 'shop', project: 'default', env: 'dev' });
    expect(codeOf(() => deleteTarget(ctx, 'dev', ['default']))).toBe(80003);
    expect(codeOf(() => deleteTarget(ctx, 'dev', ['other']))).toBeUndefined();
  });
});
