import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { escapeAttr } from '../rules/html-page.ts';
import { publicEnvPlaceholder } from '../config/public-env.ts';
import { provideChrome } from './content/chrome-lang.ts';
import { chromeHi } from './content/chrome.hi.ts';
// The features' Hindi words (the /hi route files import them too; English pages never do).
import './features/auth/provide-hi.ts';
import './features/account/provide-hi.ts';
import './features/blog/provide-hi.ts';
import './features/comments/provide-hi.ts';
import './features/contact/provide-hi.ts';

// The server renders both languages' pages (the browser loads only its page's: entry.client.tsx).
provideChrome('hi', chromeHi);

export const streamTimeout = 5_000;

/** Writes the runtime public environment into the head's placeholder as the HTML streams out. */
function injectPublicEnv(json: string): Transform {
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString('utf8');
      const at = pending.indexOf(publicEnvPlaceholder);
      if (at >= 0) {
        done = true;
        const out = pending.replace(publicEnvPlaceholder, escapeAttr(json));
        pending = '';
        return callback(null, out);
      }
      // Keep a tail in case the placeholder straddles two chunks.
      const keep = publicEnvPlaceholder.length;
      const emit = pending.slice(0, Math.max(0, pending.length - keep));
      pending = pending.slice(emit.length);
      callback(null, emit);
    },
    flush(callback) {
      callback(null, pending);
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // Prerendering at build time has no load context: the placeholder stays for the server to fill.
  const nonce = loadContext?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          if (loadContext?.publicEnvJson) pipe(injectPublicEnv(loadContext.publicEnvJson)).pipe(body);
          else pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) return;
          // During prerendering there is no server logger.
          if (loadContext?.logger) loadContext.logger.error({ err: error }, 'render error');
          else console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The marketing pages as search documents: the server indexes them at start (ADR 027). */
export { searchDocuments } from './search-documents.ts';
