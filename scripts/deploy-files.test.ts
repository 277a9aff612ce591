/**
 * The files under deploy/ are what an operator installs, so each is checked by the tool that will
 * read it: the nginx site with Debian's nginx (`nginx -t`), the systemd units with
 * `systemd-analyze verify`, the alert rules with promtool (and against the series /metrics
 * serves), the sample environment with the server's own validation.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { envSchema, loadEnv } from '../server/lib/env.ts';
import { createMetrics, watchSources } from '../server/metrics/metrics.ts';
import type { Db } from '../server/db/types.ts';

const root = path.resolve(import.meta.dirname, '..');
const deploy = (...p: string[]) => path.join(root, 'deploy', ...p);
const scratch = mkdtempSync(path.join(tmpdir(), 'deploy-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

function findPromtool(): string | undefined {
  const candidates = [process.env.PROMTOOL_PATH, path.join(root, 'tmp/promtool/usr/bin/promtool'), '/usr/bin/promtool'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

describe('deploy/', () => {
  it('nginx: the site and its locations pass `nginx -t` with Debian’s nginx', () => {
    expect(nginxBin, 'Debian’s nginx (apt-get install nginx-light; .ci/run installs it)').toBeDefined();
    const dir = path.join(scratch, 'nginx');
    mkdirSync(path.join(dir, 'snippets'), { recursive: true });
    copyFileSync(deploy('nginx/aravali-locations.conf'), path.join(dir, 'snippets/aravali-locations.conf'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-subj',
        '/CN=www.example.in',
      ],
      { stdio: 'ignore' },
    );
    // The certificates are the one thing a test host cannot have at their real paths.
    const site = readFileSync(deploy('nginx/aravali-site.conf'), 'utf8')
      .replace('/etc/letsencrypt/live/www.example.in/fullchain.pem', path.join(dir, 'cert.pem'))
      .replace('/etc/letsencrypt/live/www.example.in/privkey.pem', path.join(dir, 'key.pem'));
    writeFileSync(path.join(dir, 'aravali-site.conf'), site);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${dir}/aravali-site.conf;\n}\n`,
    );
    const result = spawnSync(nginxBin!, ['-t', '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(result.stderr).toContain('test is successful');
    expect(result.stderr).not.toMatch(/\[warn\]|\[emerg\]/);
  });

  it('systemd: the site template, the backup service and its timer pass `systemd-analyze verify`', () => {
    const dir = path.join(scratch, 'systemd');
    mkdirSync(dir);
    for (const unit of ['aravali-site@.service', 'aravali-backup.service', 'aravali-backup.timer']) {
      copyFileSync(deploy('systemd', unit), path.join(dir, unit));
    }
    const result = spawnSync(
      'systemd-analyze',
      ['verify', 'aravali-site@3000.service', 'aravali-backup.service', 'aravali-backup.timer'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(result.error, 'systemd-analyze (Debian: systemd)').toBeUndefined();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const site = readFileSync(deploy('systemd/aravali-site@.service'), 'utf8');
    expect(site).toMatch(/^EnvironmentFile=\/etc\/aravali\/site\.env$/m);
    expect(site).toMatch(/^Restart=always$/m);
    expect(site).toMatch(/^Environment=.*PORT=%i/m);
  });

  it('prometheus: the alert rules pass promtool and read only series /metrics serves', async () => {
    const rules = deploy('prometheus/aravali-alerts.yml');
    const promtool = findPromtool();
    if (promtool) {
      const out = execFileSync(promtool, ['check', 'rules', rules], { encoding: 'utf8' });
      expect(out).toContain('SUCCESS');
    } else {
      // Stated, never silent: CI extracts promtool (.ci/run); here only the structure is checked.
      process.stdout.write('deploy-files.test.ts: promtool not found; checking the alert rules’ structure only\n');
      expect(readFileSync(rules, 'utf8')).toMatch(/^groups:\n {2}- name: \S+\n {4}rules:\n/m);
    }
    const metrics = createMetrics({ processMetrics: false });
    const fakeDb = { kind: 'postgres', pipeline: async () => [] } as unknown as Db;
    watchSources(metrics, { db: fakeDb });
    const served = new Set(
      (await metrics.registry.getMetricsAsJSON()).flatMap((m) =>
        String(m.type) === 'histogram' ? [`${m.name}_bucket`, `${m.name}_count`, `${m.name}_sum`] : [m.name],
      ),
    );
    const text = readFileSync(rules, 'utf8');
    const alerts = [...text.matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    expect(alerts).toEqual(expect.arrayContaining(['SiteMailFailed', 'SiteServerErrors', 'SiteNotReady']));
    const used = [...text.matchAll(/\b([a-z_]+)\{job="aravali-site"/g)].map((m) => m[1]!);
    for (const name of used) if (name !== 'up') expect(served, name).toContain(name);
  });

  it('site.env.example: every variable is one the server knows, and the set starts a server', () => {
    const sample = parseEnv(readFileSync(deploy('site.env.example'), 'utf8'));
    const known = new Set(Object.keys(envSchema.shape));
    for (const key of Object.keys(sample)) expect(known, key).toContain(key);
    for (const key of [
      'SITE_URL',
      'TRUST_PROXY',
      'DATABASE_URL',
      'STORAGE_BACKEND',
      'S3_BUCKET',
      'SMTP_URL',
      'SHUTDOWN_DELAY_MS',
    ]) {
      expect(sample[key], key).toBeTruthy();
    }
    expect(() => loadEnv({ ...sample, PORT: '3000', HOST: '127.0.0.1', NODE_ENV: 'production' })).not.toThrow();
  });

  it('.env.example documents every variable the server reads (NODE_ENV is set by the npm scripts)', () => {
    const text = readFileSync(path.join(root, '.env.example'), 'utf8');
    const missing = Object.keys(envSchema.shape).filter(
      (k) => k !== 'NODE_ENV' && !new RegExp(`^#? ?${k}=`, 'm').test(text),
    );
    expect(missing).toEqual([]);
  });
});
