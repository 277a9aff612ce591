import { describe, expect, it } from 'vitest';
import { hindiCopyProblems, shapeOf, stringsOf } from '#tests/fixtures/hindi-copy.ts';
import { contactMessages } from '#rules/contact-rules.ts';
import { contactMessagesHi } from '#rules/contact-rules.hi.ts';
import { consentTexts, consentVersionIn, privacyPolicyWordsIn } from '#rules/consent-notices.ts';
import { contactKinds } from '#rules/contact-fields.ts';
import { formPromises } from '#rules/form-promises.ts';
import { formPromisesHi } from '#rules/form-promises.hi.ts';
import * as en from './copy.ts';
import * as hi from './copy.hi.ts';
import { contactSendMessages, contactSendMessagesHi } from './send-contact-message.ts';
import { cvMessages } from '#rules/cv-file.ts';
import { cvMessageIn, cvMessagesHi } from '#rules/cv-file.hi.ts';
import { applicationRefusal } from './application-refusal.ts';

describe('the contact forms in Hindi', () => {
  it('have every English key, and only those', () => {
    expect(shapeOf(hi)).toEqual(shapeOf(en));
    expect(shapeOf(contactMessagesHi)).toEqual(shapeOf(contactMessages));
    expect(shapeOf(formPromisesHi)).toEqual(shapeOf(formPromises));
    expect(shapeOf(contactSendMessagesHi)).toEqual(shapeOf(contactSendMessages));
  });

  it('leave no English behind (Latin only for names, addresses and formats)', () => {
    const latinOnly = [
      'whitepaperAccessForm.allPapersSubject',
      'webinarSubscribeForm.emailPlaceholder',
      'applicationForm.linkPlaceholder',
    ];
    expect(hindiCopyProblems(hi, { latinOnly })).toEqual([]);
    expect(hindiCopyProblems(contactMessagesHi)).toEqual([]);
    expect(hindiCopyProblems(formPromisesHi)).toEqual([]);
    expect(hindiCopyProblems(contactSendMessagesHi)).toEqual([]);
  });

  it('keep the one value the server reads in English (the "all whitepapers" subject)', () => {
    expect(hi.whitepaperAccessForm.allPapersSubject).toBe(en.whitepaperAccessForm.allPapersSubject);
  });

  it('show a Hindi privacy notice on every form, with its link words, none the same as the English', () => {
    for (const kind of contactKinds) {
      const text = consentTexts[consentVersionIn(kind, 'hi')];
      expect(text, kind).toContain(privacyPolicyWordsIn.hi);
      expect(consentVersionIn(kind, 'hi')).not.toBe(consentVersionIn(kind, 'en'));
      expect(hindiCopyProblems(text), kind).toEqual([]);
    }
  });

  it('a check that fails: English left in a Hindi string is found', () => {
    expect(hindiCopyProblems({ a: 'कृपया Send करें' })).toEqual(['a: English left: Send']);
    expect(stringsOf({ f: (email: string) => `${email} पर` })).toEqual([
      { path: 'f()', text: 'asha@school.edu.in पर' },
    ]);
  });

  it('gives the CV checks and an application refusal in Hindi on a Hindi page, in English otherwise', () => {
    expect(shapeOf(cvMessagesHi)).toEqual(shapeOf(cvMessages));
    expect(hindiCopyProblems(cvMessagesHi, { allowLatin: ['Word', 'File', 'Save As', 'doc'] })).toEqual([]);
    expect(cvMessageIn(cvMessages.tooLarge, 'hi')).toBe(cvMessagesHi.tooLarge);
    expect(cvMessageIn(cvMessages.tooLarge, 'en')).toBe(cvMessages.tooLarge);
    const tooLarge = { code: 'payload_too_large', message: cvMessages.tooLarge, details: 'field: cv', hint: null };
    expect(applicationRefusal(413, tooLarge, 'hi')).toEqual({ field: 'cv', message: cvMessagesHi.tooLarge });
    expect(applicationRefusal(413, tooLarge)).toEqual({ field: 'cv', message: cvMessages.tooLarge });
    expect(applicationRefusal(429, {}, 'hi')).toEqual({ toast: contactSendMessagesHi.rateLimited });
  });
});
