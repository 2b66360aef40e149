import { readFileSync } from 'node:fs';
import { startMode } from '../server/startMode';
import { manifestOf, renderChart, type Deployment } from './chartRender';
import { dockerIgnored, dockerInstructions, finalStage, imageEnv } from './dockerfile';
import { runtimeFilesOutsideServer } from './runtimeFiles';

const stage = finalStage(dockerInstructions());
const argsOf = (keyword: string) =>
  stage.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
const env = imageEnv(stage);
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the container image (Dockerfile)', () => {
  it('builds in a stage of its own and runs as a non-root user, the one the chart names', () => {
    expect(dockerInstructions().filter(({ keyword }) => keyword === 'FROM')).toHaveLength(2);
    const users = argsOf('USER');
    expect(users).toHaveLength(1);
    const [uid, gid] = users[0].split(':').map(Number);
    expect(uid).toBeGreaterThan(0);
    const pod = manifestOf<Deployment>(renderChart(), 'Deployment').spec.template.spec;
    expect(pod.securityContext).toMatchObject({ runAsUser: uid, runAsGroup: gid });
  });

  it('starts the server as `npm run serve` does, in proxy mode unless told otherwise', () => {
    const [command] = argsOf('CMD');
    expect(JSON.parse(command).join(' ')).toBe(packageJson.scripts.serve);
    expect(() => startMode(env)).toThrow('VELA_MODE=proxy needs VELA_API_URL');
    const proxied = { ...env, VELA_API_URL: 'http://velaux-server.vela-system.svc:8000' };
    expect(startMode(proxied)).toEqual({ kind: 'proxy', apiUrl: proxied.VELA_API_URL });
    expect(startMode({ ...env, VELA_MODE: 'sandbox' })).toEqual({ kind: 'sandbox' });
  });

  it('listens on every address of the container, on the port it exposes', () => {
    expect(env.HOST).toBe('0.0.0.0');
    expect(argsOf('EXPOSE')).toEqual([env.PORT]);
  });

  it('carries the built console where the server looks for it, and what the server reads at run time', () => {
    const copied = argsOf('COPY').map((args) => args.split(/\s+/).at(-2));
    expect(env.VELA_CONSOLE_DIR).toBe('/app/dist');
    expect(argsOf('WORKDIR')).toEqual(['/app']);
    const carried = (path: string) => copied.some((source) => `/app/${path}`.startsWith(source ?? '-'));
    const needed = ['dist/index.html', 'node_modules/fastify', 'package.json', 'server/main.ts'];
    const outsideServer = runtimeFilesOutsideServer();
    expect(outsideServer).toEqual(
      expect.arrayContaining(['contract/openapi.json', 'resources/pipelines/templates.yaml']),
    );
    for (const path of [...needed, ...outsideServer]) expect([path, carried(path)]).toEqual([path, true]);
  });

  it('keeps installed modules, builds and local sandbox data out of the build context', () => {
    expect(dockerIgnored()).toEqual(
      expect.arrayContaining(['node_modules', 'dist', '.vela-sandbox', '.git']),
    );
  });
});
