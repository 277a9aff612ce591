/**
 * Generated blog content for benchmarks and demos (`npm run seed`, POST /_admin/seed): published
 * posts in all six categories with realistic lengths (an excerpt of one to three sentences, a
 * body of 4 to 14 sections, about 2 to 9 KB of HTML), a third with a cover image, dates spread
 * over the past three years, and comments spread unevenly over them (a few posts draw hundreds,
 * most a handful), newest after their post. Written straight into the tables in batches of
 * JSON rows, as the server's superuser: a seed is an operator's act, not a visitor's.
 *
 * The authors and commenters are accounts of their own (`seed-author-N@seed.invalid`, no
 * password: nobody can sign in as them), made once and reused by later seeds.
 */
import { blogCategories } from '../../rules/blog-categories.ts';
import type { Db, Queryable } from '../db/types.ts';

export const seedLimits = { posts: 100_000, comments: 1_000_000 } as const;

export type SeedOptions = { posts: number; comments: number; seed?: number };
export type SeedResult = { posts: number; comments: number; authors: number; ms: number };

export class SeedInputError extends Error {}

/** Checks counts given by an operator: whole numbers within the limits. */
export function checkSeedOptions(input: { posts: unknown; comments: unknown; seed?: unknown }): SeedOptions {
  const whole = (value: unknown, name: string, max: number) => {
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max)
      throw new SeedInputError(`${name} must be a whole number from 0 to ${max.toLocaleString('en-US')}.`);
    return n;
  };
  const options: SeedOptions = {
    posts: whole(input.posts, '--posts', seedLimits.posts),
    comments: whole(input.comments, '--comments', seedLimits.comments),
  };
  if (input.seed !== undefined) options.seed = whole(input.seed, '--seed', 2 ** 31);
  if (options.comments > 0 && options.posts === 0)
    throw new SeedInputError('--comments needs posts to go on: give --posts too.');
  return options;
}

/** mulberry32: a small seeded generator, so a given --seed makes the same content. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

const firstNames = [
  'Aarav',
  'Ananya',
  'Arjun',
  'Diya',
  'Ishaan',
  'Kavya',
  'Meera',
  'Neha',
  'Pooja',
  'Priya',
  'Rahul',
  'Rohan',
  'Sanjay',
  'Sneha',
  'Tanvi',
  'Vikram',
  'Aditi',
  'Farhan',
  'Gurpreet',
  'Lakshmi',
];
const lastNames = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Khan',
  'Mehta',
  'Nair',
  'Patel',
  'Rathore',
  'Reddy',
  'Singh',
  'Joshi',
  'Choudhary',
  'Das',
  'Bhatt',
];
const topics: Record<(typeof blogCategories)[number], readonly string[]> = {
  'AI in Education': [
    'adaptive practice',
    'AI tutors',
    'feedback at scale',
    'question generation',
    'learning analytics models',
  ],
  'AR/VR': [
    'virtual chemistry labs',
    'AR anatomy lessons',
    'field trips in VR',
    'lab safety drills',
    'physics simulations',
  ],
  'Digital Inclusion': [
    'low-bandwidth classrooms',
    'shared devices',
    'regional-language content',
    'offline-first apps',
    'accessible materials',
  ],
  'EdTech Analytics': [
    'attendance data',
    'quiz item analysis',
    'early-warning dashboards',
    'learning gaps',
    'teacher workload data',
  ],
  'Learning Design': [
    'backward design',
    'project-based units',
    'formative checks',
    'spaced practice',
    'rubrics that teach',
  ],
  'Future Skills': [
    'computational thinking',
    'data literacy',
    'collaborative problem solving',
    'media literacy',
    'career readiness',
  ],
};
const titleShapes = [
  (t: string) => `How ${t} changed one school in Jaipur`,
  (t: string) => `A practical guide to ${t}`,
  (t: string) => `Five lessons from a year of ${t}`,
  (t: string) => `What teachers ask about ${t}`,
  (t: string) => `${t[0]!.toUpperCase()}${t.slice(1)}: where to start`,
  (t: string) => `Getting ${t} right in a Class 8 lab`,
  (t: string) => `Why ${t} matters for rural learners`,
];
const sentences = [
  'Teachers in our pilot schools tried this for a full term before we wrote anything down.',
  'The first weeks were slower than planned, and that turned out to be the useful part.',
  'Students noticed the change before their parents did, usually in the questions they asked.',
  'We kept a simple log of what worked, what did not, and what we would change next time.',
  'Connectivity was patchy, so every activity had an offline fallback on paper.',
  'Principals asked for numbers; teachers asked for time. Both requests were fair.',
  'Short, frequent checks told us more than one long test at the end of the unit.',
  'The tools mattered less than the routines the class built around them.',
  'Where a lesson failed, it failed for a reason we could see in the data a day later.',
  'Every school adapted the plan, and the best adaptations came from the classroom.',
  'Parents joined two of the sessions and stayed for the discussion afterwards.',
  'We measured attendance, completion and a short reflection from each student.',
];
const headings = [
  'What we tried',
  'What the data showed',
  'What teachers said',
  'Where it went wrong',
  'What we would do again',
  'Next steps',
];
export const seedCovers = [
  '/images/blog/adaptive-practice-class-8-maths.svg',
  '/images/blog/attendance-quiz-data-principal.svg',
  '/images/blog/backward-design-nep-2020.svg',
  '/images/blog/computational-thinking-unplugged.svg',
  '/images/blog/low-bandwidth-classrooms.svg',
  '/images/blog/virtual-chemistry-lab.svg',
];
const commentTexts = [
  'Thank you for sharing this, we are trying something similar in our district.',
  'Could you say more about how you handled the offline fallback?',
  'Great read. The point about routines over tools is spot on.',
  'We saw the same thing with attendance data last year.',
  'How long did the pilot run before you saw results?',
  'Sharing this with our staff room today.',
  'Would love a follow-up on the assessment side.',
  'This matches what our Class 8 teachers told us.',
];

function paragraph(r: Random): string {
  return Array.from({ length: r.int(3, 6) }, () => r.pick(sentences)).join(' ');
}

function postRow(r: Random, index: number, author: Author, date: Date) {
  const category = blogCategories[index % blogCategories.length]!;
  const topic = r.pick(topics[category]);
  const title = `${r.pick(titleShapes)(topic)} (${index + 1})`;
  const excerpt = Array.from({ length: r.int(1, 3) }, () => r.pick(sentences)).join(' ');
  const sections = Array.from(
    { length: r.int(4, 14) },
    (_, i) => `${i % 2 === 0 ? `<h2>${r.pick(headings)}</h2>` : ''}<p>${paragraph(r)}</p>`,
  );
  return {
    title,
    excerpt,
    content: sections.join(''),
    category,
    image_url: r.next() < 0.33 ? r.pick(seedCovers) : null,
    author: author.id,
    author_name: author.name,
    date: date.toISOString(),
  };
}

type Author = { id: string; name: string };

const authorCount = 40;

/** The seed accounts, made on first use (no password, confirmed, a profile through the usual trigger). */
async function seedAuthors(db: Queryable): Promise<Author[]> {
  const wanted = Array.from({ length: authorCount }, (_, i) => ({
    email: `seed-author-${i + 1}@seed.invalid`,
    name: `${firstNames[i % firstNames.length]} ${lastNames[(i * 7) % lastNames.length]}`,
  }));
  await db.query(
    `insert into auth.users (email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     select w.email, now(), '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('full_name', w.name)
     from jsonb_to_recordset($1::jsonb) as w(email text, name text)
     where not exists (select from auth.users u where lower(u.email) = lower(w.email) and u.deleted_at is null)`,
    [JSON.stringify(wanted)],
  );
  const { rows } = await db.query<{ id: string; email: string; name: string }>(
    `select u.id, u.email, coalesce(nullif(p.full_name, ''), u.email) as name
     from auth.users u left join public.profiles p on p.id = u.id
     where lower(u.email) = any (select lower(w.email) from jsonb_to_recordset($1::jsonb) as w(email text))
       and u.deleted_at is null
     order by u.email`,
    [JSON.stringify(wanted)],
  );
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

const postBatch = 500;
const commentBatch = 5000;
const day = 86_400_000;

/** Adds `posts` published posts and `comments` comments on them; returns what it wrote. */
export async function seedBlog(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const r = generator(options.seed ?? Date.now());
  const authors = await seedAuthors(db);
  const now = Date.now();
  const span = 3 * 365 * day;

  const posts: { id: string; date: number; weight: number }[] = [];
  for (let from = 0; from < options.posts; from += postBatch) {
    const rows = [];
    for (let i = from; i < Math.min(options.posts, from + postBatch); i++) {
      // Evenly spread from now back three years, with a little jitter; newest first.
      const date = new Date(now - Math.floor(((i + r.next()) / options.posts) * span));
      rows.push(postRow(r, i, r.pick(authors), date));
    }
    const { rows: inserted } = await db.query<{ id: string; date: string }>(
      `insert into public.blog_posts (title, excerpt, content, category, image_url, is_published, author, author_name, date)
       select title, excerpt, content, category, image_url, true, author, author_name, date
       from jsonb_to_recordset($1::jsonb) as p(title text, excerpt text, content text, category text,
         image_url text, author uuid, author_name text, date timestamptz)
       returning id, date`,
      [JSON.stringify(rows)],
    );
    // Zipf-like popularity: a few posts draw most of the comments.
    for (const row of inserted)
      posts.push({ id: row.id, date: Date.parse(row.date), weight: 1 / (1 + r.int(0, 199)) ** 1.1 });
  }

  let written = 0;
  if (options.comments > 0 && posts.length > 0) {
    const cumulative: number[] = [];
    let sum = 0;
    for (const post of posts) cumulative.push((sum += post.weight));
    const choose = () => {
      const x = r.next() * sum;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      return posts[lo]!;
    };
    for (let from = 0; from < options.comments; from += commentBatch) {
      const rows = [];
      for (let i = from; i < Math.min(options.comments, from + commentBatch); i++) {
        const post = choose();
        const commenter = r.pick(authors);
        const at = post.date + Math.floor(r.next() * Math.max(60_000, now - post.date));
        rows.push({
          blog_post_id: post.id,
          author_id: commenter.id,
          author_name: commenter.name,
          content: r.pick(commentTexts),
          created_at: new Date(at).toISOString(),
        });
      }
      const result = await db.query(
        `insert into public.blog_comments (blog_post_id, author_id, author_name, content, created_at)
         select blog_post_id, author_id, author_name, content, created_at
         from jsonb_to_recordset($1::jsonb) as c(blog_post_id uuid, author_id uuid, author_name text, content text,
           created_at timestamptz)`,
        [JSON.stringify(rows)],
      );
      written += result.rowCount;
    }
  }
  // Statistics for the planner and the visibility map for index-only scans (PGlite runs no autovacuum).
  await db.query('vacuum (analyze) public.blog_posts, public.blog_comments, public.post_search');
  return { posts: posts.length, comments: written, authors: authors.length, ms: Date.now() - started };
}
