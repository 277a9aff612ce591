import type { SamplePost } from './types.ts';

export const digitalInclusionPosts: readonly SamplePost[] = [
  {
    title: 'Designing lessons for low-bandwidth classrooms in rural Rajasthan',
    excerpt:
      'Patchy signals and shared phones are everyday realities. Practical design choices that keep digital lessons working when the network does not.',
    category: 'Digital Inclusion',
    image_url: '/images/blog/low-bandwidth-classrooms.svg',
    content: `<p>In many villages across Rajasthan, the mobile signal comes and goes with the weather, the time of day and where you stand in the courtyard. A school may have one smart TV and an unreliable connection. At home, a family often shares one smartphone that a parent takes to work. Digital learning designed for a city office with fast Wi-Fi simply breaks in these conditions.</p>
<p>Designing for low bandwidth is not about doing less. It is about making careful choices so that every student can take part, whatever their connection. Here are the principles we have found most useful.</p>
<h2>1. Download once, use many times</h2>
<p>Whenever possible, move content to the device before the lesson. Many platforms, including <a href="https://diksha.gov.in/" target="_blank" rel="noopener noreferrer">DIKSHA</a>, allow content to be downloaded for offline use. A teacher who downloads a week of videos and practice sets on the school connection, or at a cluster centre, can then teach without worrying about the signal. Content can also be shared between phones over Bluetooth or a memory card.</p>
<h2>2. Prefer light formats</h2>
<p>Not every lesson needs video. A short audio explanation, a PDF worksheet or a text-and-image page uses a fraction of the data. When video is truly useful, for example to show a science experiment, choose short clips at low resolution. Students learn just as well from a clear 360p video as from a high-definition one when the content is good.</p>
<ul>
<li><strong>Text and images:</strong> lightest, works on the oldest phones.</li>
<li><strong>Audio:</strong> good for language learning, stories and explanations; can be shared as voice notes.</li>
<li><strong>Short video:</strong> use sparingly, keep clips under five minutes and download in advance.</li>
<li><strong>Live video classes:</strong> heaviest; use only when interaction truly needs to be live.</li>
</ul>
<h2>3. Design for asynchronous learning</h2>
<p>If the only phone in the house is available after 7 pm, a live class at 11 am excludes that child. Design tasks that students can complete at any time over a day or two, and make deadlines flexible. Messaging apps that families already use can carry a daily task, a voice note explaining it and a way for students to send back a photo of their work.</p>
<h2>4. Pair the screen with paper</h2>
<p>Printed worksheets, workbooks and activity cards remain essential. A good low-bandwidth design uses the phone for what it does best, such as a quick explanation or a self-check quiz, and paper for extended practice and writing. Students who cannot get online at all should still be able to complete the core learning through printed material collected from school or an anganwadi.</p>
<h2>5. Use local languages and local examples</h2>
<p>A child who speaks Marwari, Mewari or Hindi at home will understand a concept faster when it is explained in a familiar language. Short audio notes in the local language, recorded by the teacher on their own phone, are often more effective than polished content in unfamiliar English. Use examples from the village: the price of bajra at the mandi, the distance to the next town, the water tank on the roof.</p>
<blockquote>The best low-bandwidth lesson is one that a student can finish on a borrowed phone, in the evening, with one bar of signal.</blockquote>
<h2>6. Check what actually works</h2>
<p>Ask students and parents regularly what is working. Which tasks could they open? Which ones failed? A two-minute phone call or a show of hands in class will tell you more than any dashboard. Adjust as you learn.</p>
<p>The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> warns that the benefits of online learning cannot be realised unless the digital divide is addressed. Thoughtful lesson design is one thing every teacher can do about that divide today, without waiting for a better network.</p>`,
  },
  {
    title: 'Teaching in the mother tongue: using technology in multilingual classrooms',
    excerpt:
      'NEP 2020 encourages learning in the home language. Here is how teachers can use simple digital tools to support multilingual classrooms without leaving any child behind.',
    category: 'Digital Inclusion',
    image_url: null,
    content: `<p>Walk into a primary classroom in almost any Indian state and you will hear several languages. In a Jaipur school, children may speak Hindi, Dhundhari, Marwari, Urdu, Bengali or Bhojpuri at home, while the textbook is in Hindi or English. A child who does not understand the language of instruction spends much of the day simply trying to follow what is said, with little energy left for the ideas themselves.</p>
<p>The <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> recommends that, wherever possible, the medium of instruction until at least Grade 5, and preferably till Grade 8 and beyond, be the home language, mother tongue or local language. It also encourages bilingual teaching and learning materials. Technology will not solve this on its own, but it can make multilingual teaching much easier.</p>
<h2>Start by knowing your students' languages</h2>
<p>Before choosing any tool, make a simple language map of your class. Ask each child which languages they speak at home, which they understand, and which they can read. Parents can help. This takes one period and changes how you plan. You may discover that most students share a home language you had not considered, or that two or three children need extra support.</p>
<h2>Use bilingual resources that already exist</h2>
<p>Much content is already available in Indian languages. <a href="https://diksha.gov.in/" target="_blank" rel="noopener noreferrer">DIKSHA</a> carries material in many languages across boards, and NCERT textbooks are available in Hindi and Urdu as well as English on the <a href="https://ncert.nic.in/" target="_blank" rel="noopener noreferrer">NCERT website</a>. When a concept is hard, let students watch or read the explanation in the language they understand best, then discuss it in the language of the textbook.</p>
<h2>Record your own audio explanations</h2>
<p>Some of the most useful multilingual resources are the simplest. A teacher who speaks the local language can record a two-minute voice note explaining a key idea, a new word list or a story, and share it with families. Older students who speak two languages fluently can record explanations for younger children, which also deepens their own understanding.</p>
<h2>Use translation tools carefully</h2>
<p>Machine translation and speech tools for Indian languages have improved considerably, and the government's <a href="https://bhashini.gov.in/" target="_blank" rel="noopener noreferrer">Bhashini</a> initiative aims to make such tools widely available. They are useful for a quick first draft of a parent circular or a glossary. However, translations can still be wrong or awkward, especially for technical terms and local dialects. Always have a fluent speaker check anything important before it goes to students or families.</p>
<h2>Classroom strategies that work</h2>
<ul>
<li><strong>Bilingual word walls:</strong> display key subject terms in two or three languages, with pictures.</li>
<li><strong>Think in any language, share in the target language:</strong> let pairs discuss a question in their home language, then report back in Hindi or English.</li>
<li><strong>Multilingual stories:</strong> use digital storybooks available in several languages so that children can read the same story in their home language and the school language.</li>
<li><strong>Value every language:</strong> invite students to teach the class a word or song from their home language.</li>
</ul>
<blockquote>A child's home language is not a problem to be fixed. It is the foundation on which every other language and subject is built.</blockquote>
<h2>Keep it manageable</h2>
<p>You do not need to become fluent in every language in your classroom. Start with one subject and one strategy, such as a bilingual glossary for science, and build from there. Over a term, small changes add up to a classroom where every child can understand, take part and feel that their language belongs at school.</p>`,
  },
  {
    title: 'Making digital lessons accessible for students with disabilities',
    excerpt:
      'Accessible design helps students with disabilities and every other learner too. Simple, practical checks teachers can apply to slides, videos and online tasks.',
    category: 'Digital Inclusion',
    image_url: null,
    content: `<p>Digital learning can open doors for students with disabilities. A student with low vision can enlarge text on a screen. A student who is deaf or hard of hearing can follow a captioned video. A student with dyslexia can listen to a text being read aloud. But the same digital lesson can also shut those students out if it is not designed with them in mind.</p>
<p>India's <a href="https://www.education.gov.in/sites/upload_files/mhrd/files/NEP_Final_English_0.pdf" target="_blank" rel="noopener noreferrer">National Education Policy 2020</a> places strong emphasis on equitable and inclusive education, and the Rights of Persons with Disabilities Act, 2016, requires inclusive education for children with disabilities. Every teacher who creates digital material can contribute, and most of the changes are simple.</p>
<h2>Start with Universal Design for Learning</h2>
<p><a href="https://udlguidelines.cast.org/" target="_blank" rel="noopener noreferrer">Universal Design for Learning (UDL)</a> is a framework that asks teachers to plan from the start for the wide range of learners in any class. It encourages offering multiple ways to engage with learning, multiple ways to take in information and multiple ways to show what you know. A lesson that offers a text, a short video with captions and an audio explanation already reaches far more students than a single reading.</p>
<h2>Simple checks for slides and documents</h2>
<ul>
<li><strong>Use real headings</strong> in documents rather than just making text bold and large, so screen readers can navigate.</li>
<li><strong>Use a clear, large font</strong> and strong contrast, such as dark text on a light background.</li>
<li><strong>Do not rely on colour alone.</strong> "The correct answers are in green" does not help a colour-blind student. Add a tick or a label.</li>
<li><strong>Describe images.</strong> Add short alternative text to diagrams and photos, or describe them aloud in class.</li>
<li><strong>Keep layouts simple</strong> and avoid putting important text inside images.</li>
</ul>
<h2>Videos and audio</h2>
<p>Captions help deaf and hard of hearing students, students learning in a second language and anyone watching in a noisy home. Many video platforms can generate automatic captions; check and correct them, especially for subject terms and Indian names. For audio-only resources, provide a transcript. When you record your own videos, speak clearly, face the camera and describe what you are showing on the board.</p>
<h2>Online tasks and quizzes</h2>
<p>Give extra time options for students who need them. Make sure quizzes can be completed with a keyboard alone and work with the screen reader on a phone. Avoid drag-and-drop tasks unless there is an alternative. Break long tasks into shorter steps with clear instructions, which helps students with attention difficulties and intellectual disabilities as well as everyone else.</p>
<p>For school websites and learning platforms, the international <a href="https://www.w3.org/WAI/standards-guidelines/wcag/" target="_blank" rel="noopener noreferrer">Web Content Accessibility Guidelines (WCAG)</a> are the standard reference. When your school buys software, ask the vendor how their product meets them.</p>
<blockquote>Accessibility is not an extra feature for a few students. Done well, it makes learning clearer for the whole class.</blockquote>
<h2>Ask the students</h2>
<p>The people who know most about what works are students with disabilities and their families. Ask them which formats help, which tools they already use at home, and what gets in the way. Work with special educators and resource teachers where your school has them. Small adjustments, made with the student rather than for them, often make the biggest difference.</p>
<p>Start with one change this week, perhaps captions on your next video or alternative text on your next worksheet. Accessibility becomes a habit quickly, and every student benefits.</p>`,
  },
];
