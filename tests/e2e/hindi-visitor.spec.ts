/**
 * A Hindi visitor (issue #29): on the English home page the language switch leads to /hi; a
 * product page reads in Hindi with `<html lang="hi-IN">`, its hreflang alternates and its own
 * canonical; the switch back keeps the page; a browser that prefers Hindi is offered the Hindi
 * page once (never redirected), and the choice is remembered; /hi/search finds a Hindi page by a
 * misspelt Hindi word; the assistant answers a question in Devanagari in Hindi, its links on
 * Hindi pages; axe finds nothing on /hi and a Hindi product page.
 */
import { describe, expect, it } from 'vitest';
import { aiLearningHi } from '../../app/routes/_marketing/products/ai-learning/copy.hi.ts';
import { homeHi } from '../../app/routes/_marketing/home/copy.hi.ts';
import { searchPage as searchCopyHi } from '../../app/routes/search-copy.hi.ts';
import { chatCopyHi } from '../../app/features/chat/chat-copy.hi.ts';
import { answersHi, siteQuotesHeadingHi, siteQuotesHeadingHiInEnglish } from '../../app/features/chat/replies-hi.ts';
import { answerToText } from '../../app/features/chat/replies.ts';
import { axeViolations, baseUrl, openPage, useBrowser, viewports, waitForHydration } from './browser.ts';

const browser = useBrowser();

describe('a Hindi visitor', () => {
  it('switches to Hindi on the home page, reads a product page in Hindi and switches back to the same page', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    await page.locator('header [data-language-switch="hi"]').click();
    await page.waitForURL((url) => url.pathname === '/hi');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await page.getByRole('heading', { level: 1, name: homeHi.hero.headline }).waitFor();
    await waitForHydration(page);

    // Links on a Hindi page stay in Hindi.
    await page.getByRole('link', { name: `${homeHi.solutions.linkLabel} (AI Adaptive Learning के बारे में)` }).click();
    await page.waitForURL((url) => url.pathname === '/hi/products/ai-learning');
    await page.getByRole('heading', { level: 1, name: aiLearningHi.hero.headline }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await page.goto('/hi/products/ai-learning');
    await waitForHydration(page);
    const origin = 'https://aravalilearning.in';
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(alternates).toEqual([
      `en-IN ${origin}/products/ai-learning`,
      `hi-IN ${origin}/hi/products/ai-learning`,
      `x-default ${origin}/products/ai-learning`,
    ]);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      `${origin}/hi/products/ai-learning`,
    );
    expect(await page.locator('header nav a').first().getAttribute('href')).toBe('/hi/products/ai-learning');
    expect(await page.locator('footer').getByRole('link', { name: 'निजता नीति' }).getAttribute('href')).toBe(
      '/hi/privacy',
    );

    // The footer's switch leads back to the same page in English.
    await page.locator('footer [data-language-switch="en"]').click();
    await page.waitForURL((url) => url.pathname === '/products/ai-learning');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    await page
      .getByRole('heading', { level: 1, name: 'Every student learns at the right pace, on the right path' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a Hindi-preferring browser the Hindi page once, without redirecting, and remembers', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), locale: 'hi-IN', viewport: viewports.desktop });
    const page = await context.newPage();
    const response = await page.goto('/products/cloud-lms');
    // Never a redirect: the English page answers as asked.
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/products/cloud-lms');
    const offer = page.locator('[data-language-offer]');
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('hi-IN');
    expect(await offer.getByRole('link', { name: 'हिन्दी में पढ़ें' }).getAttribute('href')).toBe('/hi/products/cloud-lms');
    await offer.getByRole('button', { name: 'अंग्रेज़ी में ही पढ़ें' }).click();
    await offer.waitFor({ state: 'detached' });

    // Once: another English page, after idle, offers nothing.
    await page.goto('/careers');
    await waitForHydration(page);
    await page.waitForTimeout(2500);
    expect(await page.locator('[data-language-offer]').count()).toBe(0);
    await context.close();

    // An English-preferring browser is never offered it.
    const english = await browser().newContext({ baseURL: baseUrl(), locale: 'en-IN' });
    const other = await english.newPage();
    await other.goto('/');
    await waitForHydration(other);
    await other.waitForTimeout(2500);
    expect(await other.locator('[data-language-offer]').count()).toBe(0);
    await english.close();
  });

  it('does not fetch the Devanagari font on an English page, and does on a Hindi one', async () => {
    const fonts = async (path: string) => {
      const { page, context } = await openPage(browser());
      const seen: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) seen.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      await context.close();
      return seen;
    };
    expect(await fonts('/products/ai-teacher')).toEqual([]);
    expect((await fonts('/hi/products/ai-teacher')).some((url) => url.includes('devanagari'))).toBe(true);
  });

  it("draws a first visit's Hindi headings and text in the site's Devanagari font (this Chromium has none of its own)", async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/hi/contact');
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    // The bold headline (its 700 file is not preloaded) and a paragraph of 400 text.
    for (const selector of ['main h1', 'main h1 + p']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const text = await page.locator(selector).first().innerText();
      const otherCharacters = [...text].filter((c) => !/[\u0900-\u097F]/.test(c)).length;
      const glyphs = (custom: boolean) =>
        fonts.filter((font) => font.isCustomFont === custom).reduce((sum, font) => sum + font.glyphCount, 0);
      expect(glyphs(true), `${selector}: ${JSON.stringify(fonts)}`).toBeGreaterThan(0);
      // Only spaces and punctuation may come from the device's fonts: Devanagari there is boxes.
      expect(glyphs(false), `${selector}: ${JSON.stringify(fonts)}`).toBeLessThanOrEqual(otherCharacters);
    }
    await context.close();
  });

  it('finds the Hindi lab page on /hi/search by a misspelt Hindi word', async () => {
    const { page, context, errors } = await openPage(browser());
    // परयोगशाला for प्रयोगशाला (the halant left out): one of bench:search's Hindi misspellings.
    const response = await page.goto(`/hi/search?q=${encodeURIComponent('परयोगशाला')}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(searchCopyHi.heading);
    const results = page.getByRole('list', { name: searchCopyHi.resultsLabel });
    const hrefs = await results.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toContain('/hi/products/ar-vr-labs');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks the assistant in Devanagari on a Hindi page: Hindi replies, with their links', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto('/hi/products/ar-vr-labs', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'चैट सहायक', exact: true }).click();
    const panel = page.getByRole('dialog', { name: chatCopyHi.title });
    await panel.getByText(chatCopyHi.greeting).waitFor();
    const input = panel.getByRole('textbox', { name: chatCopyHi.inputLabel });
    const bubbles = panel.getByRole('list', { name: chatCopyHi.conversation }).locator(':scope > li');
    /** Sends a question and answers the reply's bubble (the question's and the reply's are added). */
    const ask = async (question: string) => {
      const before = await bubbles.count();
      await input.fill(question);
      await input.press('Enter');
      await expect.poll(() => bubbles.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
      // The reply has replaced the typing indicator (it waits for the site search, then 600 ms).
      await panel.getByText(chatCopyHi.status.typing).first().waitFor({ state: 'detached' });
      return bubbles.last();
    };

    // A question the keywords cover: the Hindi pricing reply, its contact link on the Hindi page.
    const pricing = await ask('इसकी कीमत क्या है?');
    expect(await pricing.textContent()).toContain(answerToText(answersHi.pricing).split('\n')[0]);
    expect(await pricing.getByRole('link', { name: 'संपर्क फ़ॉर्म' }).getAttribute('href')).toBe('/hi/contact');

    // One they do not: sentences quoted from the site under a Hindi heading, each with its page,
    // which "(in English)" only when no quoted sentence is Hindi.
    const quoted = await ask('क्या आपके पास वर्चुअल प्रयोगशाला है?');
    const text = (await quoted.textContent()) ?? '';
    const quotedHindi = /“[^”]*[\u0900-\u097f][^”]*”/.test(text);
    expect(text).toContain(quotedHindi ? siteQuotesHeadingHi : siteQuotesHeadingHiInEnglish);
    const hrefs = await quoted.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/hi\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['/hi', '/hi/products/ai-learning'])('has no axe violations on %s (desktop and phone)', async (path) => {
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page, context } = await openPage(browser(), { viewport });
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
