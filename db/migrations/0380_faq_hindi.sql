-- 0380_faq_hindi.sql: the support page's six FAQ entries get their Hindi (issue #29, ADR 043).
--
-- The content studio's text fields are {en, hi} (0230); the seeded entries had hi null, so the
-- Hindi support page showed them in English marked lang="en". This fills each entry's Hindi
-- question and answer, only where staff have not written a Hindi one and the English is still
-- the seeded text (an entry edited in the studio keeps what staff wrote). Both engines.
--
-- Migrations are never edited once committed: change the content with a new file.

-- A revision is kept for each change, as for any save; no staff log entry (as 0230's copy).
SELECT set_config('app.content_unlogged', 'on', true);

UPDATE public.content_entries
SET fields = jsonb_set(jsonb_set(fields, '{question,hi}', to_jsonb('प्लेटफ़ॉर्म किन विषयों और कक्षाओं के लिए है?'::text)), '{answer,hi}', to_jsonb('कक्षा 6 से 12 के लिए विज्ञान, प्रौद्योगिकी, अभियांत्रिकी और गणित के विषय (गणित, भौतिकी, रसायन, जीव विज्ञान और कंप्यूटर विज्ञान), NCERT, CBSE और राजस्थान बोर्ड के पाठ्यक्रम के अनुरूप। सामग्री हिंदी और अंग्रेज़ी में उपलब्ध है, और हमारे Cloud LMS पर किसी भी विषय या स्तर के पाठ्यक्रम चलाए जा सकते हैं।'::text))
WHERE type = 'faq' AND slug = 'support-1'
  AND fields->'question'->>'en' = 'Which subjects and grades does the platform support?'
  AND fields->'answer'->>'en' = 'We support STEM subjects (mathematics, physics, chemistry, biology and computer science) for grades 6-12, aligned with NCERT, CBSE and Rajasthan Board syllabi. Content is available in English and Hindi, and our Cloud LMS can host courses for any subject or level.'
  AND coalesce(fields->'question'->>'hi', '') = '' AND coalesce(fields->'answer'->>'hi', '') = '';

UPDATE public.content_entries
SET fields = jsonb_set(jsonb_set(fields, '{question,hi}', to_jsonb('विद्यार्थियों को कौन-से उपकरण और कैसा इंटरनेट चाहिए?'::text)), '{answer,hi}', to_jsonb('आधुनिक ब्राउज़र वाला कोई भी नया कंप्यूटर, एंड्रॉइड टैबलेट या स्मार्टफ़ोन पर्याप्त है। पाठ 3G जैसे धीमे नेटवर्क पर भी चलते हैं, अभ्यास ऑफ़लाइन चलता रहता है और नेटवर्क मिलते ही प्रगति सिंक हो जाती है। वर्चुअल प्रयोगशालाओं के लिए VR हेडसेट वैकल्पिक हैं।'::text))
WHERE type = 'faq' AND slug = 'support-2'
  AND fields->'question'->>'en' = 'What devices and internet connection do students need?'
  AND fields->'answer'->>'en' = 'Any recent computer, Android tablet or smartphone with a modern browser will work. Lessons are designed for connections as slow as 3G, practice sets keep working offline and progress syncs when the device reconnects. VR headsets are optional for the virtual labs.'
  AND coalesce(fields->'question'->>'hi', '') = '' AND coalesce(fields->'answer'->>'hi', '') = '';

UPDATE public.content_entries
SET fields = jsonb_set(jsonb_set(fields, '{question,hi}', to_jsonb('क्या आप शिक्षकों और प्रशासकों को प्रशिक्षण देते हैं?'::text)), '{answer,hi}', to_jsonb('हाँ। हर नए विद्यालय के शिक्षकों और प्रशासकों के लिए आरंभिक लाइव प्रशिक्षण सत्र होते हैं, और फिर हर सत्र में छोटी पुनश्चर्या कार्यशालाएँ। हमारा सहायता केंद्र और वीडियो ट्यूटोरियल हर सुविधा को चरण-दर-चरण समझाते हैं।'::text))
WHERE type = 'faq' AND slug = 'support-3'
  AND fields->'question'->>'en' = 'Do you provide training for teachers and administrators?'
  AND fields->'answer'->>'en' = 'Yes. Every new school receives live onboarding sessions for teachers and administrators, followed by short refresher workshops each term. Our Help Center and Video Tutorials cover every feature step by step.'
  AND coalesce(fields->'question'->>'hi', '') = '' AND coalesce(fields->'answer'->>'hi', '') = '';

UPDATE public.content_entries
SET fields = jsonb_set(jsonb_set(fields, '{question,hi}', to_jsonb('विद्यार्थियों का डेटा कैसे सुरक्षित रहता है?'::text)), '{answer,hi}', to_jsonb('विद्यार्थियों का डेटा भारत में रखा जाता है, भेजते समय और संग्रह में कूटबद्ध रहता है, और केवल वही लोग देख सकते हैं जिन्हें आपका संस्थान अनुमति दे। हम व्यक्तिगत डेटा कभी नहीं बेचते, न ही विद्यार्थियों के डेटा से AI मॉडल प्रशिक्षित करते हैं, और उसका प्रबंधन डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अनुसार करते हैं।'::text))
WHERE type = 'faq' AND slug = 'support-4'
  AND fields->'question'->>'en' = 'How is student data protected?'
  AND fields->'answer'->>'en' = 'Student data is stored in India, encrypted in transit and at rest, and only visible to people your institution authorises. We never sell personal data or use student data to train AI models, and we process it in line with the Digital Personal Data Protection Act, 2023.'
  AND coalesce(fields->'question'->>'hi', '') = '' AND coalesce(fields->'answer'->>'hi', '') = '';

UPDATE public.content_entries
SET fields = jsonb_set(jsonb_set(fields, '{question,hi}', to_jsonb('क्या प्लेटफ़ॉर्म हमारे विद्यालय की मौजूदा प्रणालियों से जुड़ सकता है?'::text)), '{answer,hi}', to_jsonb('हाँ। हम विद्यार्थी सूचना प्रणालियों (SIS), गूगल वर्कस्पेस और माइक्रोसॉफ़्ट 365 जैसी एकल लॉग इन सेवाओं और सामान्य संचार साधनों से एकीकरण करते हैं। हमारी Enterprise Solutions टीम आवश्यकता के अनुसार विशेष एकीकरण भी बना सकती है।'::text))
WHERE type = 'faq' AND slug = 'support-5'
  AND fields->'question'->>'en' = 'Can the platform connect with our existing school systems?'
  AND fields->'answer'->>'en' = 'Yes. We integrate with student information systems, single sign-on providers such as Google Workspace and Microsoft 365, and common communication tools. Our Enterprise Solutions team can also build custom integrations.'
  AND coalesce(fields->'question'->>'hi', '') = '' AND coalesce(fields->'answer'->>'hi', '') = '';

UPDATE public.content_entries
SET fields = jsonb_set(jsonb_set(fields, '{question,hi}', to_jsonb('किसी व्यक्ति से सहायता कैसे लें?'::text)), '{answer,hi}', to_jsonb('हमारी सहायता टीम सोमवार से शुक्रवार, प्रातः 9 से सायं 6 बजे (IST) तक उपलब्ध है। हमें +91 141 400 5200 पर फ़ोन करें, support@aravalilearning.in पर ईमेल करें या इस पृष्ठ के फ़ॉर्म से संदेश भेजें; हम एक कार्य दिवस में उत्तर देंगे।'::text))
WHERE type = 'faq' AND slug = 'support-6'
  AND fields->'question'->>'en' = 'How can I get help from a person?'
  AND fields->'answer'->>'en' = 'Our support team is available Monday to Friday, 9am-6pm IST. Call us on +91 141 400 5200, email support@aravalilearning.in or send a message with the form on this page, and we will reply within one working day.'
  AND coalesce(fields->'question'->>'hi', '') = '' AND coalesce(fields->'answer'->>'hi', '') = '';

SELECT set_config('app.content_unlogged', 'off', true);
