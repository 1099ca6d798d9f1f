// deploy/ cannot be run here (no Docker engine, no systemd as init): these tests read its files
// and check that they hold together: with each other, and with what the build makes.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUILT_API } from './start.mjs';
import { ROOT } from './web-build.mjs';

const DEPLOY = join(ROOT, 'deploy');
const read = (file) => readFileSync(join(DEPLOY, file), 'utf8');
const compose = parse(read('compose.yaml'), { merge: true });
const dockerfile = read('Dockerfile');
/** The instructions of the Dockerfile's last stage, the image that runs. */
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const imagePort = Number(/^\s*PORT=(\d+)/m.exec(runtimeStage)?.[1]);
const APP_SERVICES = ['app1', 'app2'];

describe('deploy/compose.yaml', () => {
  it('runs two app processes, nginx, PostgreSQL 18 and Redis, each started again when it stops', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...APP_SERVICES, 'nginx', 'postgres', 'redis'].sort());
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.restart, name).toBe('always');
    }
    expect(compose.services.postgres.image).toMatch(/^postgres:18(\.|$)/);
  });

  it('builds the apps from deploy/Dockerfile and refuses to start them without their secrets', () => {
    for (const name of APP_SERVICES) {
      const { build, environment } = compose.services[name];
      expect(existsSync(resolve(DEPLOY, build.context, build.dockerfile))).toBe(true);
      expect(resolve(DEPLOY, build.context)).toBe(ROOT);
      for (const secret of ['AUTH_SECRET', 'PUBLIC_URL']) expect(environment[secret]).toMatch(/^\$\{\w+:\?/);
      expect(environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(environment.REDIS_URL).toBe('redis://redis:6379');
      expect(environment.TRUST_PROXY).toBe('1');
    }
  });

  it('gives nginx the config files that exist, and an upstream of exactly the app processes', () => {
    const mounts = compose.services.nginx.volumes.map((volume) => volume.split(':'));
    for (const [host] of mounts) expect(existsSync(resolve(DEPLOY, host)), host).toBe(true);
    const nginxConf = read('nginx.conf');
    for (const [, included] of nginxConf.matchAll(/^\s*include\s+(\S+);/gm)) {
      expect(mounts.map(([, inContainer]) => inContainer)).toContain(`/etc/nginx/${included}`);
    }
    const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(nginxConf)[1];
    const servers = [...upstream.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map(([, host, port]) => ({
      host,
      port: Number(port),
    }));
    expect(servers).toEqual(APP_SERVICES.map((host) => ({ host, port: imagePort })));
  });
});

describe('deploy/Dockerfile', () => {
  it('runs the built server as an unprivileged user, with a health check', () => {
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(runtimeStage).toMatch(/^ENV NODE_ENV=production/m);
    expect(runtimeStage).toContain(`CMD ["node", "--enable-source-maps", "${BUILT_API}"]`);
  });

  it('copies into the image the files of the repository that the built server reads', () => {
    const copied = [...runtimeStage.matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map(([, path]) => path);
    for (const path of [
      'apps/api/src/db/migrations',
      'apps/api/src/modules/pages/templates',
      'apps/web/public/locales',
    ]) {
      expect(copied).toContain(path);
      expect(existsSync(join(ROOT, path))).toBe(true);
    }
    expect(copied).toEqual(expect.arrayContaining(['apps/api/dist', 'apps/web/dist', 'node_modules']));
  });
});

describe('deploy/costa-guia.service', () => {
  const unit = read('costa-guia.service');
  const settings = (name) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map(([, value]) => value);

  it('runs the built server in production as its own user, started again whenever it stops', () => {
    expect(settings('Restart')).toEqual(['always']);
    expect(settings('User')).toEqual(['costa-guia']);
    expect(settings('EnvironmentFile')).toEqual(['/etc/costa-guia/env']);
    expect(settings('Environment')).toContain('NODE_ENV=production');
    expect(settings('ExecStart')[0]).toMatch(new RegExp(`^/\\S+/node --enable-source-maps ${BUILT_API}$`));
  });
});
