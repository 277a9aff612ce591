/**
 * The home page (spec points 1, 2, 8 and 9): every section and its anchor, the hero figures,
 * anchors that work from other pages, the contact form's validation and success, and axe at
 * desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formToasts, validationMessages } from '../../app/features/contact/copy.ts';
import { homeAnchors } from '../../app/routes/_marketing/home/anchors.ts';
import { competitiveEdge } from '../../app/routes/_marketing/home/copy.ts';
import { productCatalog } from '../../app/content/product-catalog.ts';
import { toast } from './accounts-helpers.ts';
import { axeViolations, openPage, useBrowser, viewports } from './browser.ts';

const browser = useBrowser();

/** Top of the element relative to the viewport. */
const topOf = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

async function expectScrolledTo(page: Page, id: string) {
  await page.waitForFunction((i) => {
    const top = document.getElementById(i)?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < 120;
  }, id);
  // Not hidden under the sticky header.
  expect(await topOf(page, id)).toBeGreaterThanOrEqual(60);
}

describe('home page', () => {
  it('has every section, its anchor and the hero figures in the server HTML (no JavaScript)', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Transforming education with intelligent technology' }).waitFor();
    for (const id of Object.values(homeAnchors)) expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    for (const [value, label] of [
      ['50+', 'Schools'],
      ['10K+', 'Students'],
      ['15+', 'Partners'],
    ]) {
      const stat = page.locator('dl').first().locator('div').filter({ hasText: label });
      expect(await stat.locator('dd').textContent()).toBe(value);
    }
    const solutions = page.locator(`#${homeAnchors.solutions}`);
    for (const product of productCatalog) {
      await solutions.getByRole('heading', { name: product.name }).waitFor();
      expect(await solutions.getByRole('link', { name: `Learn more about ${product.name}` }).getAttribute('href')).toBe(
        product.href,
      );
    }
    const benefits = page.locator(`#${homeAnchors.benefits}`);
    for (const figure of competitiveEdge.figures) await benefits.getByText(figure.value).waitFor();
    await page
      .locator(`#${homeAnchors.nvidia}`)
      .getByRole('heading', { name: 'Proud member of NVIDIA Inception' })
      .waitFor();
    const contact = page.locator(`#${homeAnchors.contact}`);
    for (const label of ['Full Name', 'Email Address', 'Organization', 'Message'])
      await contact.getByLabel(label).waitFor();
    await contact.getByRole('button', { name: 'Send Message' }).waitFor();
    await contact.getByText("We'll get back to you within 24 hours").first().waitFor();
    await context.close();
  });

  it('scrolls to the anchors from the hero, from another page and on a direct visit', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: viewports.desktop });
    await page.goto('/');
    await page.locator('[data-session="signed-out"]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Explore Solutions' }).click();
    await expectScrolledTo(page, homeAnchors.solutions);
    // Client-side navigation from another page to /#about (the footer's About Us link).
    await page.goto('/careers');
    await page.locator('[data-session="signed-out"]').waitFor({ state: 'attached' });
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/#about');
    await expectScrolledTo(page, homeAnchors.about);
    // Already on the home page, scrolled elsewhere: the same link still lands on #about.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await expectScrolledTo(page, homeAnchors.about);
    for (const id of [homeAnchors.contact, homeAnchors.nvidia, homeAnchors.benefits]) {
      await page.goto(`/#${id}`);
      await expectScrolledTo(page, id);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates the contact form next to each field, then thanks the visitor and clears it', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: viewports.mobile });
    await page.goto('/#contact');
    await page.locator('[data-session="signed-out"]').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: 'Contact form' });
    const name = form.getByLabel('Full Name');
    const email = form.getByLabel('Email Address');
    const organization = form.getByLabel('Organization');
    const message = form.getByLabel('Message');
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const text of [validationMessages.name, validationMessages.email, validationMessages.message])
      await form.getByText(text).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await organization.getAttribute('aria-invalid')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    // The message is announced with the field: aria-describedby points at it.
    const describedBy = await name.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(validationMessages.name);

    await name.fill('Meera Shekhawat');
    await email.fill('meera.shekhawat@school');
    await message.fill('We would like a demo of the AR/VR labs for grades 9 and 10.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(validationMessages.emailFormat).waitFor();
    expect(await form.getByText(validationMessages.name).count()).toBe(0);
    expect(await message.inputValue()).toBe('We would like a demo of the AR/VR labs for grades 9 and 10.');

    await email.fill('meera.shekhawat@dps-jaipur.edu.in');
    await organization.fill('Delhi Public School, Jaipur');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, formToasts.messageSent.title).waitFor();
    await page.getByText(formToasts.messageSent.description).first().waitFor();
    for (const field of [name, email, organization, message]) expect(await field.inputValue()).toBe('');
    expect(await form.getByText(validationMessages.emailFormat).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of Object.entries(viewports)) {
    it(`has no axe violations (WCAG 2.2 AA) at ${label} width`, async () => {
      const { page, context, errors } = await openPage(browser(), { viewport });
      await page.goto('/');
      await page.locator('[data-session="signed-out"]').waitFor({ state: 'attached' });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
