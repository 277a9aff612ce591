/**
 * `npm run seed -- --posts N --comments M [--seed S]`: fills the blog with generated published
 * posts (all six categories, realistic lengths, a third with covers) and comments, for
 * benchmarks and demos (server/blog/seed-blog.ts). Adds to what is there; run it again for more.
 *
 * Reaches the database as the other operator commands do (scripts/operator.ts): with
 * DATABASE_URL it connects itself (and applies pending migrations first); with the embedded
 * database it asks the running server, which holds DATA_DIR's lock, through POST /_admin/seed
 * (URL and token from DATA_DIR/admin.json), or, when no server runs, takes the lock and opens
 * the directory itself. It says which way it went.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkSeedOptions, SeedInputError, seedBlog, type SeedResult } from '../server/blog/seed-blog.ts';
import { migrate } from '../server/db/migrate.ts';
import { askServer, operatorEnv, reachDatabase, redact, runCommand, UsageError } from './operator.ts';

const usage = 'Usage: npm run seed -- --posts N [--comments M] [--seed S]';

async function main() {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string' },
      comments: { type: 'string', default: '0' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  if (values.posts === undefined) throw new UsageError(`--posts is required.\n${usage}`);
  let options;
  try {
    options = checkSeedOptions({ posts: values.posts, comments: values.comments, seed: values.seed });
  } catch (err) {
    if (err instanceof SeedInputError) throw new UsageError(err.message);
    throw err;
  }
  const env = operatorEnv();
  const reach = await reachDatabase(env, { command: 'seed', create: true });
  let result: SeedResult;
  if (reach.via === 'server') {
    process.stdout.write(`Seeding through the running server (pid ${reach.admin.pid}) at ${reach.admin.url}…\n`);
    result = (await (await askServer(reach.admin, '/_admin/seed', options)).json()) as SeedResult;
  } else {
    const where = env.DATABASE_URL
      ? `PostgreSQL at ${redact(env.DATABASE_URL)}`
      : `the embedded database in ${path.resolve(env.DATA_DIR)} (no server running)`;
    process.stdout.write(`Seeding ${where}…\n`);
    try {
      await migrate(reach.db);
      result = await seedBlog(reach.db, options);
    } finally {
      await reach.close();
    }
  }
  process.stdout.write(
    `Added ${result.posts} published posts and ${result.comments} comments by ${result.authors} seed authors ` +
      `in ${(result.ms / 1000).toFixed(1)} s.\n`,
  );
}

await runCommand(main, usage);
