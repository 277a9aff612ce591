-- 0385_hindi_contact_messages.sql: a message sent from a Hindi page (issue #29) says so, and its
-- privacy notice is the Hindi one the form showed.
--
--   contact_messages  + lang ('en' | 'hi', default 'en'): the language of the page the form was
--                     on. The server answers a refused field and writes the acknowledgement in it
--                     (server/contact/). Sent by the forms (anon, authenticated may insert it).
--   consent_texts     + the Hindi notices (rules/consent-notices.ts, the `-hi-` versions).
--
-- Migrations are never edited once committed: change the schema with a new file.

ALTER TABLE public.contact_messages
  ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'hi'));
GRANT INSERT (lang) ON public.contact_messages TO anon, authenticated;

INSERT INTO public.consent_texts (version, text) VALUES
  ('enquiry-hi-2026-11-28',
   'आपका नाम, ईमेल पता और आपका संदेश हम केवल आपको उत्तर देने के लिए उपयोग करते हैं। इन्हें हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इन्हें कभी नहीं बेचते।'),
  ('whitepaper-hi-2026-11-28',
   'आपका नाम और ईमेल पता हम आपको श्वेत पत्र और हमारे शोध की जानकारी भेजने के लिए उपयोग करते हैं। इन्हें हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इन्हें कभी नहीं बेचते।'),
  ('webinar-updates-hi-2026-11-28',
   'आपका ईमेल पता हम केवल नए वेबिनार की सूचना देने के लिए उपयोग करते हैं। इसे हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इसे कभी नहीं बेचते।'),
  ('webinar-registration-hi-2026-11-28',
   'ये विवरण हम आपको इस वेबिनार का आमंत्रण और इसमें जुड़ने का लिंक भेजने के लिए उपयोग करते हैं। इन्हें हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इन्हें कभी नहीं बेचते।'),
  ('application-hi-2026-11-28',
   'ये विवरण और आपका बायोडेटा (CV) हम केवल आपके आवेदन पर विचार करने के लिए उपयोग करते हैं। इन्हें हम अपनी निजता नीति में बताई गई अवधि तक रखते हैं, फिर मिटा देते हैं। हम इन्हें कभी नहीं बेचते।');
