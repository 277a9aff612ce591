/**
 * No CSP violation in a real Chromium on the pages that load the account forms' schemas (#26):
 * zod's start-up probe `new Function("")` used to raise one (the CSP has no 'unsafe-eval'), and
 * with CSP reporting on every visitor filed a report. The page records every
 * `securitypolicyviolation` event from the first script on; the form is then submitted empty and
 * with bad values, so the schemas load and parse.
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';

const browser = useBrowser();

describe('content security policy', () => {
  it.each(['/signup', '/login'])('%s: the account form validates without a CSP violation', async (path) => {
    const { page, context } = await openPage(browser());
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective}: ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const consoleViolations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|unsafe-eval/i.test(msg.text())) consoleViolations.push(msg.text());
    });
    await page.goto(path);
    const submit = page.getByRole('button', { name: path === '/signup' ? 'Create account' : 'Sign in', exact: true });
    await submit.click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('asha@');
    await submit.click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill('asha@example.test');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await submit.click();
    // A tick for any event queued by the last parse.
    await page.waitForTimeout(200);
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    expect(consoleViolations).toEqual([]);
    await context.close();
  });
});
