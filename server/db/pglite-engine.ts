/**
 * The one place this project takes PGlite from (lint allows the `PGlite` class nowhere else).
 *
 * Before any PGlite starts it turns off V8's tier-up of WebAssembly-to-JavaScript import wrappers:
 * in Node 24's V8 (13.6) a wrapper tiered up while an earlier, dying copy still sits in the
 * process-wide wrapper cache is freed twice, and the process aborts with
 * `Check failed: jit_page_->allocations_.erase(addr) == 1` (ADR 046). PGlite's calls into
 * JavaScript then stay on V8's generic wrapper, which measured no slower here.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString(`--wasm-wrapper-tiering-budget=${2 ** 31 - 1}`);

// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place allowed (above)
export { PGlite } from '@electric-sql/pglite';
