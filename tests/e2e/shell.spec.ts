import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser } from './browser.ts';

const browser = useBrowser();

describe('site shell', () => {
  it('serves the home page as server-rendered HTML, readable with JavaScript off', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await context.close();
  });

  it('hydrates without errors', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const { page, context } = await openPage(browser());
    const res = await page.goto('/this/page/does-not-exist');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('reports healthy at /healthz', async () => {
    const res = await fetch(`${baseUrl()}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});
