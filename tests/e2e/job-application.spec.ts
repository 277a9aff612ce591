/**
 * Job applications in a real browser against the production server (ADR 029): Apply Now opens
 * the application form (axe clean, desktop and 390 px); a `.exe` is refused next to the CV field
 * with everything typed kept; a PDF is accepted, acknowledged, and reaches the company inbox as a
 * lead with its opening and the UTM tags of the landing URL.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { cvMessages } from '../../rules/cv-file.ts';
import { axeViolations, openPage, useBrowser, viewports } from './browser.ts';
import { waitForMatchingMail } from './accounts-helpers.ts';
import { toast, uniqueEmail } from './contact-helpers.ts';

function violations(page: Page): Promise<string[]> {
  return axeViolations(page, 'dialog[open]');
}

const browser = useBrowser();

describe('job applications', () => {
  it.each(Object.entries(viewports))('applies for an opening with a CV (%s)', async (size, viewport) => {
    const { page, context, errors } = await openPage(browser(), { viewport });
    const email = uniqueEmail(`apply-${size}`);
    await page.goto('/careers?utm_source=jobs-board&utm_medium=cpc&utm_campaign=arvr');
    await page.locator('html[data-applications-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('link', { name: /^Apply Now\s*: AR\/VR Developer$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for AR/VR Developer' });
    await dialog.waitFor();
    await dialog.getByLabel('Full Name').fill('Kiran Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+91 98290 12345');
    await dialog.getByLabel('LinkedIn or portfolio').fill('https://www.linkedin.com/in/kiran-rao');
    await dialog.getByLabel('Cover note').fill('I build AR lessons for physics classes.');
    await dialog.getByLabel('CV').setInputFiles({
      name: 'cv.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ\x90\x00 not a CV'),
    });
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await dialog.getByText(cvMessages.wrongType).waitFor();
    expect(await dialog.getByLabel('Cover note').inputValue()).toBe('I build AR lessons for physics classes.');
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/h20-application-${size}.png` });

    await dialog.getByLabel('CV').setInputFiles({
      name: 'Kiran Rao CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await toast(page, 'Application sent').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Applications go to the careers inbox (ADR 040).
    const lead = await waitForMatchingMail(site.email.careers, (m) => m.reply_to === email);
    expect(lead.subject).toContain('Job application');
    expect(lead.text).toContain('Opening: AR/VR Developer');
    expect(lead.text).toContain('Link: https://www.linkedin.com/in/kiran-rao');
    expect(lead.text).toContain('Campaign: jobs-board / cpc / arvr');
    expect(errors).toEqual([]);
    await context.close();
  });
});
