/**
 * A rolling deploy as deploy/ runs it: Debian's nginx with the shipped configuration in front of
 * two production processes on one PostgreSQL database and one S3 bucket, steady traffic (pages,
 * sign-ins, uploads, REST writes), and each process restarted in turn with SIGTERM and the
 * documented drain (SHUTDOWN_DELAY_MS=5000, longer than nginx keeps an idle connection). No
 * request fails or is dropped, every acknowledged write is there afterwards, sessions made
 * before the deploy still work after it, and a per-address limit counts across both processes
 * and the restarts. The figures go to test-results/rolling-deploy.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consented } from '../factories/consent.ts';
import { nginxBin, startNginx, type Nginx } from '../setup/nginx.ts';
import { freePort, root, startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { createPgDatabaseUrl } from '../setup/test-db.ts';
import { s3Env } from '../setup/test-s3.ts';
import { client, startTraffic, visitors } from './rolling-traffic.ts';

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres)
  process.stdout.write('\n*** rolling-deploy.spec.ts needs TEST_DATABASE_URL (PostgreSQL): NOT run. ***\n\n');
if (!nginxBin)
  process.stdout.write(
    "\n*** rolling-deploy.spec.ts needs Debian's nginx (apt-get install nginx-light): NOT run. ***\n\n",
  );

const drainMs = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Posts a contact form message through the proxy: the limit is 5 per address per 10 minutes. */
const contact = async (url: string, n: number) =>
  (
    await fetch(`${url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'x' },
      body: JSON.stringify(
        consented({ kind: 'contact', name: 'Roll', email: `roll${n}@example.test`, message: 'Hello' }),
      ),
    })
  ).status;

describe.runIf(postgres && nginxBin)('rolling deploy behind nginx (PostgreSQL, S3)', () => {
  it('restarts both processes in turn under traffic with no failed request and no lost write', async () => {
    const database = await createPgDatabaseUrl();
    const ports = [await freePort(), await freePort()];
    const nginx: Nginx = await startNginx(ports);
    const env = {
      ...(await s3Env()),
      DATABASE_URL: database.url,
      SITE_URL: nginx.url,
      TRUST_PROXY: '1',
      SHUTDOWN_DELAY_MS: String(drainMs),
      AUTH_AUTOCONFIRM: 'true',
      // The forms' per-address ceiling at 5, so the sixth message shows the limit shared across processes.
      CONTACT_RATE_PER_ADDRESS_PER_10MIN: '5',
      CONTACT_RATE_PER_EMAIL_PER_10MIN: '1000',
    };
    const start = (port: number) => startServerProcess({ ...env, PORT: String(port) });
    const servers: ServerProcess[] = [];
    try {
      // Started together: one migrates, the other waits for its lock.
      servers.push(...(await Promise.all(ports.map(start))));
      const users = await visitors(nginx.url, 8);
      const before = await Promise.all(users.map((u) => u.client.auth.getSession()));
      expect([await contact(nginx.url, 1), await contact(nginx.url, 2), await contact(nginx.url, 3)]).toEqual([
        201, 201, 201,
      ]);

      const began = Date.now();
      const traffic = startTraffic(nginx.url, users);
      await sleep(3000);
      const restarts: { port: number; drainedMs: number; readyMs: number }[] = [];
      for (let i = 0; i < servers.length; i++) {
        const t0 = Date.now();
        expect(await servers[i]!.stop('SIGTERM')).toBe(0);
        const t1 = Date.now();
        servers[i] = await start(ports[i]!);
        restarts.push({ port: ports[i]!, drainedMs: t1 - t0, readyMs: Date.now() - t1 });
        // nginx tries a skipped instance again after fail_timeout (5 s): let it come back first.
        await sleep(6000);
      }
      await traffic.stop();
      const seconds = (Date.now() - began) / 1000;

      // Every acknowledged write is there, read through the proxy as each user.
      for (const u of users) {
        const { data, error } = await u.client.from('chat_history').select('message').eq('user_id', u.id);
        expect(error).toBeNull();
        expect(new Set(data!.map((r) => r.message))).toEqual(new Set(traffic.written.get(u.id)));
      }
      const images = users[0]!.client.storage.from('images');
      for (const key of traffic.uploaded) {
        const res = await fetch(images.getPublicUrl(key).data.publicUrl);
        expect(res.status, key).toBe(200);
        await res.arrayBuffer();
      }
      // Sessions from before the deploy still refresh, on whichever process.
      for (const [i, s] of before.entries()) {
        const refreshed = await client(nginx.url).auth.refreshSession({ refresh_token: s.data.session!.refresh_token });
        expect(refreshed.error, users[i]!.email).toBeNull();
      }
      // The limit counted on both processes and through the restarts: the sixth is refused.
      expect([await contact(nginx.url, 4), await contact(nginx.url, 5), await contact(nginx.url, 6)]).toEqual([
        201, 201, 429,
      ]);

      const log = nginx.log();
      const figures = {
        seconds: Math.round(seconds),
        requests: traffic.counts,
        proxied: log.filter((l) => l.split(' ')[1] !== '-').length,
        passedToTheOtherInstance: log.filter((l) => l.split(' ')[1]?.endsWith(',')).length,
        failures: traffic.failures.length,
        writesAcknowledged: [...traffic.written.values()].reduce((a, w) => a + w.length, 0),
        uploadsAcknowledged: traffic.uploaded.length,
        restarts,
      };
      mkdirSync(path.join(root, 'test-results'), { recursive: true });
      writeFileSync(path.join(root, 'test-results/rolling-deploy.json'), `${JSON.stringify(figures, null, 2)}\n`);
      process.stdout.write(`rolling deploy: ${JSON.stringify(figures)}\n`);
      expect(traffic.failures).toEqual([]);
      // Every request nginx passed on got a 2xx or 3xx (the sixth contact message aside).
      const passedOn = log.filter((l) => l.split(' ')[1] !== '-');
      expect(passedOn.filter((l) => !/^[23]\d\d /.test(l) && !l.includes(' /rest/v1/contact_messages'))).toEqual([]);
      for (const kind of ['page', 'sign-in', 'upload', 'rest-write'] as const)
        expect(traffic.counts[kind]).toBeGreaterThan(5);
    } finally {
      for (const s of servers) await s.stop();
      await nginx.stop();
      await database.drop();
    }
  }, 180_000);
});
