/**
 * A write quota's refusal in Hindi (issue #29), for write-limit.ts: the server says its limit in
 * English ("at most 50 posts per day", server/lib/write-quota.ts), which is read here into
 * Hindi; the moment to try again is in hi-IN, on a 24-hour clock, in the reader's time zone.
 */

/** Each quota's noun (server/lib/write-quota.ts) as "<n> …" in Hindi, before "की सीमा". */
const nouns: Readonly<Record<string, (n: string) => string>> = {
  post: (n) => `${n} लेख`,
  posts: (n) => `${n} लेखों`,
  'sample import': (n) => `${n} बार नमूना लेख जोड़ने`,
  'sample imports': (n) => `${n} बार नमूना लेख जोड़ने`,
  comment: (n) => `${n} टिप्पणी`,
  comments: (n) => `${n} टिप्पणियों`,
  upload: (n) => `${n} फ़ाइल अपलोड`,
  uploads: (n) => `${n} फ़ाइल अपलोड`,
  'chat message': (n) => `${n} चैट संदेश`,
  'chat messages': (n) => `${n} चैट संदेशों`,
  'comment report': (n) => `${n} टिप्पणी-शिकायत`,
  'comment reports': (n) => `${n} टिप्पणी-शिकायतों`,
  'webinar registration for one email address': (n) => `एक ईमेल पते से ${n} वेबिनार पंजीकरण`,
  'webinar registrations for one email address': (n) => `एक ईमेल पते से ${n} वेबिनार पंजीकरणों`,
  'job application for one email address': (n) => `एक ईमेल पते से ${n} आवेदन`,
  'job applications for one email address': (n) => `एक ईमेल पते से ${n} आवेदनों`,
  'CV for the whole site': (n) => `पूरी साइट के लिए ${n} CV`,
  'CVs for the whole site': (n) => `पूरी साइट के लिए ${n} CV`,
  'MB of files from one network': (n) => `एक नेटवर्क से ${n} MB फ़ाइलों`,
};

const periods: Readonly<Record<string, string>> = { day: 'प्रति दिन', hour: 'प्रति घंटे' };

/** "at most 50 posts per day." → "प्रति दिन 50 लेखों"; undefined for a limit worded otherwise. */
export function limitInHindi(limit: string): string | undefined {
  const match = /^at most (\d+) (.+?) per (day|hour)\.?$/.exec(limit.trim());
  const noun = match && nouns[match[2] ?? ''];
  if (!match || !noun) return undefined;
  return `${periods[match[3] ?? '']} ${noun(match[1] ?? '')}`;
}

/** "12 मिनट बाद (14:12 बजे)", "लगभग 3 घंटे बाद (आज 17:00 बजे)": always with the clock time. */
export function whenInHindi(at: Date, now: Date): string {
  const seconds = Math.max(1, Math.round((at.getTime() - now.getTime()) / 1000));
  const clock = at.toLocaleTimeString('hi-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (seconds < 60) return `${seconds} सेकंड बाद (${clock} बजे)`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `${minutes} मिनट बाद (${clock} बजे)`;
  const hours = Math.round(minutes / 60);
  const sameDay = at.toDateString() === now.toDateString();
  const day = sameDay ? 'आज' : at.toLocaleDateString('hi-IN', { weekday: 'long', day: 'numeric', month: 'long' });
  return `लगभग ${hours} घंटे बाद (${day} ${clock} बजे)`;
}

/** The toast's description: the limit reached, and when to try again (or "later"). */
export function writeLimitHi(limit: string | undefined, when: string | undefined): string {
  const what = limit ? `आप ${limit} की सीमा तक पहुँच गए हैं।` : 'आप अपनी सीमा तक पहुँच गए हैं।';
  return when ? `${what} आप ${when} फिर से प्रयास कर सकते हैं।` : `${what} कृपया कुछ देर बाद फिर से प्रयास करें।`;
}
